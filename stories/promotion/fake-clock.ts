/**
 * A fake clock for the promotion stories' play functions: the app's 1 s countdown ticks
 * (`setInterval(…, 1000)`) and 3 s toasts (`setTimeout(…, 3000)`) wait for `tick()` instead of
 * real time, and `Date.now()` moves with `tick()` only (a countdown reads its deadline against
 * it: docs/decisions.md "Timers keep real time"). Every other timer (the testing library's polling, user-event, MSW, React) stays
 * real, which a global fake (Vitest's `vi.useFakeTimers`, not available in a Storybook bundle)
 * would break. Install in a story's `beforeEach`; the returned function restores the clock.
 */
interface Timer {
  id: number;
  at: number;
  every: number | null;
  run: () => void;
}

const FAKED_INTERVALS = new Set([1000]);
const FAKED_TIMEOUTS = new Set([3000]);

export interface FakeClock {
  /** Moves the clock `ms` forward, running every timer that falls due, in order. */
  tick: (ms: number) => void;
  restore: () => void;
}

export function installFakeClock(win: Window & typeof globalThis = window): FakeClock {
  const real = {
    setInterval: win.setInterval,
    clearInterval: win.clearInterval,
    setTimeout: win.setTimeout,
    clearTimeout: win.clearTimeout,
  };
  type RealSet = (handler: TimerHandler, delay?: number, ...args: unknown[]) => number;
  const realSetInterval = real.setInterval as unknown as RealSet;
  const realSetTimeout = real.setTimeout as unknown as RealSet;
  let now = 0;
  const realNow = win.Date.now;
  const start = realNow.call(win.Date);
  win.Date.now = () => start + now;
  // Ids far above the browser's, so a real id is never mistaken for a fake one.
  let nextId = 1_000_000_000;
  const timers = new Map<number, Timer>();
  const add = (run: () => void, delay: number, every: number | null) => {
    const id = nextId++;
    timers.set(id, { id, at: now + delay, every, run });
    return id;
  };
  type Callback = (...args: unknown[]) => void;
  win.setInterval = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
    typeof handler === 'function' && FAKED_INTERVALS.has(delay ?? 0)
      ? add(() => (handler as Callback)(...args), delay ?? 0, delay ?? 0)
      : realSetInterval.call(win, handler, delay, ...args)) as typeof win.setInterval;
  win.setTimeout = ((handler: TimerHandler, delay?: number, ...args: unknown[]) =>
    typeof handler === 'function' && FAKED_TIMEOUTS.has(delay ?? 0)
      ? add(() => (handler as Callback)(...args), delay ?? 0, null)
      : realSetTimeout.call(win, handler, delay, ...args)) as typeof win.setTimeout;
  const clear = (realClear: (id?: number) => void) => (id?: number) => {
    if (id !== undefined && timers.delete(id)) return;
    realClear.call(win, id);
  };
  win.clearInterval = clear(real.clearInterval) as typeof win.clearInterval;
  win.clearTimeout = clear(real.clearTimeout) as typeof win.clearTimeout;
  return {
    tick(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.values()].filter((t) => t.at <= end).sort((a, b) => a.at - b.at || a.id - b.id)[0];
        if (!due) break;
        now = due.at;
        if (due.every === null) timers.delete(due.id);
        else due.at += due.every;
        due.run();
      }
      now = end;
    },
    restore() {
      Object.assign(win, real);
      win.Date.now = realNow;
      timers.clear();
    },
  };
}
