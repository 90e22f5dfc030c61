import { describe, expect, it } from 'vitest';
import { bankCardInput, clampLength, formatPhone, numberInput, phoneInput } from './input';

describe('generic inputs', () => {
  it('number input keeps digits only', () => {
    expect(numberInput('a1b2 3-4.5')).toBe('12345');
    expect(numberInput('abc')).toBe('');
  });
  it('phone input keeps digits, at most 11', () => {
    expect(phoneInput('138-0013-8000')).toBe('13800138000');
    expect(phoneInput('1380013800099')).toBe('13800138000');
    expect(phoneInput('+52 1')).toBe('521');
  });
  it('phone is shown 3-4-4', () => {
    expect(formatPhone('13800138000')).toBe('138 0013 8000');
    expect(formatPhone('1380')).toBe('138 0');
    expect(formatPhone('138')).toBe('138');
    expect(formatPhone('13800138000123')).toBe('138 0013 8000');
    expect(formatPhone('')).toBe('');
  });
  it('bank card input keeps digits grouped in fours', () => {
    expect(bankCardInput('6222020200112233')).toBe('6222 0202 0011 2233');
    expect(bankCardInput('6222 02x02')).toBe('6222 0202');
    expect(bankCardInput('1234')).toBe('1234');
    expect(bankCardInput('12345')).toBe('1234 5');
  });
  it('clampLength cuts by characters', () => {
    expect(clampLength('abcdef', 4)).toBe('abcd');
    expect(clampLength('😀😀😀', 2)).toBe('😀😀');
  });
});
