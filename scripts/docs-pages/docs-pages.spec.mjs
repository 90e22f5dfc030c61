// Every Docs page of a screen or the promotion page renders each story exactly as the story
// alone renders it (stories/README.md "Docs pages: each story in its own frame"). For each Docs
// page of the static Storybook (index.json entries of type `docs` under Screens/ and Promotion/),
// in the toolbar's English (not the initial global: a frame that missed the page's globals shows
// Spanish and fails): every story block on the page is a frame of its own (inline stories there
// share one story's answers) with storage of its own; each frame, once settled, shows the same
// text, images and language as the story alone (the same story id in the preview, on one page
// that switches story as the gallery does). Both sides show the story before its play function
// (`embed=true`), at 390 px, with a fixed clock.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { CHROMIUM } from '../chromium.ts';
import { buildOf, capture, FIXED_TIME, quietInPage, rendered, switchStory, watchRequests } from '../gallery/capture.mjs';
import { isScreen } from '../gallery/stories.mjs';

const base = process.env.DOCS_BASE;
const storybook = process.env.DOCS_STORYBOOK;
if (!base || !storybook) throw new Error('run the check with `node scripts/docs-pages.mjs`');
const language = process.env.DOCS_LANGUAGE || 'en';

const index = JSON.parse(readFileSync(join(storybook, 'index.json'), 'utf8'));
const entries = Object.values(index.entries ?? {});
const docsPages = entries.filter((e) => e.type === 'docs' && isScreen(e)).sort((a, b) => a.title.localeCompare(b.title));
const storiesOf = (title) => entries.filter((e) => e.type === 'story' && e.title === title);
const storyName = new Map(entries.filter((e) => e.type === 'story').map((e) => [e.id, e.name]));

const RENDER_TIMEOUT = 30_000;
/** How long the second look watches both sides (longer than a toast's 3 s). */
const SECOND_LOOK = 5_000;

/** One browser for the run: a wide page for the Docs pages, a phone-sized one for the stories alone. */
const it = test.extend({
  pages: [
    async ({ playwright }, use) => {
      const browser = await playwright.chromium.launch(CHROMIUM);
      const context = await browser.newContext({ locale: 'es-MX', timezoneId: 'America/Mexico_City', reducedMotion: 'reduce' });
      await context.clock.setFixedTime(FIXED_TIME);
      const watch = async (viewport) => {
        const page = await context.newPage();
        await page.setViewportSize(viewport);
        return { page, pending: watchRequests(page) };
      };
      const docs = await watch({ width: 1280, height: 900 });
      const alone = await watch({ width: 390, height: 844 });
      await use({ docs, alone });
      await browser.close();
    },
    { scope: 'worker' },
  ],
});

/** The frame a request is for (none for a service worker's own). */
function frameOf(request) {
  try {
    return request.frame();
  } catch {
    return undefined;
  }
}

/**
 * Waits until the story `id` has rendered in `frame` (an error fails, naming it) and has settled:
 * no script, style or image of the frame loading, no answer being prepared (held ones excepted),
 * fonts ready, and the DOM unchanged for five animation frames.
 */
async function settle(state, frame, id) {
  await rendered(frame, id, RENDER_TIMEOUT);
  await expect
    .poll(async () => ![...state.pending].some((request) => frameOf(request) === frame) && (await frame.evaluate(quietInPage)), {
      timeout: RENDER_TIMEOUT,
      intervals: [0, 50, 100],
    })
    .toBe(true);
}

/**
 * The gallery's record of what the story alone shows (scripts/gallery/capture.mjs), when the
 * gallery ran on this very build: no second render of the story alone. Otherwise (the check run
 * on its own, a story the gallery leaves out) the story is rendered alone here.
 */
const records = process.env.DOCS_ALONE ?? '';
const recordsOfThisBuild =
  records !== '' &&
  existsSync(join(records, 'build.txt')) &&
  readFileSync(join(records, 'build.txt'), 'utf8').trim() === buildOf(storybook);
function recorded(id) {
  const file = join(records, language, `${id}.json`);
  return recordsOfThisBuild && existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

/** The first way `framed` differs from `alone`, in words, or undefined. */
function firstDifference(framed, alone) {
  if (framed.lang !== alone.lang) return `language ${framed.lang} on the Docs page, ${alone.lang} alone`;
  if (framed.text !== alone.text) {
    let at = 0;
    while (at < framed.text.length && framed.text[at] === alone.text[at]) at += 1;
    const around = (text) => JSON.stringify(text.slice(Math.max(0, at - 30), at + 50));
    return `text from character ${at}: ${around(framed.text)} on the Docs page, ${around(alone.text)} alone`;
  }
  const image = framed.images.findIndex((src, i) => src !== alone.images[i]);
  if (image >= 0 || framed.images.length !== alone.images.length) {
    const i = image >= 0 ? image : Math.min(framed.images.length, alone.images.length);
    return `image ${i + 1}: ${framed.images[i] ?? 'none'} on the Docs page, ${alone.images[i] ?? 'none'} alone`;
  }
  return undefined;
}

/** Mounts the story `id` again in its frame (Storybook's remount: loaders, beforeEach, render). */
async function remount(frame, id) {
  await frame.evaluate(
    (storyId) =>
      new Promise((done) => {
        const { channel } = window.__STORYBOOK_PREVIEW__;
        const onRendered = () => {
          channel.off('storyRendered', onRendered);
          done(undefined);
        };
        channel.on('storyRendered', onRendered);
        channel.emit('forceRemount', { storyId });
      }),
    id,
  );
}

/**
 * Renders `id` alone on the story page (loaded once, then switched as the manager does; mounted
 * again when it is the story there already) and captures it once settled.
 */
async function renderAlone(state, id) {
  const { page } = state;
  if (!state.current) {
    await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&embed=true&globals=language:${language}`);
  } else if (state.current === id) {
    await remount(page.mainFrame(), id);
  } else {
    await switchStory(page, id);
  }
  state.current = id;
  try {
    await settle(state, page.mainFrame(), id);
  } catch (error) {
    state.current = undefined;
    throw error;
  }
  return capture(page.mainFrame());
}

for (const docsPage of docsPages) {
  it(`${docsPage.title}`, async ({ pages }) => {
    const { docs, alone: stories } = pages;
    const expected = storiesOf(docsPage.title).map((story) => story.id);
    await docs.page.goto(`${base}/iframe.html?id=${encodeURIComponent(docsPage.id)}&viewMode=docs&globals=language:${language}`);
    const blocks = docs.page.locator('[data-story-block]');
    // The primary story's block, then one per story (a page of one story shows only the first).
    const count = expected.length === 1 ? 1 : expected.length + 1;
    await expect(blocks, `${docsPage.title}: a block per story`).toHaveCount(count, { timeout: RENDER_TIMEOUT });
    const ids = await blocks.evaluateAll((elements) =>
      elements.map((element) => element.id.replace(/^story--/, '').replace(/--primary$/, '')),
    );
    expect(new Set(ids), `${docsPage.title}: the stories on the page`).toEqual(new Set(expected));
    const alone = new Map();
    for (const [i, id] of ids.entries()) {
      const where = `${docsPage.title} (${docsPage.id}), story "${storyName.get(id)}" (${id})`;
      const frameElement = blocks.nth(i).locator(`iframe[id="iframe--${id}"]`);
      await expect(frameElement, `${where}: rendered in its own frame, not inline`).toHaveCount(1);
      // Frames load when scrolled near (loading="lazy"), as a designer scrolls. (Not Playwright's
      // scrollIntoViewIfNeeded: it waits for the page to be still, 1.5 s a frame while others load.)
      await frameElement.evaluate((element) => element.scrollIntoView({ behavior: 'instant' }));
      const frame = await (await frameElement.elementHandle()).contentFrame();
      await frame.waitForURL(/iframe\.html/, { timeout: RENDER_TIMEOUT });
      const framed = () =>
        settle(docs, frame, id)
          .catch((error) => {
            throw new Error(`${where}: ${error.message}`);
          })
          .then(() => capture(frame));
      if (!alone.has(id) && recorded(id)) alone.set(id, recorded(id));
      // The frame and the story alone settle side by side (two pages, two renderer processes).
      const [seen] = await Promise.all([framed(), alone.has(id) ? undefined : renderAlone(stories, id).then((got) => alone.set(id, got))]);
      expect(await frame.evaluate(() => window.sessionStorage !== window.parent.sessionStorage), `${where}: storage of its own`).toBe(true);
      const firstLook = firstDifference(seen, alone.get(id));
      if (firstLook !== undefined) {
        // A second look, both sides mounted again and watched together: a frame loads before the
        // check comes to it (lazy frames load well ahead of the view), so what lasts a while on
        // purpose may have moved on there (a 3 s toast gone, a countdown further down), and the
        // story alone may have settled on React's fallback of a route chunk it was still loading.
        // Two renders of one story with the same answers meet within seconds (a toast goes on
        // both, a countdown ticks on both); another story's answers never do.
        // Kept in the report, not the console: the test output stays quiet.
        test.info().annotations.push({ type: 'second look', description: `${where}: ${firstLook}` });
        await remount(frame, id);
        await framed();
        await renderAlone(stories, id);
        const storyAlone = stories.page.mainFrame();
        await expect
          .poll(async () => firstDifference(await capture(frame), await capture(storyAlone)), {
            message: `${where}: the Docs page shows it as the story alone does`,
            timeout: SECOND_LOOK,
          })
          .toBeUndefined();
        alone.set(id, await capture(storyAlone));
      }
    }
  });
}
