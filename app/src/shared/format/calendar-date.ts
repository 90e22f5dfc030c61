import { formatDate } from './date';

const CALENDAR = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * A date the server sends as text ("2026-12-07" or "2026-12-07 14:32:05"), shown through the
 * date helper. The parts are read as the borrower's calendar date, not as UTC midnight, so the
 * day never shifts in a time zone west of Greenwich (`new Date("2026-12-07")` would be the 6th in
 * Mexico). Text that is not a date is returned unchanged.
 */
export function formatCalendarDate(text: string): string {
  const match = CALENDAR.exec(text.trim());
  if (!match) return formatDate(text) || text;
  const [, y, mo, d, h, mi, s] = match.map(Number);
  const date = new Date(y ?? 0, (mo ?? 1) - 1, d ?? 1, h || 0, mi || 0, s || 0);
  return formatDate(date, match[4] !== undefined);
}
