/**
 * The guard of a reload into a new release (docs/serving.md "Releases"): the time of the last
 * one, kept in the tab's sessionStorage. A page reloads at most once within RELOAD_GUARD_MS, so
 * two servers answering two releases in turn (a load balancer half way through a rollout)
 * cannot send it round in a loop.
 */

/** No second reload within this time of the last one. */
export const RELOAD_GUARD_MS = 5 * 60_000;

const KEY = 'release-reload';

/**
 * Whether the page may reload at `now`, marking it when it may: no reload within the guard's
 * time, and the mark is kept (where it cannot be, nothing would stop a loop: no reload).
 */
export function claimReload(win: Window, now: number): boolean {
  try {
    if (now - Number(win.sessionStorage.getItem(KEY)) < RELOAD_GUARD_MS) return false;
    win.sessionStorage.setItem(KEY, String(now));
    return true;
  } catch {
    return false;
  }
}
