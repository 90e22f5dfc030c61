import { describe, expect, it } from 'vitest';
import { formatDate } from './date';

describe('formatDate (YYYY-MM-DD, optional HH:MM:SS, zero-padded)', () => {
  const date = new Date(2026, 0, 5, 3, 4, 9);
  it('formats the day zero-padded', () => {
    expect(formatDate(date)).toBe('2026-01-05');
  });
  it('adds the time zero-padded when asked', () => {
    expect(formatDate(date, true)).toBe('2026-01-05 03:04:09');
    expect(formatDate(new Date(2026, 11, 31, 23, 59, 59), true)).toBe('2026-12-31 23:59:59');
  });
  it('accepts epoch milliseconds and strings', () => {
    expect(formatDate(date.getTime(), true)).toBe('2026-01-05 03:04:09');
    expect(formatDate('2026-03-07T08:09:10')).toBe('2026-03-07');
  });
  it('gives "" for an invalid date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(Number.NaN, true)).toBe('');
  });
});
