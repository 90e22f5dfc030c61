const pad = (n: number): string => String(n).padStart(2, '0');

/**
 * A date as YYYY-MM-DD, or YYYY-MM-DD HH:MM:SS with `withTime`, every part zero-padded, in the
 * device's local time. Accepts a Date, epoch milliseconds or a string Date can parse; an
 * invalid date gives "".
 */
export function formatDate(input: Date | number | string, withTime = false): string {
  const date = input instanceof Date ? input : new Date(input);
  if (Number.isNaN(date.getTime())) return '';
  const day = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  if (!withTime) return day;
  return `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
