import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';
import { isNumeric } from './number';

describe('formatMoney (minor units / 100, two decimals, dot thousands, decimal comma)', () => {
  it.each([
    [12345, '123,45'],
    [100, '1,00'],
    [5, '0,05'],
    [0, '0,00'],
    [-250, '-2,50'],
    [-1, '-0,01'],
    [345000, '3.450,00'],
    [123456789, '1.234.567,89'],
    [-100000000, '-1.000.000,00'],
  ])('%s → %s', (minor, shown) => {
    expect(formatMoney(minor)).toBe(shown);
  });
  it('accepts numeric strings', () => {
    expect(formatMoney('300000')).toBe('3.000,00');
    expect(formatMoney(' 99 ')).toBe('0,99');
  });
  it('returns non-numeric input unchanged', () => {
    expect(formatMoney('abc')).toBe('abc');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('12a')).toBe('12a');
    expect(formatMoney(null)).toBeNull();
    expect(formatMoney(undefined)).toBeUndefined();
    expect(formatMoney(Number.NaN)).toBeNaN();
    const object = { a: 1 };
    expect(formatMoney(object)).toBe(object);
  });
  it('isNumeric tells numbers from the rest', () => {
    expect(isNumeric(1)).toBe(true);
    expect(isNumeric('1.5')).toBe(true);
    expect(isNumeric(Infinity)).toBe(false);
    expect(isNumeric('  ')).toBe(false);
  });
});
