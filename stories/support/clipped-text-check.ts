/**
 * A rule of every story test (a setup file of the `storybook` project, stories/vitest.config.ts):
 * once the story has rendered and its play function has run, no text may be cut off and nothing
 * large text breaks may be broken (`findBrokenText`: an amount, date or code split over lines, a
 * placeholder cut off, a button's text past it, a page wider than the screen, a fixed bar over a
 * third of it) at 320 px (the narrowest phone) and at 430 px (the widest), each at 100 % and at
 * 200 % text (docs/large-text.md "The checks"), in the story's language. The 200 % check zooms
 * the story already rendered and takes the zoom off after: no second render. The story's own
 * width (390 px, the phone viewport) is the a11y check's; the next story sets its own again.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { findBrokenText } from '../../app/src/shared/testing/broken-text';
import { findClippedText } from '../../app/src/shared/testing/clipped-text';
import { setTextZoom } from '../../app/src/shared/testing/text-zoom';

const HEIGHT = 844;
/** Width and text zoom, in an order that changes the zoom twice: 100 → 200 → 100. */
const CHECKS: [width: number, zoom: number][] = [
  [320, 100],
  [320, 200],
  [430, 200],
  [430, 100],
];

afterEach(async (context) => {
  // A story that failed already says why; its half-rendered page would only add noise.
  if (context.task.result?.state === 'fail') return;
  try {
    for (const [width, zoom] of CHECKS) {
      await page.viewport(width, HEIGHT);
      setTextZoom(zoom);
      const found = [...findClippedText(document.body), ...findBrokenText(document.body)];
      expect(found, `text cut off or broken at ${width} px and ${zoom} % text:\n${found.join('\n')}\n`).toEqual([]);
    }
  } finally {
    setTextZoom(100);
  }
});
