import { describe, expect, it } from 'vitest';
import { currencySymbol, languageFromFlag } from './language';

describe('language flag', () => {
  it('1 is English with the rupee sign', () => {
    expect(languageFromFlag('1')).toBe('en');
    expect(currencySymbol('en')).toBe('₹');
  });
  it('2, anything else or nothing is Spanish with the dollar sign', () => {
    for (const flag of ['2', '0', 'en', '', null, undefined]) expect(languageFromFlag(flag)).toBe('es');
    expect(currencySymbol('es')).toBe('$');
  });
});
