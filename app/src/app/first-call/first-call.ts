/**
 * The borrower shell's first script, /first-call.js: a classic script of its own
 * (app/scripts/prerender.mjs bundles this file with the few modules it imports), run when the
 * shell's HTML is in, before the entry (React, 70 KiB gzip) has arrived.
 *
 * A borrower screen's largest paint is its data, and its first call used to start only once the
 * bundle had been downloaded, run and rendered (Lighthouse LCP 1.9-2.3 s). This script sends the
 * route's first request (first-requests.ts) with the clients' own address, launch parameters and
 * headers, and preloads the route's chunk beside it; the clients take the answer instead of
 * asking again (app/first-call/take-first-call.ts). docs/quality.md "Data before scripts".
 */
import { formHeaders } from '../../shared/api/form-client';
import type { FirstCallHandoff, SentFirstCall } from './take-first-call';
import { jsonHeaders } from '../../shared/api/json-client';
import { appendParams, buildUrl } from '../../shared/api/request';
import { afterFirstPaint } from '../../shared/boot/paint';
import { parseConfig, setConfig } from '../../shared/config/runtime-config';
import { getLaunchParams } from '../../shared/launch/launch-params';
import { firstCallRoute, type FirstRequest } from './first-requests';

/**
 * The form client's body type (shared/api/form-client.ts `apiPost`), written here and not
 * exported from there: the promotion entry, which has no room for the export, has that client.
 * first-call.test.ts checks that both send the same headers.
 */
const FORM_CONTENT_TYPE = 'application/x-www-form-urlencoded;charset=UTF-8';

/** The route's chunks by route path (from the build's manifest; prerender.mjs). */
export type RouteChunks = Readonly<Record<string, readonly string[]>>;

/** The address and fetch options the clients would use for `request`. */
export function clientRequest(request: FirstRequest): [string, RequestInit & { method: string; body: string }] {
  if (request.method === 'GET') return [buildUrl(request.path, request.query), { method: 'GET', headers: jsonHeaders(), body: '' }];
  const body = appendParams(new URLSearchParams(), request.body).toString();
  return [buildUrl(request.path), { method: 'POST', headers: formHeaders(FORM_CONTENT_TYPE), body }];
}

/**
 * Adds `<link rel="modulepreload">` for `file` (a chunk of the bundle), unless the entry has
 * already preloaded it (on a fast network it runs before the shell's paint).
 */
function preload(doc: Document, file: string): void {
  const href = new URL(file, doc.baseURI).href;
  if ([...doc.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].some((other) => other.href === href)) return;
  const link = doc.createElement('link');
  link.rel = 'modulepreload';
  link.crossOrigin = '';
  link.href = file;
  doc.head.append(link);
}

/**
 * Sends the first call of the page's route and hands it to the entry (`window.borrowerFirstCall`);
 * null on a route without one, or when the entry has started before this script (it then asks
 * for itself, as it always did).
 */
export function startFirstCall(win: Window, chunks: RouteChunks): FirstCallHandoff | null {
  const route = firstCallRoute(win.location.pathname);
  // No route with a first call, or the entry has started already and asks for itself.
  if (!route || win.borrowerFirstCall !== undefined) return null;
  // The page's own fetch, taken now: the entry wraps window.fetch to hand this call's answer to
  // the clients (take-first-call.ts), and the call must not go through that wrapper itself.
  const fetcher = win.fetch.bind(win);
  // Start-up reads config.json anyway (index.html preloads it): read here first, handed over.
  const config = fetcher(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' });
  // The route's chunks after the shell's paint: preloaded before it, they ended before it and
  // were counted as needed for it (Lighthouse FCP 1.06-1.10 s on some runs against 0.76 s).
  afterFirstPaint(win, () => {
    for (const file of chunks[route.path] ?? []) preload(win.document, file);
  });
  const call = config
    .then((response) => (response.ok ? response.clone().json() : null))
    .catch(() => null)
    .then((raw: unknown): SentFirstCall | null => {
      setConfig(parseConfig(raw));
      const request = route.request(new URLSearchParams(win.location.search), getLaunchParams());
      if (!request) return null;
      const [url, init] = clientRequest(request);
      const { body, ...rest } = init;
      // At once, ahead of the scripts: the shell paints from its HTML, so the answer no longer
      // races its paint (docs/decisions.md "Data before scripts"). `priority` where the engine has it.
      const response = fetcher(url, { ...(request.method === 'GET' ? rest : init), priority: 'high' });
      // Nobody may take it (another screen, a failed start-up): no unhandled rejection then.
      response.catch(() => undefined);
      return { url, method: init.method, body, response };
    });
  const handoff: FirstCallHandoff = { config, call };
  win.borrowerFirstCall = handoff;
  return handoff;
}
