import { describe, expect, it } from 'vitest';
import { groupThousands } from './number';

describe('groupThousands (integer digits in threes with a dot)', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1.000'],
    [12345, '12.345'],
    [1234567, '1.234.567'],
    ['1000000000', '1.000.000.000'],
    [-1234567, '-1.234.567'],
  ])('%s → %s', (input, expected) => {
    expect(groupThousands(input)).toBe(expected);
  });
  it('groups only the integer part', () => {
    expect(groupThousands('1234.50')).toBe('1.234.50');
    expect(groupThousands(1234.5)).toBe('1.234.5');
  });
  it('returns non-numeric input unchanged', () => {
    expect(groupThousands('n/a')).toBe('n/a');
    expect(groupThousands(null)).toBeNull();
  });
});
