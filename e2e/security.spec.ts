import { expect, test } from '@playwright/test';
import { paths } from '../app/src/shared/navigation/paths';
import { launchUrl } from './support/launch';

/**
 * The serving's security beyond the pages (every route's CSP, violations and console errors are
 * checked in routes.spec.ts, on the one load of each route): the asset cache and compression
 * rules, and what a page of another origin may reach.
 */
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
