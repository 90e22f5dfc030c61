/**
 * Request and response types of every call, derived from the generated schema
 * (app/src/api/schema.d.ts, made by `npm run api:generate` from contract/openapi.json).
 * Calls are named by their full server path.
 */
import type { paths } from '../../api/schema';
import type { LaunchParamKey } from '../launch/launch-params';

type Paths = paths;
type Method = 'get' | 'post';

/** The paths that have an operation for `M`. */
export type PathsWith<M extends Method> = {
  [P in keyof Paths]: Paths[P] extends { [K in M]: object } ? P : never;
}[keyof Paths];

export type GetPath = PathsWith<'get'>;
export type PostPath = PathsWith<'post'>;

type Operation<P extends keyof Paths, M extends Method> = Paths[P] extends { [K in M]: infer O } ? O : never;

type QueryOf<O> = O extends { parameters: { query?: infer Q } } ? NonNullable<Q> : never;

/** The query parameters a call takes itself (the launch parameters are added by the client). */
export type RequestQuery<P extends keyof Paths, M extends Method> = Omit<QueryOf<Operation<P, M>>, LaunchParamKey>;

type BodyOf<O, Media extends string> = O extends { requestBody?: infer B }
  ? NonNullable<B> extends { content: { [K in Media]: infer T } }
    ? T
    : never
  : never;

/** The form-encoded body of a POST. */
export type FormBody<P extends PostPath> = BodyOf<Operation<P, 'post'>, 'application/x-www-form-urlencoded'>;

/** The paths whose POST takes a form-encoded body. */
export type FormPath = {
  [P in PostPath]: [FormBody<P>] extends [never] ? never : P;
}[PostPath];

/** The paths whose POST takes a multipart body. */
export type MultipartPath = {
  [P in PostPath]: [BodyOf<Operation<P, 'post'>, 'multipart/form-data'>] extends [never] ? never : P;
}[PostPath];

type SuccessOf<O> = O extends { responses: { 200: { content: { 'application/json': infer R } } } } ? R : never;

/** The JSON body of a call's 200 answer (its envelope). */
export type ResponseOf<P extends keyof Paths, M extends Method> = SuccessOf<Operation<P, M>>;

/** Optional arguments when every field is optional. */
export type ArgsOf<T, Rest extends unknown[]> =
  Record<string, never> extends T
    ? [params?: T, ...rest: Rest]
    : keyof T extends never
      ? [params?: T, ...rest: Rest]
      : [params: T, ...rest: Rest];
