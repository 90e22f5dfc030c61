/**
 * The toolbar's **Text size** (100, 130, 150, 200 %): the story as a borrower with a large system
 * font sees it, through the same text zoom emulation the story tests, the gallery and the route
 * check use (app/src/shared/testing/text-zoom.ts; docs/large-text.md "Text zoom emulation").
 */
import { useLayoutEffect, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';
import { setTextZoom } from '../../app/src/shared/testing/text-zoom';

/** The toolbar's text sizes, in percent: Android's font scales up to its 200 % (Android 14). */
const PERCENTS = [100, 130, 150, 200] as const;

/**
 * The toolbar's values: `200pct` is 200 %. Not a bare number: a link's `globals=textZoom:200`
 * would arrive as the number 200, which the toolbar does not match with its items.
 */
export const TEXT_ZOOMS = PERCENTS.map((percent) => ({ value: `${percent}pct`, title: `Text ${percent} %` }));

/** The `textZoom` global in percent (100 when unset or not one of the toolbar's). */
export function readTextZoom(globals: Record<string, unknown>): number {
  const percent = PERCENTS.find((p) => globals.textZoom === `${p}pct`);
  return percent ?? 100;
}

function TextZoom({ percent, children }: { percent: number; children: ReactNode }) {
  // After the story's own layout effects: the screen is in the page. Later renders (answers,
  // a modal) are zoomed by the emulation's own observer; leaving the story takes it off.
  useLayoutEffect(() => {
    if (percent === 100) return undefined;
    setTextZoom(percent);
    return () => setTextZoom(100);
  }, [percent]);
  return children;
}

export const withTextZoom: Decorator = (Story, context) => (
  <TextZoom percent={readTextZoom(context.globals)}>
    <Story />
  </TextZoom>
);
