import { describe, expect, it } from 'vitest';
import { contrastRatio, parseHex, readablePrimary } from './theme-color';

const ratio = (a: string, b: string) => contrastRatio(parseHex(a) ?? [0, 0, 0], parseHex(b) ?? [0, 0, 0]);

describe('readable primary colour', () => {
  it('keeps a colour that already reaches 4.5:1', () => {
    expect(readablePrimary('#0b5cab')).toBe('#0b5cab');
  });
  it('darkens a colour that falls short until it reaches 4.5:1 on the page and under white text', () => {
    const adjusted = readablePrimary('#1f8a70');
    expect(adjusted).not.toBe('#1f8a70');
    expect(ratio(adjusted, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(adjusted, '#f4f6f9')).toBeGreaterThanOrEqual(4.5);
    expect(ratio(readablePrimary('#fc0'), '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
  it('leaves other colour syntaxes alone', () => {
    expect(readablePrimary('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
    expect(parseHex('#abc')).toEqual([0xaa, 0xbb, 0xcc]);
    expect(parseHex('red')).toBeNull();
  });
});
