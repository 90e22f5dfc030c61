import { describe, expect, it } from 'vitest';
import { conforms, firstBreak } from './conforms';

const DETAILS = '/throughout/v3/loan-details/loan-details?sessionId=s1';

describe('firstBreak', () => {
  it('names the JSON path and what the document expects there', () => {
    expect(firstBreak(DETAILS, { code: 0, success: true, message: '', data: { orderStatus: '174' } })).toEqual({
      path: '$.data.orderStatus',
      expected: 'an integer',
    });
    expect(firstBreak(DETAILS, { code: '0', success: true, message: '' })).toEqual({ path: '$.code', expected: 'an integer' });
    expect(firstBreak(DETAILS, { success: true, message: '' })).toEqual({ path: '$.code', expected: 'an integer (required)' });
    expect(firstBreak(DETAILS, 'oops')).toEqual({ path: '$', expected: 'an object' });
  });
  it('is null for an answer that fits and for a URL the contract does not have', () => {
    expect(firstBreak(DETAILS, { code: 0, success: true, message: '', data: null })).toBeNull();
    expect(firstBreak('/elsewhere', 'anything')).toBeNull();
    expect(conforms(DETAILS, { code: 0, success: true, message: '' })).toBe(true);
  });
  it("holds an answer to its envelope's rules: a success or a refusal, never a mix", () => {
    expect(conforms(DETAILS, { code: 3, success: false, message: 'no', data: null })).toBe(true);
    expect(firstBreak(DETAILS, { code: 0, success: false, message: 'ok', data: null })).toEqual({
      path: '$.success',
      expected: 'exactly true',
    });
    expect(conforms(DETAILS, { code: 3, success: true, message: 'no', data: null })).toBe(false);
    expect(conforms(DETAILS, { code: 3, success: false, message: 'no', data: { orderStatus: 174 } })).toBe(false);
  });
});
