/** True when the value is a finite number or a string that reads as one. */
export function isNumeric(value: unknown): value is number | string {
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value !== 'string' || value.trim() === '') return false;
  return Number.isFinite(Number(value));
}

/**
 * Groups the integer digits in threes with a dot: 1234567 → "1.234.567"; a fractional part
 * after the first "." is kept as it is ("1234.50" → "1.234.50"). Non-numeric input is returned
 * unchanged.
 */
export function groupThousands<T>(value: T): string | T {
  if (!isNumeric(value)) return value;
  const text = String(value).trim();
  const sign = text.startsWith('-') || text.startsWith('+') ? text[0] : '';
  const unsigned = sign ? text.slice(1) : text;
  const dot = unsigned.indexOf('.');
  const integer = dot === -1 ? unsigned : unsigned.slice(0, dot);
  const fraction = dot === -1 ? '' : unsigned.slice(dot);
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${sign === '-' ? '-' : ''}${grouped}${fraction}`;
}
