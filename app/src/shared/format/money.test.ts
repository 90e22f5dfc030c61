import { describe, expect, it } from 'vitest';
import { formatMoney, isNumeric } from './money';

describe('formatMoney (minor units / 100, two decimals)', () => {
  it('divides by 100 and shows two decimals', () => {
    expect(formatMoney(12345)).toBe('123.45');
    expect(formatMoney(100)).toBe('1.00');
    expect(formatMoney(5)).toBe('0.05');
    expect(formatMoney(0)).toBe('0.00');
    expect(formatMoney(-250)).toBe('-2.50');
  });
  it('accepts numeric strings', () => {
    expect(formatMoney('300000')).toBe('3000.00');
    expect(formatMoney(' 99 ')).toBe('0.99');
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
