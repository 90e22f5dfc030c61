/** True when the value is a finite number or a string that reads as one. */
export function isNumeric(value: unknown): value is number | string {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'string' || value.trim() === '') return false;
  return Number.isFinite(Number(value));
}

/**
 * An amount held in minor units (cents, paise) shown with two decimals: 12345 → "123.45".
 * Anything that is not numeric is returned unchanged.
 */
export function formatMoney<T>(minor: T): string | T {
  if (!isNumeric(minor)) return minor;
  return (Number(minor) / 100).toFixed(2);
}
