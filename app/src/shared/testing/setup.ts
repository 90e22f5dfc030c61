/**
 * Runs before every unit test file (vitest `setupFiles`). Tests are quiet: every root a test
 * rendered is unmounted inside act() after it, the feedback store starts empty, and anything
 * written to console.error or console.warn fails the test that wrote it, unless the test said
 * beforehand that it expects it (`expectConsoleError`).
 *
 * The API answers from the mock server's snapshots through `msw/node` (msw/server.ts): the
 * `default` scenario unless a test names another; a request no handler answers fails the test.
 *
 * The clients check answers with a module they load lazily (shared/answer-check/conforms.ts);
 * loaded here once, its import resolves at once in the tests, so `settle()` covers a call.
 */
import { act } from 'react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { resetFeedback } from '../feedback/feedback-store';
import { cleanup } from './render';
import { takeConsoleProblems } from './console-guard';
import { server } from './msw/server';
import { forgetAllKept } from '../keep/kept';
import { notifyManager } from '@tanstack/react-query';
import { queryClient } from '../server-state/query-client';

await import('../answer-check/conforms');

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The server-state library tells the screens of an answer in a timer of its own by default: in a
// microtask here, an answer renders within the `settle()` that let it arrive, as a fetch's did.
notifyManager.setScheduler(queueMicrotask);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterAll(() => server.close());

afterEach(() => {
  cleanup();
  server.resetHandlers();
  server.events.removeAllListeners();
  act(() => resetFeedback());
  // Intent keys and drafts survive reloads on purpose (shared/keep/): not from test to test.
  forgetAllKept();
  // The screens' answers stay for a visit (shared/server-state/): not from test to test.
  queryClient.clear();
  const problems = takeConsoleProblems();
  if (problems.length > 0) {
    throw new Error(`unexpected console output in this test:\n${problems.join('\n---\n')}`);
  }
});
