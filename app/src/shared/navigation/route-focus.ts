import { useEffect, useRef } from 'react';

/**
 * The heading of the screen shown now: the first `h1` of a `main` that is displayed. A `main`
 * can be in the page and not shown: the promotion page keeps its form mounted, `hidden`, under
 * the agreement, and React hides (display: none) a screen that Suspense is replacing.
 */
function shownHeading(doc: Document): HTMLElement | null {
  const headings = doc.querySelectorAll<HTMLElement>('main h1');
  return [...headings].find((heading) => heading.closest('[hidden]') === null && heading.getClientRects().length > 0) ?? null;
}

/**
 * Moves the focus to the heading of the screen shown, at once or, while that screen is not in
 * yet (its chunk on its way behind a loading indicator), as soon as it is. A dialog that has
 * taken the focus meanwhile keeps it. Returns what stops the waiting.
 */
export function focusScreenHeading(doc: Document = document): () => void {
  const focus = (): boolean => {
    const heading = shownHeading(doc);
    if (!heading) return false;
    if (!doc.activeElement?.closest('[role="dialog"]')) heading.focus();
    return true;
  };
  if (focus()) return () => undefined;
  const observer = new MutationObserver(() => {
    if (focus()) observer.disconnect();
  });
  observer.observe(doc.body, { childList: true, subtree: true });
  return () => observer.disconnect();
}

/**
 * Makes a move to another screen heard (docs/decisions.md "Moves between screens"): whenever
 * `route` (the address of the screen shown, without what a dialog adds to the history) differs
 * from the one of the last render, the focus goes to the new screen's heading, which screen
 * readers then say. Not on the first render: a page load announces its own title.
 */
export function useRouteFocus(route: string): void {
  const shown = useRef(route);
  useEffect(() => {
    if (route === shown.current) return undefined;
    shown.current = route;
    return focusScreenHeading(document);
  }, [route]);
}
