import { describe, expect, it } from 'vitest';
import { orderActions, showsDetail, statusIcon } from './order-actions';

describe('order actions', () => {
  it.each([
    [21, 0, { repay: false, extension: false, borrowAgain: false }],
    [151, 1, { repay: false, extension: false, borrowAgain: false }],
    [110, 1, { repay: false, extension: false, borrowAgain: false }],
    [174, 0, { repay: true, extension: false, borrowAgain: false }],
    [174, 1, { repay: true, extension: true, borrowAgain: false }],
    [180, 0, { repay: true, extension: false, borrowAgain: false }],
    [180, 1, { repay: true, extension: true, borrowAgain: false }],
    [200, 1, { repay: false, extension: false, borrowAgain: true }],
    [999, 1, { repay: false, extension: false, borrowAgain: false }],
  ])('status %i, isDelay %i', (status, isDelay, expected) => {
    expect(orderActions(status, isDelay)).toEqual(expected);
  });
  it('hides the detail list for 110 only', () => {
    expect(showsDetail(110)).toBe(false);
    for (const status of [21, 151, 174, 180, 200, 999]) expect(showsDetail(status)).toBe(true);
  });
  it('uses the 21 icon for an unknown status', () => {
    expect(statusIcon(174)).toBe(174);
    expect(statusIcon(999)).toBe(21);
    expect(statusIcon(0)).toBe(21);
  });
});
