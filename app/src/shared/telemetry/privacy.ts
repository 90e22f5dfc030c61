/**
 * What keeps a record from carrying anything personal (docs/telemetry.md "What is never
 * sent"): every free text of a record (an error's message and stack, an element's selector, a
 * resource's URL) passes through `scrub` before it is queued.
 */

/** Longest text kept of one attribute (a stack is cut here). */
export const TEXT_MAX = 4000;

/**
 * Values shorter than this are left in texts: a one- or two-character launch value (`language=1`,
 * `productId=3`) would otherwise blank every digit of a stack; such values identify no one.
 */
const VALUE_MIN = 3;

// A query string or fragment of a URL in a text: up to the next space, quote or bracket.
const QUERY = /[?#][^\s"'()<>]*/g;
// A run of digits with separators, four characters or more (a phone number, an amount, a
// card, a voucher, an order number), not right after ':' or a letter (a stack's line:column
// and hashed file names stay).
const NUMBER = /(?<![:\w.])\d[\d\s.,\-/]{2,}\d(?![\w])/g;
// An e-mail address.
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.-]+/g;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * A scrubber of texts for this page: drops query strings and fragments, every value of the
 * page's opening query (`launchValues`: the session and device ids, the campaign, amounts),
 * numbers of four digits or more and e-mail addresses, then cuts to TEXT_MAX.
 */
export function scrubber(launchValues: readonly string[]): (text: string) => string {
  const values = [...new Set(launchValues.map((v) => v.trim()).filter((v) => v.length >= VALUE_MIN))]
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp);
  const launch = values.length > 0 ? new RegExp(values.join('|'), 'g') : null;
  return (text) => {
    let out = text;
    if (launch) out = out.replace(launch, '[launch]');
    out = out.replace(QUERY, '').replace(EMAIL, '[email]').replace(NUMBER, '[n]');
    return out.length > TEXT_MAX ? `${out.slice(0, TEXT_MAX)}…` : out;
  };
}

/** The values of a query string, decoded and as they appear encoded. */
export function queryValues(search: string): string[] {
  const values: string[] = [];
  for (const [, value] of new URLSearchParams(search)) {
    values.push(value, encodeURIComponent(value));
  }
  return values;
}

/** A URL's path only (no origin, query or fragment); "" for what is not a URL. */
export function pathOf(url: string, base: string): string {
  try {
    return new URL(url, base).pathname;
  } catch {
    return '';
  }
}
