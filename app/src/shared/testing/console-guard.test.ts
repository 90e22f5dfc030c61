import { describe, expect, it } from 'vitest';
import { expectConsoleError, takeConsoleProblems } from './console-guard';

describe('console guard', () => {
  it('records console.error and console.warn unless the test expects them', () => {
    expectConsoleError(/expected failure/);
    console.error('an expected failure');
    console.warn('a stray warning');
    console.error('a stray error %d', 7);
    expect(takeConsoleProblems()).toEqual(['console.warn: a stray warning', 'console.error: a stray error 7']);
    // Expectations last one test only.
    console.error('an expected failure');
    expect(takeConsoleProblems()).toEqual(['console.error: an expected failure']);
  });
});
