// What a story alone shows, as the gallery and the Docs pages check both read it: the page's
// language, its visible text (whitespace normalised) and its images' sources (same-origin ones
// as paths). The gallery
// records it for every story it renders (`alone/<language>/<story id>.json` beside its page),
// so the Docs pages check compares each Docs frame with that record instead of rendering every
// story alone a second time (docs/testing.md "Rendered once").
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The moment every story is rendered at, by both: dates the app derives from "now" agree. */
export const FIXED_TIME = new Date('2026-11-24T10:00:00-06:00');

/** Reads what `frame` (a Playwright page or frame) shows now. */
export function capture(frame) {
  return frame.evaluate(() => ({
    lang: document.documentElement.lang,
    text: document.body.innerText.replace(/\s+/g, ' ').trim(),
    // Sources on the page's own origin without it: two servers of one build differ only by port.
    images: [...document.images].map((img) => {
      const src = img.getAttribute('src') ?? '';
      return src.startsWith(location.origin) ? src.slice(location.origin.length) : src;
    }),
  }));
}

/** The build a record belongs to: the hash of the built Storybook's index.json. */
export function buildOf(storybook) {
  return createHash('sha256')
    .update(readFileSync(join(storybook, 'index.json')))
    .digest('hex');
}
