import { describe, expect, it } from 'vitest';
import { toastDuration } from './toast-duration';

describe('toastDuration (3 s default, the given one when above 300 ms)', () => {
  it('defaults to 3000 ms', () => {
    expect(toastDuration()).toBe(3000);
  });
  it('keeps a duration above 300 ms', () => {
    expect(toastDuration(301)).toBe(301);
    expect(toastDuration(1500)).toBe(1500);
    expect(toastDuration(10000)).toBe(10000);
  });
  it('ignores 300 ms and below', () => {
    expect(toastDuration(300)).toBe(3000);
    expect(toastDuration(0)).toBe(3000);
    expect(toastDuration(-5)).toBe(3000);
    expect(toastDuration(Number.NaN)).toBe(3000);
  });
});
