import { expect, test as base, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import { CHROMIUM } from '../scripts/chromium';
import { promotionUrl } from './support/promotion';
import { routeUrls } from './webkit/routes';

/**
 * No algorithmic darkening: a web view whose app has a dark theme darkens a page that does not
 * declare a dark scheme of its own (docs/decisions.md "Dark theme"). Chromium's same darkening
 * (`forceDarkModeEnabled`) is switched on in this file's browser; with the phone in dark mode,
 * each page must look, pixel for pixel, as it does in a browser without it (to a rounding:
 * TOLERANCE). The pages:
 * the voucher (its QR code and logos), the repayment channels (the store logos), the public
 * site's home (its pictures and footer) and the promotion page (its own stylesheet).
 * Each route's dark theme itself is checked by routes.spec.ts.
 */
const FORCE_DARK = '--blink-settings=forceDarkModeEnabled=true';
/**
 * How far a channel may differ between the two shots (of 255). Not 0: with forced darkening on,
 * Chromium paints a few anti-aliased edge pixels one level off (8 to 33 pixels by 1, on a field's
 * and a button's rounded corners), a rounding of its paint path, not a darkening; its darkening
 * moved the page's background from 244 to 33 and the brand blue by over a hundred levels.
 */
const TOLERANCE = 2;
/** What both browsers' pages are: the project's phone (playwright.config.ts), in dark mode. */
const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 1,
  isMobile: true,
  hasTouch: true,
  colorScheme: 'dark',
  serviceWorkers: 'block',
};
const ROUTES = routeUrls('es');
const PAGES = [
  ...(['repaymentInstruction', 'repay', 'home'] as const).map((key) => ({ name: key, url: ROUTES.find((r) => r.key === key)?.url ?? '' })),
  { name: 'promotion page', url: promotionUrl() },
];

const test = base.extend<object, { plain: Browser }>({
  // This file's own browsers: the one of its tests darkens, `plain` does not.
  plain: [
    async ({ playwright }, use) => {
      const browser = await playwright.chromium.launch(CHROMIUM);
      await use(browser);
      await browser.close();
    },
    { scope: 'worker' },
  ],
});
test.use({ launchOptions: { ...CHROMIUM, args: [...CHROMIUM.args, FORCE_DARK] } });

/** The page at `url` once settled: no request, every image decoded, fonts in, two frames. */
async function shot(browser: Browser, url: string, baseURL: string): Promise<Buffer> {
  const context = await browser.newContext({ ...PHONE, baseURL });
  try {
    const page: Page = await context.newPage();
    await page.goto(url, { waitUntil: 'networkidle' });
    await expect(page.locator('#root')).not.toBeEmpty();
    await page.evaluate(async () => {
      await document.fonts.ready;
      await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)));
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    });
    // The captcha is a new image on each load: the same grey in both.
    const masked = page.getByRole('button', { name: 'Código de la imagen; toque para cambiarlo' });
    return await page.screenshot({ animations: 'disabled', caret: 'hide', mask: [masked], maskColor: '#808080' });
  } finally {
    await context.close();
  }
}

async function write(path: string, png: Buffer): Promise<string> {
  await writeFile(path, png);
  return path;
}

/**
 * How `a` and `b` (PNG screenshots of one size) differ, decoded in `page`: the pixels whose
 * channels differ by more than `tolerance`, the largest difference, and where.
 */
function pixelDifference({ a, b, tolerance }: { a: string; b: string; tolerance: number }) {
  const decode = async (base64: string) => {
    const bitmap = await createImageBitmap(new Blob([Uint8Array.from(atob(base64), (c) => c.charCodeAt(0))], { type: 'image/png' }));
    const context = new OffscreenCanvas(bitmap.width, bitmap.height).getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0);
    return context.getImageData(0, 0, bitmap.width, bitmap.height);
  };
  return (async () => {
    const [one, two] = await Promise.all([decode(a), decode(b)]);
    let pixels = 0;
    let largest = 0;
    const box = { left: Infinity, top: Infinity, right: -1, bottom: -1 };
    for (let i = 0; i < one.data.length; i += 4) {
      const delta = Math.max(...[0, 1, 2].map((c) => Math.abs((one.data[i + c] ?? 0) - (two.data[i + c] ?? 0))));
      largest = Math.max(largest, delta);
      if (delta <= tolerance) continue;
      pixels += 1;
      const x = (i / 4) % one.width;
      const y = Math.floor(i / 4 / one.width);
      Object.assign(box, {
        left: Math.min(box.left, x),
        top: Math.min(box.top, y),
        right: Math.max(box.right, x),
        bottom: Math.max(box.bottom, y),
      });
    }
    return { pixels, largest, box };
  })();
}

for (const { name, url } of PAGES) {
  test(`${name}: under Chromium's forced darkening, the phone in dark mode, looks as without it`, async ({
    browser,
    plain,
    baseURL,
    page,
  }, testInfo) => {
    expect(url).not.toBe('');
    const forced = await shot(browser, url, baseURL ?? '');
    const own = await shot(plain, url, baseURL ?? '');
    if (!forced.equals(own)) {
      // Both shots beside the test's other output, to compare.
      await testInfo.attach('forced darkening', { path: await write(testInfo.outputPath('forced.png'), forced) });
      await testInfo.attach('without it', { path: await write(testInfo.outputPath('without.png'), own) });
    }
    const difference = forced.equals(own)
      ? { pixels: 0, largest: 0 }
      : await page.evaluate(pixelDifference, { a: forced.toString('base64'), b: own.toString('base64'), tolerance: TOLERANCE });
    expect(difference, 'the same pixels with and without forced darkening').toMatchObject({ pixels: 0 });
  });
}
