/**
 * A chunk of this release that no longer loads (docs/serving.md "Releases"): a release replaced
 * the files on the server while the page was open, and the page asks for a screen it has not
 * loaded yet. Vite's loader says so with `vite:preloadError` on the window for every dynamic
 * import (the route's screen, the telemetry's reporter, the answers' check), and the route's
 * `React.lazy` rejects with the same error, which ReleaseBoundary (release-boundary.tsx) catches.
 * Both come here. What the borrower typed is kept already: the drafts are kept as they change
 * (shared/keep/kept.ts), and the reload comes only after the check's round trip.
 */
import { buildIdIn, pageBuildId } from '../../shared/release/build-id';
import type { Signal } from '../../shared/telemetry/signal';
import { claimReload } from './reload-guard';

/**
 * What the check came to: the page reloads into the new release, or stays (a reload was made a
 * moment ago; no network, where a reload shows the browser's own error page; the server still
 * has this release, so the chunk failed for another reason).
 */
export type Outcome = 'reloading' | 'guarded' | 'offline' | 'no-new-release';

/** The check started for each import that failed, by its error (Vite's event carries it). */
const checks = new WeakMap<object, Promise<Outcome>>();

/** The check of a failed import's error (seen by `watchFailedChunks`); undefined for any other error. */
export function checkOf(error: unknown): Promise<Outcome> | undefined {
  return typeof error === 'object' && error !== null ? checks.get(error) : undefined;
}

let running: Promise<Outcome> | null = null;

/**
 * Asks the server for this page's HTML (never from a cache) and, when it names another release,
 * reloads into it: the same address, so the same screen and launch query. One check at a time:
 * the failures of one release come together.
 */
export function recoverFromFailedChunk(win: Window = window): Promise<Outcome> {
  running ??= check(win).finally(() => {
    running = null;
  });
  return running;
}

async function check(win: Window): Promise<Outcome> {
  let theirs: string | null;
  try {
    const response = await win.fetch(win.location.pathname, { cache: 'no-store' });
    theirs = response.ok ? buildIdIn(await response.text()) : null;
  } catch {
    return 'offline';
  }
  const ours = pageBuildId(win.document);
  if (theirs === null || theirs === ours) return 'no-new-release';
  if (!claimReload(win, Date.now())) return 'guarded';
  // The field telemetry's loan.release.reload, sent as the page hides for the reload.
  (win.loanSignals ??= [] as Signal[]).push({ release: ours, to: theirs, at: Date.now() });
  win.location.reload();
  return 'reloading';
}

/** Starts the check on every import Vite's loader reports failed, and keeps it by its error. */
export function watchFailedChunks(win: Window): void {
  win.addEventListener('vite:preloadError', (event) => {
    const error: unknown = (event as Event & { payload?: unknown }).payload;
    const check = recoverFromFailedChunk(win);
    if (typeof error === 'object' && error !== null) checks.set(error, check);
  });
}
