/**
 * The borrower leaves the app and comes back (docs/decisions.md "Fresh data"), in a story: once
 * the screen shows its first answer, the page hides, the server's answers become another
 * scenario's and the clock moves 35 s on while no timer of the page runs, then the page shows
 * again and the screen checks its data. A story asks for it with the `away` parameter
 * (app-parameters.ts); the preview's `beforeEach` starts it, so the story's own render (the
 * gallery's shot, taken before any play function) ends in the state the borrower comes back to.
 */
import { queryClient } from '../../app/src/shared/server-state/query-client';

/** Longer than the 30 s after which coming back checks the data (`AWAY_BEFORE_CHECK_MS`). */
export const AWAY_MS = 35_000;

const realNow = Date.now;

function setVisibility(state: DocumentVisibilityState): void {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

/** Hidden, `meanwhile` (the answers change), then visible again `ms` later by the page's clock. */
export function awayFromTheApp(ms: number, meanwhile: () => void): void {
  setVisibility('hidden');
  meanwhile();
  const ahead = Date.now;
  Date.now = () => ahead() + ms;
  setVisibility('visible');
}

/**
 * After the screen's first answer has rendered, away for `AWAY_MS` while `switchAnswers` runs.
 * Returns the cleanup: the page's real clock and visibility for the next story.
 */
export function awayAfterFirstAnswer(switchAnswers: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success') return;
    stop();
    // After React has drawn the first answer: the borrower saw it before leaving.
    timer = setTimeout(() => awayFromTheApp(AWAY_MS, switchAnswers), 0);
  });
  return () => {
    stop();
    clearTimeout(timer);
    Date.now = realNow;
    Reflect.deleteProperty(document, 'visibilityState');
  };
}
