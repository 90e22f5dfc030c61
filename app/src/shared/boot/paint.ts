/**
 * When a prerendered page may ask for its scripts: after what it paints from its HTML. Used by
 * the pages' first scripts (app/src/app/boot.ts, promotion/landing/first-paint.ts), which
 * app/scripts/prerender.mjs bundles as classic scripts of their own.
 *
 * Why not sooner: Lighthouse's simulation (Lantern) counts every request that ends before the
 * observed paint as needed for it. One animation frame was not enough: on a loaded run the
 * entry arrived before the paint it was meant to follow (/Contact FCP 0.90 s, /Policy 1.03 s
 * against 0.66-0.76 s).
 */

/** Longest wait for a paint (a page opened in a background tab paints only when shown). */
export const PAINT_WAIT_MS = 3000;

type PaintWindow = Pick<Window, 'requestAnimationFrame' | 'setTimeout'> & {
  PerformanceObserver?: typeof PerformanceObserver;
};

/** `then`, to run once: by whichever signal comes first, or PAINT_WAIT_MS from now. */
function onceWithin(win: PaintWindow, then: () => void): () => void {
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    then();
  };
  win.setTimeout(once, PAINT_WAIT_MS);
  return once;
}

/** Runs `then` once, in a task after the frame that follows the next one has begun. */
export function afterNextPaint(win: PaintWindow, then: () => void): void {
  // The second frame begins once the first was handed over for display.
  win.requestAnimationFrame(() => win.requestAnimationFrame(() => win.setTimeout(then, 0)));
}

/**
 * Calls `once` in a task when the engine reports an entry of `type` that `matches`; false where
 * it does not report `type` at all.
 */
function whenReported(win: PaintWindow, type: string, matches: (list: PerformanceObserverEntryList) => boolean, once: () => void): boolean {
  const Observer = win.PerformanceObserver;
  if (!Observer?.supportedEntryTypes?.includes(type)) return false;
  const observer = new Observer((list) => {
    if (!matches(list)) return;
    observer.disconnect();
    win.setTimeout(once, 0);
  });
  observer.observe({ type, buffered: true });
  return true;
}

/**
 * Runs `then` once, after the page's first contentful paint (Paint Timing), or after the next
 * paint where the engine does not report paints; at the latest after PAINT_WAIT_MS.
 */
export function afterFirstPaint(win: PaintWindow, then: () => void): void {
  const once = onceWithin(win, then);
  const fcp = (list: PerformanceObserverEntryList) => list.getEntriesByName('first-contentful-paint').length > 0;
  if (!whenReported(win, 'paint', fcp, once)) afterNextPaint(win, once);
}

/**
 * Runs `then` once, after `element` has been painted: its largest-contentful-paint entry where
 * the engine reports them, else (or when the element is not the largest, so it gets no entry)
 * four frames later; at the latest after PAINT_WAIT_MS.
 */
export function afterPaintOf(win: PaintWindow, element: Element, then: () => void): void {
  const once = onceWithin(win, then);
  afterNextPaint(win, () => afterNextPaint(win, once));
  const painted = (list: PerformanceObserverEntryList) =>
    list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element | null }).element === element);
  whenReported(win, 'largest-contentful-paint', painted, once);
}

/** Adds the module script `src` (the page's entry) to the document. */
export function loadModule(doc: Document, src: string): void {
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = src;
  doc.head.append(script);
}
