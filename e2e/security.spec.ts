import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { paths } from '../app/src/shared/navigation/paths';
import { LANGUAGES, launchUrl } from './support/launch';

/**
 * Every route of the route table (app/src/shared/navigation/paths.ts, so each new screen is covered), the
 * promotion page when it is built, and the mock server's own pages: opened in Chromium with
 * the server's Content-Security-Policy; any CSP violation or console error fails the test.
 */
const promotionBuilt = existsSync(fileURLToPath(new URL('../app/dist/promotion/index.html', import.meta.url)));
const routes: string[] = [...Object.values(paths), ...(promotionBuilt ? ['/promotion/'] : [])];

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

for (const language of LANGUAGES) {
  for (const route of routes) {
    test(`${route} in ${language}: strict CSP, no violation, no console error`, async ({ page }) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      // Recorded in the page itself, before any of its scripts run.
      await page.addInitScript(() => {
        window.__cspViolations = [];
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`);
        });
      });
      const response = await page.goto(launchUrl(route, language), { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(200);
      const csp = response?.headers()['content-security-policy'] ?? '';
      expect(csp).toContain("script-src 'self';");
      expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
      expect(response?.headers()['x-content-type-options']).toBe('nosniff');
      await expect(page.locator('#root')).not.toBeEmpty();
      const violations = await page.evaluate(() => window.__cspViolations ?? []);
      expect(violations, 'CSP violations').toEqual([]);
      expect(errors, 'console errors').toEqual([]);
    });
  }
}

test('hashed assets are cached for a year and compressed, the page never cached', async ({ page, request }) => {
  const page_ = await request.get(launchUrl(paths.customerService, 'es'));
  expect(page_.headers()['cache-control']).toBe('no-cache');
  const assets: string[] = [];
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/assets/')) assets.push(r.url());
  });
  await page.goto(launchUrl(paths.customerService, 'es'), { waitUntil: 'networkidle' });
  expect(assets.length).toBeGreaterThan(0);
  // The build precompresses every file of 1 KiB or more (app/scripts/precompress.mjs); a smaller
  // one goes as it is (it fits one packet either way).
  let compressed = 0;
  for (const script of assets.filter((a) => a.endsWith('.js'))) {
    const asset = await request.get(script, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const encoding = asset.headers()['content-encoding'];
    if (encoding === undefined) expect((await asset.body()).length, script).toBeLessThan(1024);
    else expect(encoding).toBe('br');
    if (encoding !== undefined) compressed += 1;
  }
  expect(compressed).toBeGreaterThan(0);
});

test('a page on another origin cannot read the API nor reset the mock', async ({ request }) => {
  const evil = { Origin: 'http://evil.example' };
  const api = await request.get('/__mock/outbox', { headers: evil });
  expect(api.headers()['access-control-allow-origin']).toBeUndefined();
  const reset = await request.post('/__mock/reset', { headers: evil });
  expect(reset.status()).toBe(403);
});
