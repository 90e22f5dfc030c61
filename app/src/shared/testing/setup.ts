/**
 * Runs before every unit test file (vitest `setupFiles`). Tests are quiet: every root a test
 * rendered is unmounted inside act() after it, the feedback store starts empty, and anything
 * written to console.error or console.warn fails the test that wrote it, unless the test said
 * beforehand that it expects it (`expectConsoleError`).
 */
import { act } from 'react';
import { afterEach } from 'vitest';
import { resetFeedback } from '../feedback/feedback-store';
import { cleanup } from './render';
import { takeConsoleProblems } from './console-guard';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  act(() => resetFeedback());
  const problems = takeConsoleProblems();
  if (problems.length > 0) {
    throw new Error(`unexpected console output in this test:\n${problems.join('\n---\n')}`);
  }
});
