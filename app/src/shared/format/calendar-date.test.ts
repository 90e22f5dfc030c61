import { describe, expect, it } from 'vitest';
import { formatCalendarDate } from './calendar-date';

describe('formatCalendarDate', () => {
  it('keeps the calendar day of a YYYY-MM-DD text', () => {
    expect(formatCalendarDate('2026-12-07')).toBe('2026-12-07');
  });
  it('keeps the time when there is one', () => {
    expect(formatCalendarDate('2026-12-07 09:05:03')).toBe('2026-12-07 09:05:03');
    expect(formatCalendarDate('2026-12-07T09:05')).toBe('2026-12-07 09:05:00');
  });
  it('returns text that is not a date unchanged', () => {
    expect(formatCalendarDate('mañana')).toBe('mañana');
  });
});
