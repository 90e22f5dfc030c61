// Apart from url.ts: the borrower's contact screens use these, the promotion page's first load
// (which carries url.ts in the shared `forms` chunk) does not.

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
