/**
 * A rule of every story test (a setup file of the `storybook` project, stories/vitest.config.ts):
 * once the story has rendered and its play function has run, no text may be cut off at 320 px
 * (the narrowest phone) or at 430 px (the widest), in the story's language. The story's own
 * width (390 px, the phone viewport) is the a11y check's; the next story sets its own again.
 */
import { afterEach, expect } from 'vitest';
import { page } from 'vitest/browser';
import { findClippedText } from '../../app/src/shared/testing/clipped-text';

const WIDTHS = [320, 430];
const HEIGHT = 844;

afterEach(async ({ task }) => {
  // A story that failed already says why; its half-rendered page would only add noise.
  if (task.result?.state === 'fail') return;
  for (const width of WIDTHS) {
    await page.viewport(width, HEIGHT);
    expect(findClippedText(document.body), `text cut off at ${width} px`).toEqual([]);
  }
});
