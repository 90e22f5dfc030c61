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

/** A mailto: link for an e-mail address, or null when it does not look like one. */
export function mailtoHref(email: string | null | undefined): string | null {
  const text = email?.trim() ?? '';
  return /^[^\s@:/?#]+@[^\s@:/?#]+\.[^\s@:/?#]+$/.test(text) ? `mailto:${text}` : null;
}

/** A tel: link for a phone number (digits, spaces, +, -, parentheses), or null. */
export function telHref(phone: string | null | undefined): string | null {
  const text = phone?.trim() ?? '';
  const digits = text.replace(/[\s()+-]/g, '');
  return /^\d{3,20}$/.test(digits) ? `tel:${text.startsWith('+') ? '+' : ''}${digits}` : null;
}
