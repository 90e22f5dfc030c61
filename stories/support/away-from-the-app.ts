/**
 * The borrower leaves the app and comes back (docs/decisions.md "Fresh data"), in a story: the
 * page hides, the server's answers change and the clock moves on while no timer of the page runs,
 * then the page shows again. A story that uses it returns `backToRealTime` from its `beforeEach`,
 * so the next story in the page has the real clock and visibility again.
 */
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

/** The page's real clock and visibility. */
export function backToRealTime(): void {
  Date.now = realNow;
  Reflect.deleteProperty(document, 'visibilityState');
}
