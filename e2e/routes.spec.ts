import { createHash } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import type { Language } from '../app/src/shared/i18n/language';
import { findBrokenText } from '../app/src/shared/testing/broken-text';
import { findClippedText } from '../app/src/shared/testing/clipped-text';
import { type PathKey, paths, prerenderedPaths } from '../app/src/shared/navigation/paths';
import { setTextZoom } from '../app/src/shared/testing/text-zoom';
import { darkDefects } from './support/dark';
import { darkRingDefects, tabStopDefects } from './support/focus';
import { inspect, watchPage } from './support/fuzz';
import { silentLinkDefects } from './support/heard';
import { LANGUAGES } from './support/launch';
import { promotionUrl } from './support/promotion';
import { routeUrls } from './webkit/routes';

/**
 * Every route of app/src/shared/navigation/paths.ts and the promotion page, in both languages,
 * each loaded once at 360 px with the data its screen shows (the openers of webkit/routes.ts),
 * then checked for two things on that one load:
 *
 * - security: the server's Content-Security-Policy (no inline script) and nosniff on the page,
 *   no CSP violation and no console error while it loads and settles;
 * - large text (docs/large-text.md "The checks"): at each text zoom (100, 130, 150, 200 %, the
 *   web view's text zoom emulated in place: `setTextZoom`) and at 200 % at 320 and 430 px too,
 *   with no reload: no text cut off (`findClippedText`), no amount, date, phone or order number
 *   broken over lines, no placeholder cut off, no button whose text runs past it, no page wider
 *   than the screen, no fixed bar over a third of it (`findBrokenText`);
 * - on each borrower route, the dark theme, in Spanish (the colours do not depend on the
 *   language): the phone's dark mode switched on in place, then a dark background, no contrast
 *   violation, every barcode and QR code dark on white (`darkDefects`; docs/decisions.md "Dark
 *   theme"). The public pages and the promotion page have theirs checked by the story tests and
 *   the gallery, which render the same screens;
 * - by keyboard, in Spanish, on every route and the promotion page (docs/listening.md "By
 *   keyboard"): every Tab stop shows its ring, 3:1 against what is around it, wholly on screen
 *   and under no fixed part, in light, then the same stops in dark (`tabStopDefects`,
 *   `darkRingDefects`);
 * - on each borrower route in Spanish, last, every in-app link of the screen followed with
 *   Enter, then back: each move heard (docs/listening.md "Moving between screens";
 *   `silentLinkDefects`).
 */
const PHONE = { width: 360, height: 780 };
/** The zooms above 100 % (100 % is checked by `inspect`, on the settled page). */
const ZOOMS = [130, 150, 200];
/** At the largest zoom, the narrowest and the widest phone as well. */
const OTHER_WIDTHS = [320, 430];

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

test.use({ viewport: PHONE });
test.beforeEach(async ({ page }) => {
  await watchPage(page);
  // Recorded in the page itself, before any of its scripts run.
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
});

/** Every defect on the page as it is now, each with the width and zoom it was seen at. */
async function defects(page: Page, width: number, zoom: number): Promise<string[]> {
  await page.evaluate(setTextZoom, zoom);
  const found = [...(await page.locator('body').evaluate(findClippedText)), ...(await page.locator('body').evaluate(findBrokenText))];
  return found.map((defect) => `${width} px, ${zoom} %: ${defect}`);
}

/** A route of the borrower's (not a public page, nor the promotion page). */
function isBorrowerRoute(name: string): boolean {
  return name in paths && !prerenderedPaths.includes(paths[name as PathKey]);
}

function targets(language: Language): { name: string; url: string }[] {
  const promotion = `${promotionUrl()}${language === 'en' ? '&language=1' : ''}`;
  return [
    ...routeUrls(language).map(({ key, url }) => ({ name: key, url: url.replace(/sessionId=[^&]*/, `sessionId=routes-${language}`) })),
    { name: 'promotion page', url: promotion },
  ];
}

for (const language of LANGUAGES) {
  for (const { name, url } of targets(language)) {
    test(`${name} (${language}): strict CSP, no violation, no console error; holds at large text`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console error: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught ${error.message}`));
      const response = await page.goto(url);
      expect(response?.status()).toBe(200);
      const csp = response?.headers()['content-security-policy'] ?? '';
      // The site's scripts and one inline script, the telemetry catcher, by its hash (docs/telemetry.md "The inline catcher").
      const inline = [...((await response?.text()) ?? '').matchAll(/<script>([\s\S]*?)<\/script>/g)].map(([, code]) => code ?? '');
      expect(inline).toHaveLength(1);
      const hash = createHash('sha256')
        .update(inline[0] ?? '')
        .digest('base64');
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response?.headers()['x-content-type-options']).toBe('nosniff');
      // Settled as the fuzz waits (answers, images, spinners), with its checks at 100 %.
      const found = (await inspect(page, { navigate: null, seed: null, language, malformed: false, width: PHONE.width, loaded: true })).map(
        (defect) => `${PHONE.width} px, 100 %: ${defect}`,
      );
      await expect(page.locator('#root')).not.toBeEmpty();
      for (const zoom of ZOOMS) found.push(...(await defects(page, PHONE.width, zoom)));
      for (const width of OTHER_WIDTHS) {
        await page.setViewportSize({ width, height: PHONE.height });
        found.push(...(await defects(page, width, ZOOMS.at(-1) ?? 200)));
      }
      await page.evaluate(setTextZoom, 100);
      if (language === 'es') {
        // By keyboard, at the phone's width: every Tab stop, then the same stops in dark.
        await page.setViewportSize(PHONE);
        found.push(...(await tabStopDefects(page)), ...(await darkRingDefects(page)));
      }
      if (language === 'es' && isBorrowerRoute(name)) {
        found.push(...(await darkDefects(page)));
        // The barcode dialog darkDefects opened closes (Escape), then every in-app link is followed.
        if ((await page.getByRole('dialog').count()) > 0) {
          await page.keyboard.press('Escape');
          await expect(page.getByRole('dialog')).toHaveCount(0);
        }
        found.push(...(await silentLinkDefects(page)));
      }
      expect(await page.evaluate(() => window.__cspViolations ?? []), 'CSP violations').toEqual([]);
      expect([...errors, ...new Set(found)], `${name} (${language}): ${url}`).toEqual([]);
    });
  }
}
