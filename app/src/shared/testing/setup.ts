/**
 * Runs before every unit test file (vitest `setupFiles`). Tests are quiet: every root a test
 * rendered is unmounted inside act() after it, the feedback store starts empty, and anything
 * written to console.error or console.warn fails the test that wrote it, unless the test said
 * beforehand that it expects it (`expectConsoleError`).
 *
 * The clients check answers with a module they load lazily (shared/answer-check/conforms.ts);
 * loaded here once, its import resolves at once in the tests, so `settle()` covers a call.
 */
import { act } from 'react';
import { afterEach } from 'vitest';
import { resetFeedback } from '../feedback/feedback-store';
import { cleanup } from './render';
import { takeConsoleProblems } from './console-guard';

await import('../answer-check/conforms');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  act(() => resetFeedback());
  const problems = takeConsoleProblems();
  if (problems.length > 0) {
    throw new Error(`unexpected console output in this test:\n${problems.join('\n---\n')}`);
  }
});
