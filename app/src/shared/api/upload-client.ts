/**
 * The image upload (docs/api.md "Clients and headers"): the form client's headers and common parameters with a multipart
 * body. Apart from form-client.ts so the promotion page's first load, which carries the form
 * client in the shared `forms` chunk, does not carry this too.
 */
import type { MultipartPath, ResponseOf } from './api-types';
import { formHeaders, type PostOptions } from './form-client';
import { buildUrl, send, type Params } from './request';

/** POST `path` with a multipart body (image upload); the browser sets the boundary. */
export function apiUpload<P extends MultipartPath>(path: P, body: FormData, options: PostOptions<P> = {}): Promise<ResponseOf<P, 'post'>> {
  return send(
    buildUrl(path, options.query as Params | undefined),
    { method: 'POST', headers: formHeaders(undefined, options.headers), body },
    options,
  );
}
