import { expect, test as base, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { CHROMIUM } from '../scripts/chromium';
import { promotionUrl } from './support/promotion';
import { routeUrls } from './webkit/routes';

/**
 * No algorithmic darkening: a web view whose app has a dark theme darkens a page that does not
 * declare a dark scheme of its own (docs/decisions.md "Dark theme"). Chromium's same darkening
 * (`forceDarkModeEnabled`) is switched on in this file's browser; with the phone in dark mode,
 * each page must look exactly, pixel for pixel, as it does in a browser without it. The pages:
 * the voucher (its QR code and logos), the repayment channels (the store logos), the public
 * site's home (its pictures and footer) and the promotion page (its own stylesheet).
 * Each route's dark theme itself is checked by routes.spec.ts.
 */
const FORCE_DARK = '--blink-settings=forceDarkModeEnabled=true';
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

for (const { name, url } of PAGES) {
  test(`${name}: under Chromium's forced darkening, the phone in dark mode, looks as without it`, async ({
    browser,
    plain,
    baseURL,
  }, testInfo) => {
    expect(url).not.toBe('');
    const forced = await shot(browser, url, baseURL ?? '');
    const own = await shot(plain, url, baseURL ?? '');
    if (!forced.equals(own)) {
      await testInfo.attach('forced darkening', { body: forced, contentType: 'image/png' });
      await testInfo.attach('without it', { body: own, contentType: 'image/png' });
    }
    expect(forced.equals(own), 'the same pixels with and without forced darkening').toBe(true);
  });
}
