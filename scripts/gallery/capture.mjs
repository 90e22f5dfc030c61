// What the gallery and the Docs pages check share: when a story has rendered and settled, and
// what it then shows (the page's language, its visible text, whitespace normalised, and its
// images' sources, same-origin ones as paths). The gallery records that for every story it
// renders (`alone/<language>/<story id>.json` beside its page), so the Docs pages check compares
// each Docs frame with that record instead of rendering every story alone a second time
// (docs/testing.md "Rendered once").
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The requests of `page` still loading, scripts, styles, images and fonts (a story's API calls
 * are answered by MSW in the page and counted there: `window.__storyApiInFlight`). `onFailed`
 * hears each request that failed.
 */
export function watchRequests(page, onFailed = () => {}) {
  const pending = new Set();
  page.on('request', (request) => {
    if (request.resourceType() !== 'fetch' && request.resourceType() !== 'xhr') pending.add(request);
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => {
    pending.delete(request);
    onFailed(request);
  });
  return pending;
}

/** Switches the story preview on `page` to the story `id`, as the manager does (no reload). */
export function switchStory(page, id) {
  return page.evaluate((storyId) => {
    window.__STORYBOOK_PREVIEW__.channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
  }, id);
}

/** The moment every story is rendered at, by both: dates the app derives from "now" agree. */
export const FIXED_TIME = new Date('2026-11-24T10:00:00-06:00');

/**
 * Reads what `frame` (a Playwright page or frame) shows now. The numbers of an element marked
 * `data-ticking` (a countdown) are left out: two renders of one story meet its text at
 * different seconds, and the clock, not the story's answers, moves them.
 */
export function capture(frame) {
  return frame.evaluate(() => ({
    lang: document.documentElement.lang,
    text: (() => {
      const normal = (text) => text.replace(/\s+/g, ' ').trim();
      let text = normal(document.body.innerText);
      for (const element of document.querySelectorAll('[data-ticking]')) {
        const ticking = normal(element.innerText);
        if (ticking) text = text.split(ticking).join(ticking.replace(/\d+/g, '#'));
      }
      return text;
    })(),
    // Sources on the page's own origin without it: two servers of one build differ only by port.
    images: [...document.images].map((img) => {
      const src = img.getAttribute('src') ?? '';
      return src.startsWith(location.origin) ? src.slice(location.origin.length) : src;
    }),
  }));
}

/**
 * Waits until Storybook's preview in `frame` (a page or a frame) has finished rendering the story
 * `id`, within `timeout` ms; a story that errored fails here, naming it and its message.
 */
export async function rendered(frame, id, timeout) {
  const phase = await frame
    .waitForFunction(
      (storyId) => {
        const current = window.__STORYBOOK_PREVIEW__?.currentRender;
        const p = current?.id === storyId ? current.phase : undefined;
        return ['completed', 'finished', 'errored', 'aborted'].includes(p ?? '') ? p : false;
      },
      id,
      { timeout, polling: 50 },
    )
    .then((handle) => handle.jsonValue());
  if (phase === 'errored' || phase === 'aborted' || (await frame.locator('body.sb-show-errordisplay').count()) > 0) {
    const message = await frame
      .locator('#error-message')
      .innerText()
      .catch(() => '');
    throw new Error(`${id} did not render (${phase}): ${message}`);
  }
}

/**
 * Runs in the page (pass it to `evaluate`): true when no story call is in flight, the fonts are
 * loaded, every image is complete and the DOM stays unchanged for five animation frames; false
 * at the first sign of work, for the caller to poll again.
 */
export function quietInPage() {
  return new Promise((done) => {
    const busy = () =>
      (window.__storyApiInFlight ?? 0) > 0 || document.fonts.status !== 'loaded' || [...document.images].some((img) => !img.complete);
    if (busy()) return done(false);
    let frames = 0;
    let changed = false;
    const observer = new MutationObserver(() => (changed = true));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, characterData: true });
    const tick = () => {
      frames += 1;
      if (changed || busy()) {
        observer.disconnect();
        done(false);
      } else if (frames >= 5) {
        observer.disconnect();
        done(true);
      } else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/** The build a record belongs to: the hash of the built Storybook's index.json. */
export function buildOf(storybook) {
  return createHash('sha256')
    .update(readFileSync(join(storybook, 'index.json')))
    .digest('hex');
}
