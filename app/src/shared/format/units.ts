/** A part of a text: a unit to keep on one line, or the text around units. */
export interface TextPart {
  text: string;
  unit: boolean;
}

/**
 * What a borrower reads as one thing and must not see split over two lines
 * (docs/large-text.md "Amounts, dates, numbers and codes"): a phone number written in groups
 * ("800 123 4567", "+52 55 1234 5678"), and any run of letters, digits and the signs amounts,
 * dates, times, rates and codes are written with that holds a digit ("$3.450,00", "₹300,00",
 * "2026-12-07", "14:32:05", "0.0065%", "OXXO-1234"). A run ends before an opening bracket, which
 * may open a phone number: "callPhone(800 123 4567)".
 */
const UNIT = /\(?\+?\d{1,4}(?:[ \u00a0]\d{2,4}){2,}(?![\p{L}\p{N}]|[:.,/-]\p{N})|[$₹+(]?[\p{N}A-Za-z][\p{N}A-Za-z$₹+)\-.,:/%]*/gu;
const DIGIT = /\d/;
/**
 * Where a browser may break a run: after "-", ",", "." or "/", at a space. A run without one
 * ("MX202611220001", "24") moves to the next line whole by itself, so it needs no wrapping.
 */
const BREAKS = /[-.,/:\s\u00a0](?=.)/u;

/**
 * Splits `text` into its units (each holding a digit and a place a browser could break it) and
 * the text between them, in order; joined again they give `text` back.
 */
export function splitUnits(text: string): TextPart[] {
  const parts: TextPart[] = [];
  let rest = 0;
  for (const match of text.matchAll(UNIT)) {
    if (!DIGIT.test(match[0]) || !BREAKS.test(match[0])) continue;
    if (match.index > rest) parts.push({ text: text.slice(rest, match.index), unit: false });
    parts.push({ text: match[0], unit: true });
    rest = match.index + match[0].length;
  }
  if (rest < text.length) parts.push({ text: text.slice(rest), unit: false });
  return parts;
}
