/**
 * Where the promotion page's hash route lives. In the browser it is `location.hash` (so the
 * back button and shared links work); Storybook and tests use a memory one. The promotion
 * entry uses no router library: three hash routes do not need the 13 KiB of react-router.
 */
export interface HashLocation {
  /** The current hash, `#/...` ("" when none). */
  hash(): string;
  /** Goes to `hash` (a new history entry). */
  push(hash: string): void;
  /** Goes back one entry; false when there is none to go back to. */
  back(): boolean;
  /** Calls `listener` on every change; returns the unsubscribe function. */
  subscribe(listener: () => void): () => void;
}

/** The page's own hash: `hashchange` drives it, `history.back()` goes back. */
export function browserHashLocation(win: Window = window): HashLocation {
  // How many entries this page pushed: back() only leaves the page's own history.
  let pushed = 0;
  return {
    hash: () => win.location.hash,
    push(hash) {
      pushed += 1;
      win.location.hash = hash;
    },
    back() {
      if (pushed === 0) return false;
      pushed -= 1;
      win.history.back();
      return true;
    },
    subscribe(listener) {
      win.addEventListener('hashchange', listener);
      return () => win.removeEventListener('hashchange', listener);
    },
  };
}

/** A hash history in memory, starting at `initial` (stories, tests). */
export function memoryHashLocation(initial = '#/'): HashLocation & { entries: readonly string[] } {
  const entries: string[] = [initial];
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of listeners) listener();
  };
  return {
    entries,
    hash: () => entries[entries.length - 1] ?? '',
    push(hash) {
      entries.push(hash.startsWith('#') ? hash : `#${hash}`);
      notify();
    },
    back() {
      if (entries.length < 2) return false;
      entries.pop();
      notify();
      return true;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
