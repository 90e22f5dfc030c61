/**
 * The part both clients share: URL building with the common (launch) parameters, the 60 s
 * timeout, the XMLHttpRequest marker, the optional loading indicator and the toast of
 * `message` when `code` is not success.
 */
import { getConfig } from '../config/runtime-config';
import { SUCCESS_CODES_LEGACY, SUCCESS_CODES_PLAIN, SUCCESS_CODES_V3 } from '../../api/contract-constants';
import { API_TIMEOUT_MS } from '../config/constants';
import { showLoading, showToast } from '../feedback/feedback-store';
import { getLaunchParams } from '../launch/launch-params';
import { ApiError } from './api-error';
import type { Signal } from '../telemetry/signal';
import type * as Conforms from '../answer-check/conforms';

export type ParamValue = string | number | boolean | null | undefined | readonly (string | number)[];
export type Params = Record<string, ParamValue>;

export interface CallOptions {
  /** Shows the global loading indicator with this text during the call. */
  loadingText?: string;
  /** Toast the envelope's message when its code is not success (default true). */
  toastOnError?: boolean;
  /** Cancels the call (e.g. when the screen goes away). */
  signal?: AbortSignal;
  /** Timeout in milliseconds (default 60 000). */
  timeoutMs?: number;
  /**
   * The answer to this very request, already asked for: by the promotion page's first script, or
   * by the image upload's XMLHttpRequest (upload-client.ts), which stops on `signal` itself.
   */
  response?: Promise<Response> | null;
}

/**
 * The contract check of answers (conforms.ts), loaded beside the first call: its tables stay
 * out of the pages' initial bundles.
 */
let checker: Promise<typeof Conforms> | null = null;

/**
 * Promotion calls (`/api/v2/...`) are public and carry no launch parameters; borrower
 * (`/throughout/...`) and legacy payment (`/api/v1/...`) calls do.
 */
export function sendsLaunchParams(path: string): boolean {
  return !path.startsWith('/api/v2/');
}

/** Appends the non-empty params to `search`; arrays are joined with commas. */
export function appendParams(search: URLSearchParams, params: Params | undefined): URLSearchParams {
  if (!params) return search;
  for (const [key, value] of Object.entries(params)) {
    if (value === null || value === undefined) continue;
    search.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  return search;
}

/** The full URL of a call: api base + path + common params + the call's own query params. */
export function buildUrl(path: string, query?: Params): string {
  const search = new URLSearchParams();
  if (sendsLaunchParams(path)) appendParams(search, getLaunchParams());
  appendParams(search, query);
  const text = search.toString();
  return `${getConfig().apiBase}${path}${text ? `?${text}` : ''}`;
}

/** Success codes: 0 (borrower, promotion) and "00" (legacy payment, landing template). */
export function isSuccessCode(code: unknown): boolean {
  return code === SUCCESS_CODES_V3 || code === SUCCESS_CODES_PLAIN || code === SUCCESS_CODES_LEGACY;
}

/** A field of an answer: any JSON value reads as an object here (a number or text has none). */
type Envelope = { code?: unknown; message?: unknown } | null | undefined;

function envelopeMessage(body: unknown): string {
  const message = (body as Envelope)?.message;
  return typeof message === 'string' ? message : '';
}

/**
 * Sends one request and gives back the response body; see `CallOptions`. The call is handed to
 * the field telemetry, which reports it if it fails (telemetry/calls.ts).
 */
export function send<T>(url: string, init: RequestInit, options: CallOptions = {}): Promise<T> {
  const call = sendCall<T>(url, init, options);
  (window.loanSignals ??= [] as Signal[]).push([url, call]);
  return call;
}

async function sendCall<T>(url: string, init: RequestInit, options: CallOptions): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, options.timeoutMs ?? API_TIMEOUT_MS);
  const onOuterAbort = () => controller.abort();
  options.signal?.addEventListener('abort', onOuterAbort);
  const hideLoading = options.loadingText !== undefined ? showLoading(options.loadingText) : null;
  checker ??= import('../answer-check/conforms');
  try {
    let response: Response;
    try {
      response = await (options.response ?? fetch(url, { ...init, signal: controller.signal }));
    } catch (error) {
      if (timedOut) throw new ApiError('timeout', 'timeout');
      if (controller.signal.aborted) throw new ApiError('aborted', 'aborted');
      throw new ApiError('network', error instanceof Error ? error.message : 'network');
    }
    let body: unknown;
    try {
      body = await response.json();
    } catch (error) {
      // Not JSON is an unreadable answer; a body cut off on its way (the connection broke after
      // the head) is a lost answer like none at all (docs/decisions.md "Network failures").
      throw new ApiError(
        error instanceof TypeError ? 'network' : response.ok ? 'parse' : 'http',
        response.statusText || 'parse',
        response.status,
      );
    }
    if (!response.ok) throw new ApiError('http', envelopeMessage(body) || response.statusText, response.status);
    // An answer of other types than the contract's (a string for a number, null for a list)
    // fails here like an unreadable one, before a screen reads a field of it.
    const { conforms } = await checker;
    if (!conforms(url, body)) throw new ApiError('parse', 'contract', response.status);
    if (!isSuccessCode((body as Envelope)?.code) && options.toastOnError !== false) {
      const message = envelopeMessage(body);
      if (message) showToast(message);
    }
    return body as T;
  } finally {
    clearTimeout(timer);
    options.signal?.removeEventListener('abort', onOuterAbort);
    hideLoading?.();
  }
}
