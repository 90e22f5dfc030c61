/**
 * A URL from the server, returned only when it is http(s) (relative URLs resolve against the
 * page); anything else (javascript:, data: unless allowed, garbage) gives null.
 */
export function safeHttpUrl(raw: string | null | undefined, options: { allowDataImage?: boolean } = {}): string | null {
  if (!raw) return null;
  const text = raw.trim();
  if (options.allowDataImage && /^data:image\/(png|jpe?g|gif|webp|svg\+xml);/i.test(text)) return text;
  try {
    const base = typeof location === 'undefined' ? 'http://localhost/' : location.href;
    const url = new URL(text, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
