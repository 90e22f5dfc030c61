import { sameOriginUrl } from '../../shared/format/same-origin-url';

/**
 * Where the page goes after a successful submit (docs/screens.md "Loan confirm"): the server's `lendDetailsUrl` plus
 * the session's launch query and `from=confirm`, as a router path (`/loan-detail?…`).
 *
 * - Only an http(s) URL on the page's own origin is followed (a relative one resolves against
 *   the page); anything else gives null and the screen refuses it with a message.
 * - A parameter the URL already carries wins over the launch one of the same name: the server
 *   names the new order (`orderId`) there, the launch query may still name an older one.
 * - `from=confirm` is always set last.
 */
export function lendDetailsTarget(raw: string, launch: Readonly<Record<string, string | undefined>>, base?: string): string | null {
  const url = sameOriginUrl(raw, base);
  if (!url) return null;
  for (const [name, value] of Object.entries(launch)) {
    if (value !== undefined && !url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  url.searchParams.set('from', 'confirm');
  return `${url.pathname}${url.search}${url.hash}`;
}
