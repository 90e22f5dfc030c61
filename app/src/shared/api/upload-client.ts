/**
 * The image upload (docs/api.md "Clients and headers"): the form client's headers and common
 * parameters with a multipart body, sent by XMLHttpRequest rather than fetch: only it says how
 * much of the body has gone (`onProgress`), for the picker's progress bar. The answer then goes
 * through the same checks as every call (request.ts). Apart from form-client.ts so the promotion
 * page's first load, which carries the form client in the shared `forms` chunk, does not carry
 * this too.
 */
import type { MultipartPath, ResponseOf } from './api-types';
import { formHeaders, type PostOptions } from './form-client';
import { API_TIMEOUT_MS } from '../config/constants';
import { buildUrl, send, type Params } from './request';

/** How much of the body has been sent, in bytes. */
export interface UploadProgress {
  sent: number;
  total: number;
}

export interface UploadOptions<P extends MultipartPath> extends PostOptions<P> {
  /** Called as the body goes out (not at all when the engine does not say). */
  onProgress?: (progress: UploadProgress) => void;
}

/**
 * POSTs `body` by XMLHttpRequest; resolves to the answer as a `Response` (any status: the
 * caller reads it as it reads fetch's), rejects with a TypeError when no answer came, and
 * aborts when `signal` does or after `timeoutMs`.
 */
export function xhrPost(
  url: string,
  headers: Record<string, string>,
  body: FormData,
  signal: AbortSignal | undefined,
  timeoutMs: number,
  onProgress?: (progress: UploadProgress) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    xhr.timeout = timeoutMs;
    if (onProgress) {
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress({ sent: event.loaded, total: event.total });
      };
    }
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort);
    const done = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      done();
      resolve(
        new Response(xhr.status === 204 || xhr.status === 304 ? null : xhr.responseText, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: { 'Content-Type': xhr.getResponseHeader('Content-Type') ?? 'application/json' },
        }),
      );
    };
    xhr.onerror = xhr.ontimeout = () => {
      done();
      reject(new TypeError('network'));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('aborted', 'AbortError'));
    };
    if (signal?.aborted) {
      done();
      reject(new DOMException('aborted', 'AbortError'));
      return;
    }
    xhr.send(body);
  });
}

/**
 * The margin by which the XMLHttpRequest outlives the call's own timeout: the call (request.ts)
 * has said "timeout" when the request stops, as for every other call.
 */
const XHR_TIMEOUT_MARGIN_MS = 1_000;

/** POST `path` with a multipart body (image upload); the browser sets the boundary. */
export function apiUpload<P extends MultipartPath>(
  path: P,
  body: FormData,
  options: UploadOptions<P> = {},
): Promise<ResponseOf<P, 'post'>> {
  const url = buildUrl(path, options.query as Params | undefined);
  const headers = formHeaders(undefined, options.headers);
  const timeoutMs = options.timeoutMs ?? API_TIMEOUT_MS;
  const response = xhrPost(url, headers, body, options.signal, timeoutMs + XHR_TIMEOUT_MARGIN_MS, options.onProgress);
  return send(url, { method: 'POST', headers, body }, { ...options, timeoutMs, response });
}
