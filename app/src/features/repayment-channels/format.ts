import { formatDate } from '../../shared/format/date';

/**
 * A server date (YYYY-MM-DD, or with a time) through the date helper. A bare day is read as local
 * midnight: `new Date('2026-12-07')` is UTC midnight and would show the day before west of
 * Greenwich. Text that is not a date is shown as it came.
 */
export function displayDate(raw: string): string {
  const text = raw.trim();
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text);
  const withTime = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/.test(text);
  if (!day && !withTime) return text;
  const formatted = formatDate(day ? `${text}T00:00:00` : text.replace(' ', 'T'), withTime);
  return formatted || text;
}
