/**
 * Sets the text zoom of an Android web view on the page, as borrowers with a large system font
 * see it (docs/large-text.md "Text zoom emulation"): every element under `document.body` gets
 * its font size, and its line height when that is a length, at `percent` % of what the page's
 * CSS gives it; widths, heights, paddings and the viewport stay as written. `100` takes it off.
 *
 * All values are read with no zoom on the page before any is written, so an em- or %-sized
 * child of a zoomed parent is not zoomed twice. It is idempotent and follows later renders:
 * while a zoom other than 100 is on, a mutation observer applies it again (from the unzoomed
 * values) whenever elements are added or change class (data that arrives after the first
 * paint, a modal that opens). The inline styles the page had are put back when it is taken off.
 *
 * Self-contained (no import, no helper outside its body): the end-to-end checks run it in the
 * page through Playwright's `page.evaluate(setTextZoom, 200)`, the story tests, the Storybook
 * toolbar and the gallery call it in the browser directly. Its state lives on `window`, so
 * every caller in a page shares one zoom.
 */
export function setTextZoom(percent: number): void {
  interface Saved {
    fontSize: string;
    fontSizePriority: string;
    lineHeight: string;
    lineHeightPriority: string;
  }
  interface State {
    percent: number;
    saved: Map<HTMLElement | SVGElement, Saved>;
    observer: MutationObserver;
  }
  const host = window as unknown as { __textZoom?: State };
  const state: State = host.__textZoom ?? {
    percent: 100,
    saved: new Map(),
    observer: new MutationObserver(() => apply()),
  };
  host.__textZoom = state;
  state.percent = Number.isFinite(percent) && percent > 0 ? percent : 100;
  apply();

  function apply(): void {
    const { saved, observer } = state;
    observer.disconnect();
    // Back to the page's own values first: every read below is unzoomed.
    for (const [element, was] of saved) {
      element.style.setProperty('font-size', was.fontSize, was.fontSizePriority);
      element.style.setProperty('line-height', was.lineHeight, was.lineHeightPriority);
    }
    saved.clear();
    const factor = state.percent / 100;
    const root = document.body;
    if (factor === 1 || !root) return;
    const elements = [root, ...Array.from(root.querySelectorAll('*'))].filter(
      (element): element is HTMLElement | SVGElement => element instanceof HTMLElement || element instanceof SVGElement,
    );
    // Read every element, then write every element: a write before a read would zoom the
    // em-sized children of what was written twice.
    const read = elements.map((element) => {
      const style = getComputedStyle(element);
      return { element, fontSize: parseFloat(style.fontSize), lineHeight: style.lineHeight };
    });
    for (const { element, fontSize, lineHeight } of read) {
      saved.set(element, {
        fontSize: element.style.getPropertyValue('font-size'),
        fontSizePriority: element.style.getPropertyPriority('font-size'),
        lineHeight: element.style.getPropertyValue('line-height'),
        lineHeightPriority: element.style.getPropertyPriority('line-height'),
      });
      if (Number.isFinite(fontSize)) element.style.setProperty('font-size', `${fontSize * factor}px`, 'important');
      // `normal` follows the font size by itself; a number or a length is computed to px.
      if (lineHeight.endsWith('px')) element.style.setProperty('line-height', `${parseFloat(lineHeight) * factor}px`, 'important');
    }
    observer.takeRecords();
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
  }
}

/** The text zoom set on the page by `setTextZoom`, in percent (100 when none was set). */
export function textZoom(): number {
  return (window as unknown as { __textZoom?: { percent: number } }).__textZoom?.percent ?? 100;
}
