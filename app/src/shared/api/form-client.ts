/**
 * The form client (docs/api.md "Clients and headers"): POST with the common parameters in the query string and the
 * payload as application/x-www-form-urlencoded; headers swift and eyes taken from the launch
 * query parameters of the same name ("" when absent). Returns the response body only.
 */
import { HEADERS_FORM_CLIENT, HEADERS_XHR_NAME, HEADERS_XHR_VALUE } from '../../api/contract-constants';
import { headerParams } from '../launch/launch-params';
import type { FormBody, FormPath, MultipartPath, RequestQuery, ResponseOf } from './api-types';
import { appendParams, buildUrl, send, type CallOptions, type Params } from './request';

export function formHeaders(contentType?: string, extra?: Record<string, string>): Record<string, string> {
  return {
    Accept: 'application/json',
    [HEADERS_XHR_NAME]: HEADERS_XHR_VALUE,
    ...(contentType ? { 'Content-Type': contentType } : {}),
    ...extra,
    ...headerParams(HEADERS_FORM_CLIENT),
  };
}

export interface PostOptions<P extends FormPath | MultipartPath> extends CallOptions {
  /** Query parameters of the call itself, when its operation has any. */
  query?: RequestQuery<P, 'post'>;
  /** A write's own headers: its `Idempotency-Key` (shared/keep/kept.ts `withIntent`), the same on every retry of one intent. */
  headers?: Record<string, string>;
}

/** POST `path` with a form-encoded body; resolves to the envelope. */
export function apiPost<P extends FormPath>(path: P, body: FormBody<P>, options: PostOptions<P> = {}): Promise<ResponseOf<P, 'post'>> {
  const encoded = appendParams(new URLSearchParams(), body as Params);
  return send(
    buildUrl(path, options.query as Params | undefined),
    {
      method: 'POST',
      headers: formHeaders('application/x-www-form-urlencoded;charset=UTF-8', options.headers),
      body: encoded.toString(),
    },
    options,
  );
}
