import { describe, expect, it } from 'vitest';
import { displayDate } from './format';

describe('displayDate', () => {
  it('keeps a bare day as that day (read as local midnight)', () => {
    expect(displayDate('2026-12-07')).toBe('2026-12-07');
  });
  it('formats a day with a time with the time', () => {
    expect(displayDate('2026-12-07 09:05:03')).toBe('2026-12-07 09:05:03');
  });
  it('shows text that is not a date as it came', () => {
    expect(displayDate('mañana')).toBe('mañana');
    expect(displayDate('2026-13-45')).toBe('2026-13-45');
  });
});
