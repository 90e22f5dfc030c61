/**
 * A card number shown masked to its last four digits, grouped in fours:
 * "6225 **** **** 4821" or "6225020200114821" → "**** **** **** 4821". Spaces and dashes are
 * ignored; a number with fewer than four digits at its end is all masked.
 */
export function maskCardNumber(cardNo: string): string {
  const compact = cardNo.replace(/[\s-]/g, '');
  const last4 = lastFourDigits(cardNo);
  const length = Math.max(compact.length, 8);
  const masked = '*'.repeat(length - last4.length) + last4;
  return masked.replace(/(.{4})(?=.)/g, '$1 ');
}

/** The last four digits of a card number ("" when it does not end in four digits). */
export function lastFourDigits(cardNo: string): string {
  return /(\d{4})\D*$/.exec(cardNo.replace(/[\s-]/g, ''))?.[1] ?? '';
}
