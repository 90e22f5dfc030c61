import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, afterNextPaint, afterPaintOf, loadModule, PAINT_WAIT_MS } from './paint';

/** A window whose frames come every 16 ms and whose paints are reported when `paint()` says. */
function fakeWindow({ paintTiming }: { paintTiming: boolean }) {
  type List = { getEntriesByName: (name: string) => unknown[]; getEntries: () => unknown[] };
  let report: ((list: List) => void) | null = null;
  const painted: string[] = [];
  class Observer {
    static supportedEntryTypes = paintTiming ? ['paint', 'largest-contentful-paint'] : ['navigation'];
    constructor(callback: typeof report) {
      report = callback;
    }
    observe() {
      report?.({ getEntriesByName: (name) => painted.filter((p) => p === name), getEntries: () => [] });
    }
    disconnect() {
      report = null;
    }
  }
  const win = {
    requestAnimationFrame: (fn: FrameRequestCallback) => setTimeout(() => fn(0), 16),
    setTimeout: (fn: () => void, ms?: number) => setTimeout(fn, ms),
    PerformanceObserver: Observer as unknown as typeof PerformanceObserver,
  };
  const paint = (name: string) => {
    painted.push(name);
    report?.({ getEntriesByName: (wanted) => (wanted === name ? [name] : []), getEntries: () => [] });
  };
  /** A largest-contentful-paint entry for `element`. */
  const largest = (element: Element) => report?.({ getEntriesByName: () => [], getEntries: () => [{ element }] });
  return { win, paint, largest };
}

describe('first scripts wait for the paint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('after the first contentful paint, once, where the engine reports paints', async () => {
    const { win, paint } = fakeWindow({ paintTiming: true });
    const then = vi.fn();
    afterFirstPaint(win, then);
    await vi.advanceTimersByTimeAsync(500);
    paint('first-paint');
    await vi.advanceTimersByTimeAsync(500);
    expect(then).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(then).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('a paint reported before the script ran counts (buffered)', async () => {
    const { win, paint } = fakeWindow({ paintTiming: true });
    paint('first-contentful-paint');
    const then = vi.fn();
    afterFirstPaint(win, then);
    await vi.advanceTimersByTimeAsync(0);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it('two frames later where paints are not reported, and at the latest after PAINT_WAIT_MS', async () => {
    const plain = fakeWindow({ paintTiming: false });
    const then = vi.fn();
    afterFirstPaint(plain.win, then);
    await vi.advanceTimersByTimeAsync(31);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(then).toHaveBeenCalledTimes(1);

    const hidden = fakeWindow({ paintTiming: true });
    const late = vi.fn();
    afterFirstPaint(hidden.win, late);
    await vi.advanceTimersByTimeAsync(PAINT_WAIT_MS - 1);
    expect(late).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('afterNextPaint waits two frames', async () => {
    const { win } = fakeWindow({ paintTiming: true });
    const then = vi.fn();
    afterNextPaint(win, then);
    await vi.advanceTimersByTimeAsync(31);
    expect(then).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2);
    expect(then).toHaveBeenCalledTimes(1);
  });

  it("afterPaintOf runs after the element's largest-contentful-paint, else four frames later", async () => {
    const banner = document.createElement('img');
    const reported = fakeWindow({ paintTiming: true });
    const then = vi.fn();
    afterPaintOf(reported.win, banner, then);
    reported.largest(document.createElement('p'));
    await vi.advanceTimersByTimeAsync(10);
    expect(then).not.toHaveBeenCalled();
    reported.largest(banner);
    await vi.advanceTimersByTimeAsync(0);
    expect(then).toHaveBeenCalledTimes(1);

    const unreported = fakeWindow({ paintTiming: false });
    const later = vi.fn();
    afterPaintOf(unreported.win, banner, later);
    await vi.advanceTimersByTimeAsync(60);
    expect(later).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10);
    expect(later).toHaveBeenCalledTimes(1);
  });

  it('loads the entry as a module script of this origin', () => {
    const doc = document.implementation.createHTMLDocument('page');
    loadModule(doc, '/assets/main-x.js');
    const script = doc.head.querySelector('script');
    expect(script?.type).toBe('module');
    expect(script?.getAttribute('src')).toBe('/assets/main-x.js');
    expect(script?.getAttribute('crossorigin')).toBe('');
  });
});
