/**
 * A URL from the server that the app may move to inside its own page: http(s) and on the
 * page's own origin. A relative URL resolves against the page. Anything else (another origin,
 * javascript:, data:, garbage) gives null, so the caller can refuse it with a message.
 *
 * `base` is the page's address; it defaults to the current page (tests pass their own).
 */
export function sameOriginUrl(raw: string | null | undefined, base?: string): URL | null {
  const text = raw?.trim();
  if (!text) return null;
  const page = base ?? (typeof location === 'undefined' ? 'http://localhost/' : location.href);
  try {
    const pageUrl = new URL(page);
    const url = new URL(text, pageUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === pageUrl.origin ? url : null;
  } catch {
    return null;
  }
}
