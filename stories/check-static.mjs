// Checks the static Storybook (stories/storybook-static, from `npm run build-storybook`) the
// way a designer opens it: served by a plain static file server, no Storybook server and no
// mock server. Opens the manager and a screen story in Debian's Chromium, waits for the
// snapshot data that MSW serves from the service worker, reads the story in the Screen reader
// panel, opens a story at the toolbar's Text size 200 % and at its Theme dark, and saves
// screenshots to test-results/storybook-static/.
// Usage: node stories/check-static.mjs
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { CHROMIUM } from '../scripts/chromium.ts';
import { serveStatic } from '../scripts/gallery/static-server.mjs';

const root = fileURLToPath(new URL('./storybook-static/', import.meta.url));
const out = fileURLToPath(new URL('../test-results/storybook-static/', import.meta.url));

if (!existsSync(join(root, 'index.html'))) {
  console.error('stories/storybook-static is missing: run `npm run build-storybook` first');
  process.exit(1);
}

// The gallery's plain file server (no Storybook server, no mock server).
const { base, close } = await serveStatic(root);

const browser = await chromium.launch({ ...CHROMIUM, headless: true });
let failed = false;
try {
  mkdirSync(out, { recursive: true });
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on('pageerror', (error) => console.error('page error:', error.message));

  await page.goto(`${base}/index.html?path=/story/screens-customer-service--default`);
  const frame = page.frameLocator('#storybook-preview-iframe');
  await frame.getByRole('heading', { level: 1, name: 'Servicio al cliente' }).waitFor({ timeout: 30_000 });
  await frame.getByRole('button', { name: /Teléfono/ }).waitFor();
  await page.screenshot({ path: join(out, 'manager-customer-service.png') });
  // The Screen reader panel: what the simulator says on the story, which is its reviewed baseline
  // (docs/listening.md "In Storybook").
  await page.getByRole('tab', { name: 'Screen reader' }).click();
  await page
    .getByText('The same as the reviewed baseline, stories/speech/es/screens-customer-service--default.txt')
    .waitFor({ timeout: 30_000 });
  await page.getByText('heading, Servicio al cliente, level 1', { exact: true }).waitFor();
  await page.screenshot({ path: join(out, 'screen-reader-panel.png') });

  await page.goto(`${base}/index.html?path=/docs/welcome--docs`);
  await frame.getByRole('cell', { name: 'server-error' }).waitFor({ timeout: 30_000 });
  await page.screenshot({ path: join(out, 'welcome.png'), fullPage: true });

  // The same story with the toolbar's language set to English, as a link to it keeps it.
  const story = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await story.goto(`${base}/iframe.html?id=screens-customer-service--default&viewMode=story&globals=language:en`);
  await story.getByRole('button', { name: /Phone/ }).waitFor({ timeout: 30_000 });
  await story.screenshot({ path: join(out, 'customer-service-en.png') });

  // The toolbar's Text size at 200 %, as a link keeps it: every text twice its size (the body's
  // 15 px at 30 px), the boxes as they are (docs/large-text.md "Text zoom emulation").
  await story.goto(`${base}/iframe.html?id=screens-customer-service--default&viewMode=story&globals=language:en;textZoom:200pct`);
  await story.getByRole('button', { name: /Phone/ }).waitFor({ timeout: 30_000 });
  await story.locator('body').evaluate(
    (body) =>
      new Promise((resolve, reject) => {
        const until = Date.now() + 10_000;
        const poll = () => {
          const size = body.ownerDocument.defaultView?.getComputedStyle(body).fontSize;
          if (size === '30px') resolve(size);
          else if (Date.now() > until) reject(new Error(`the body's text is ${size} at Text size 200 %, not 30px`));
          else setTimeout(poll, 50);
        };
        poll();
      }),
  );
  await story.screenshot({ path: join(out, 'customer-service-en-200.png') });
  // The toolbar's Theme at dark, as a link keeps it, in a browser that prefers light: the page's
  // own dark background (docs/decisions.md "Dark theme").
  await story.goto(`${base}/iframe.html?id=screens-customer-service--default&viewMode=story&globals=theme:dark`);
  await story.getByRole('button', { name: /Teléfono/ }).waitFor({ timeout: 30_000 });
  const background = await story.locator('body').evaluate((body) => body.ownerDocument.defaultView?.getComputedStyle(body).backgroundColor);
  if (background !== 'rgb(16, 20, 24)') throw new Error(`the body's background is ${background} at Theme dark, not the dark theme's`);
  await story.screenshot({ path: join(out, 'customer-service-dark.png') });
  // …and the toolbar offers it in the manager.
  await page.goto(`${base}/index.html?path=/story/screens-customer-service--default`);
  await page
    .getByRole('button', { name: /Text size/ })
    .first()
    .waitFor({ timeout: 30_000 });
  console.log(`static Storybook OK (${base}); screenshots in ${out}`);
} catch (error) {
  failed = true;
  console.error('static Storybook check failed:', error instanceof Error ? error.message : error);
} finally {
  await browser.close();
  close();
}
process.exit(failed ? 1 : 0);
