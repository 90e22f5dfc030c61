// One test per screen story and language of the static Storybook (see playwright.config.mjs):
// the story in its scenario state, before any play function (`embed=true` turns autoplay off),
// with the toolbar's `language` global set, at 390×844 with a fixed clock, pinned fonts and no
// animation. It writes the gallery's screenshot, then on the same page the screenshot at 200 %
// text (the web view's text zoom, app/src/shared/testing/text-zoom.ts) and the one in the dark
// theme (the browser's prefers-color-scheme, as a web view takes it from its app), fails on a broken image
// (unless the story is tagged `failed-image`, which then must show one), on the router probe or
// on a page in another language, and compares the three screenshots with their committed baselines.
// It also records what the story shows (capture.mjs), which the Docs pages check reads.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { setTextZoom } from '../../app/src/shared/testing/text-zoom.ts';
import { CHROMIUM } from '../chromium.ts';
import { capture, FIXED_TIME, quietInPage, rendered, switchStory, watchRequests } from './capture.mjs';
import { galleryShots, isScreen, LARGE_TEXT } from './stories.mjs';

const base = process.env.GALLERY_BASE;
const out = process.env.GALLERY_OUT;
const storybook = process.env.GALLERY_STORYBOOK;
if (!base || !out || !storybook) throw new Error('run the gallery with `node scripts/gallery.mjs`');

const index = JSON.parse(readFileSync(join(storybook, 'index.json'), 'utf8'));
const shots = galleryShots(index, process.env.GALLERY_ALL === '1');
const fontsConf = fileURLToPath(new URL('./fonts.conf', import.meta.url));
const RENDER_TIMEOUT = 30_000;

/**
 * One page per worker: the preview loads once per language (the `globals` of its URL), then
 * switches story as the manager does. The shots are listed language by language, so a worker
 * loads the page again only when its next shot is in the other language.
 */
const it = test.extend({
  storyPage: [
    async ({ playwright }, use) => {
      const browser = await playwright.chromium.launch({
        ...CHROMIUM,
        args: [...CHROMIUM.args, '--font-render-hinting=none'],
        env: { ...process.env, FONTCONFIG_FILE: fontsConf },
      });
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        deviceScaleFactor: 1,
        locale: 'es-MX',
        timezoneId: 'America/Mexico_City',
        reducedMotion: 'reduce',
        colorScheme: 'light',
      });
      const page = await context.newPage();
      await page.clock.setFixedTime(FIXED_TIME);
      const state = { page, language: '', images: /** @type {string[]} */ ([]), pending: new Set() };
      state.pending = watchRequests(page, (request) => {
        if (request.resourceType() === 'image') state.images.push(`${request.url()} (${request.failure()?.errorText})`);
      });
      page.on('response', (response) => {
        if (response.request().resourceType() === 'image' && response.status() >= 400) {
          state.images.push(`${response.url()} (HTTP ${response.status()})`);
        }
      });
      await use(state);
      await browser.close();
    },
    { scope: 'worker' },
  ],
});

/** Renders `id` in `language` and waits until its data, images, fonts and DOM have settled. */
async function render(state, id, language) {
  const { page } = state;
  if (state.language !== language) {
    await page.goto(`${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&embed=true&globals=language:${language}`);
    state.language = language;
  } else {
    await switchStory(page, id);
  }
  await rendered(page, id, RENDER_TIMEOUT);
  await settle(state);
}

/**
 * Settled: no answer being prepared (held ones excepted), no script, style or image still
 * loading, fonts ready, and the DOM unchanged for five animation frames.
 */
async function settle(state) {
  const { page } = state;
  await expect
    .poll(async () => state.pending.size === 0 && (await page.evaluate(quietInPage)), { timeout: RENDER_TIMEOUT, intervals: [0, 50, 100] })
    .toBe(true);
}

for (const { story, language, key, largeKey, darkKey } of shots) {
  it(`${story.title} › ${story.name} › ${language}`, async ({ storyPage: state }, testInfo) => {
    testInfo.annotations.push(
      { type: 'shot', description: key },
      { type: 'shot', description: largeKey },
      { type: 'shot', description: darkKey },
    );
    state.images = [];
    try {
      await render(state, story.id, language);
    } catch (error) {
      state.language = '';
      throw error;
    }
    const { page } = state;
    // A story that pins its language (the UI kit's) keeps it; a screen story follows the global.
    if (isScreen(story)) {
      await expect(page.locator('html'), 'the page is in the language of the global').toHaveAttribute('lang', language);
    }
    // What the story alone shows, for the Docs pages check (scripts/gallery/capture.mjs).
    const record = join(out, 'alone', language, `${story.id}.json`);
    mkdirSync(dirname(record), { recursive: true });
    writeFileSync(record, JSON.stringify(await capture(page)));
    const shoot = async (name) => {
      const png = await page.screenshot({ animations: 'disabled', caret: 'hide' });
      const file = join(out, 'shots', `${name}.png`);
      mkdirSync(dirname(file), { recursive: true });
      writeFileSync(file, png);
      return png;
    };
    const shot = await shoot(key);
    // The same state at 200 % text, on the same page: the emulation zooms what is rendered, and
    // is taken off again for the next story.
    let large;
    try {
      await page.evaluate(setTextZoom, LARGE_TEXT);
      await settle(state);
      large = await shoot(largeKey);
    } finally {
      await page.evaluate(setTextZoom, 100);
    }
    // The same state in the dark theme at 100 % text: the phone's theme through the media query
    // the pages follow (no global, no second render), then light again for the next story. Only
    // colours change (no DOM, no image, no transition), and the screenshot waits for the frame
    // that has them: nothing to settle.
    let dark;
    try {
      await page.emulateMedia({ colorScheme: 'dark' });
      dark = await shoot(darkKey);
    } finally {
      await page.emulateMedia({ colorScheme: 'light' });
    }

    const broken = [
      ...state.images,
      ...(await page.evaluate(() =>
        [...document.images].filter((img) => img.complete && img.naturalWidth === 0).map((img) => `${img.src} (not decoded)`),
      )),
    ];
    if (story.tags?.includes('failed-image')) {
      expect(broken, 'a story tagged failed-image shows a failed image').not.toHaveLength(0);
    } else {
      expect(broken, 'broken images').toEqual([]);
    }
    await expect(page.locator('output[aria-label="router location"]'), 'the router placeholder').toHaveCount(0);
    // The three shots are compared, each also when another differs.
    expect.soft(shot, 'the shot at 100 % text').toMatchSnapshot([language, `${story.id}.png`]);
    expect.soft(large, `the shot at ${LARGE_TEXT} % text`).toMatchSnapshot([`${language}-${LARGE_TEXT}`, `${story.id}.png`]);
    expect.soft(dark, 'the shot in the dark theme').toMatchSnapshot([`${language}-dark`, `${story.id}.png`]);
  });
}
