/**
 * Fake timers for play functions (Storybook's `storybook/test` has none): timers of at least
 * `minDelayMs` (default 1.5 s: the product's rule timers, the 1.5 s return, the 3 s score modal, toasts, the
 * 60 s API timeout) wait for `tick`, shorter ones (MSW, user-event, React) run for real, so a
 * story checks "not yet at 1 499 ms, done at 1 500 ms" without waiting.
 * Install it in a story's `beforeEach` (it returns the uninstaller) so that timers the screen
 * sets while loading are caught too.
 */
interface Pending {
  at: number;
  run: () => void;
}

let clock: RuleClock | null = null;

export interface RuleClock {
  /** Advances virtual time by `ms`, running every due timer in order. */
  tick: (ms: number) => void;
  /** Virtual milliseconds since install. */
  now: () => number;
  /** Delays (from now) of the timers waiting for `tick`. */
  pending: () => number[];
  uninstall: () => void;
}

export function installRuleClock(minDelayMs = 1_500): RuleClock {
  const realSet = window.setTimeout;
  const realClear = window.clearTimeout;
  const timers = new Map<number, Pending>();
  let now = 0;
  let nextId = 1_000_000_000;
  window.setTimeout = ((handler: TimerHandler, delay = 0, ...args: unknown[]) => {
    if (typeof handler !== 'function' || delay < minDelayMs) return realSet(handler, delay, ...args);
    const id = nextId++;
    timers.set(id, { at: now + delay, run: () => (handler as (...a: unknown[]) => void)(...args) });
    return id;
  }) as typeof window.setTimeout;
  window.clearTimeout = ((id?: number) => {
    if (id !== undefined && timers.delete(id)) return;
    realClear(id);
  }) as typeof window.clearTimeout;
  const installed: RuleClock = {
    tick(ms) {
      const target = now + ms;
      for (;;) {
        const due = [...timers].filter(([, t]) => t.at <= target).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].run();
      }
      now = target;
    },
    now: () => now,
    pending: () => [...timers.values()].map((t) => t.at - now).sort((a, b) => a - b),
    uninstall() {
      window.setTimeout = realSet;
      window.clearTimeout = realClear;
      if (clock === installed) clock = null;
    },
  };
  clock = installed;
  return installed;
}

/** The clock installed by the story's beforeEach. */
export function ruleClock(): RuleClock {
  if (!clock) throw new Error('installRuleClock() in the story beforeEach first');
  return clock;
}
