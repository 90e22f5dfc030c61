/**
 * A fake clock for one delay: while installed, every `setTimeout` and `setInterval` of exactly
 * `ms` milliseconds is held instead of scheduled, and `advance()` fires the held ones at once
 * (an interval stays held for the next `advance()` until it is cleared: the server-state
 * library reloads loan confirm's offer with one). Every other timer
 * (React, MSW, the toast) runs on the real clock, so a story can test a 5.5 s rule without
 * waiting 5.5 s and without freezing the rest of the page. Install it in the story's
 * `beforeEach` and return its `restore` as the cleanup.
 */
export interface HeldTimeouts {
  /** How many timers of that delay are waiting. */
  pending: () => number;
  /** Fires every waiting timer of that delay (as if the time had passed). */
  advance: () => void;
  restore: () => void;
}

type Callback = (...args: unknown[]) => void;

export function holdTimeouts(ms: number): HeldTimeouts {
  const realSet = globalThis.setTimeout;
  const realClear = globalThis.clearTimeout;
  const realSetInterval = globalThis.setInterval;
  const realClearInterval = globalThis.clearInterval;
  const held = new Map<number, { fire: () => void; again: boolean }>();
  // Ids far above the browser's own, so clearing one never clears a real timer.
  let nextId = 1_000_000_000;
  const fakeSet = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    if (timeout !== ms || typeof handler !== 'function') return realSet(handler, timeout, ...args);
    const id = nextId++;
    held.set(id, { fire: () => (handler as Callback)(...args), again: false });
    return id;
  }) as typeof setTimeout;
  const fakeSetInterval = ((handler: TimerHandler, timeout?: number, ...args: unknown[]) => {
    if (timeout !== ms || typeof handler !== 'function') return realSetInterval(handler, timeout, ...args);
    const id = nextId++;
    held.set(id, { fire: () => (handler as Callback)(...args), again: true });
    return id;
  }) as typeof setInterval;
  const fakeClearInterval = ((id?: number) => {
    if (id !== undefined && held.delete(id)) return;
    realClearInterval(id);
  }) as typeof clearInterval;
  const fakeClear = ((id?: number) => {
    if (id !== undefined && held.delete(id)) return;
    realClear(id);
  }) as typeof clearTimeout;
  globalThis.setTimeout = fakeSet;
  globalThis.clearTimeout = fakeClear;
  globalThis.setInterval = fakeSetInterval;
  globalThis.clearInterval = fakeClearInterval;
  return {
    pending: () => held.size,
    advance: () => {
      const due = [...held.entries()];
      for (const [id, { again }] of due) if (!again) held.delete(id);
      for (const [, { fire }] of due) fire();
    },
    restore: () => {
      globalThis.setTimeout = realSet;
      globalThis.clearTimeout = realClear;
      globalThis.setInterval = realSetInterval;
      globalThis.clearInterval = realClearInterval;
    },
  };
}
