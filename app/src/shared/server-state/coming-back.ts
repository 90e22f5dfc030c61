/**
 * When a borrower comes back to the page (docs/decisions.md "Fresh data"): the app went to the
 * background (`visibilitychange` to hidden, or `pagehide` into the back-forward cache) and is in
 * front again (`visibilitychange` to visible, or `pageshow` from that cache). Time away is told
 * from the wall clock, never from timers: a phone pauses them with the app (WebView.pauseTimers,
 * iOS suspending the app).
 */

/** How long the page must have been away before coming back checks its data again. */
export const AWAY_BEFORE_CHECK_MS = 30_000;

/** What the rule needs of the page: its document, its events and a clock. */
export interface PageClock {
  win: Pick<Window, 'addEventListener' | 'removeEventListener'> & {
    document: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  };
  now: () => number;
}

/**
 * Calls `onBack` each time the page comes back after at least `AWAY_BEFORE_CHECK_MS` away;
 * a shorter absence (a glance at a notification) checks nothing. Returns the unsubscribe.
 */
export function watchComingBack({ win, now }: PageClock, onBack: () => void): () => void {
  let leftAt: number | null = win.document.visibilityState === 'hidden' ? now() : null;
  const leave = () => {
    leftAt ??= now();
  };
  const back = () => {
    if (leftAt === null) return;
    const away = now() - leftAt;
    leftAt = null;
    if (away >= AWAY_BEFORE_CHECK_MS) onBack();
  };
  const onVisibility = () => (win.document.visibilityState === 'hidden' ? leave() : back());
  // A restored page still hidden (the engine may show it after pageshow) comes back when shown.
  const onPageShow = (event: Event) => {
    if ((event as PageTransitionEvent).persisted && win.document.visibilityState === 'visible') back();
  };
  win.document.addEventListener('visibilitychange', onVisibility);
  win.addEventListener('pagehide', leave);
  win.addEventListener('pageshow', onPageShow);
  return () => {
    win.document.removeEventListener('visibilitychange', onVisibility);
    win.removeEventListener('pagehide', leave);
    win.removeEventListener('pageshow', onPageShow);
  };
}
