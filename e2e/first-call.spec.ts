import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { CASES, firstCallTimes, onSlowLink, pageUrl, type FirstCallCase } from './support/first-call';
import type {} from '../app/src/app/first-call/take-first-call';

/**
 * Data before scripts (docs/quality.md "Data before scripts"): on every borrower screen with a
 * first call, the shell's first script (/first-call.js) sends it before the entry has run, with
 * the chunk of the route preloaded beside it, and the screen takes that answer: each call is made
 * once. A call the script sent differently from the screen (address, launch parameters, body)
 * would be made twice, so the count proves the two agree.
 *
 * Each route is opened on a slow link (support/first-call.ts: 100 KB/s, 300 ms, a first visit),
 * where the order matters: the call is sent within MAX_SEND_DELAY_MS of the first script running
 * and before the largest script is in, and on the routes whose largest paint is drawn from the
 * answer (ANSWER_FIRST) the answer is in before that script too. SLOW_LINK_OUT=folder writes each
 * route's times there as JSON (docs/measurements.md).
 */

const MAX_SEND_DELAY_MS = 100;
const ANSWER_FIRST = ['/loan-detail', '/repay', '/carpmm'];
const timesOut = process.env.SLOW_LINK_OUT;

for (const [index, item] of CASES.entries()) {
  const route = item.page.split('?')[0] ?? item.page;
  const order = ANSWER_FIRST.includes(route) ? 'sent at once and answered before the largest script' : 'sent at once';
  test(`${route}: the first script sends ${item.call.split('/').pop()} once, ${order} on a slow link; the screen shows its answer`, async ({
    page,
  }) => {
    const calls: string[] = [];
    const apiPrefix = /^\/(throughout|api)\//;
    page.on('request', (r) => {
      const path = new URL(r.url()).pathname;
      if (apiPrefix.test(path)) calls.push(path);
    });
    await onSlowLink(page);
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === item.call);
    await page.goto(pageUrl(item, `e2e-first-call-${index}`), { waitUntil: 'commit' });
    await answered;
    // The screen has replaced the shell, and nothing is loading any more.
    await expect(page.locator('#root .shell')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(calls.filter((path) => path === item.call)).toHaveLength(1);
    // Sent by the first script (its handoff names it), with the route's chunk preloaded beside it.
    const sent = await page.evaluate(async () => (await window.borrowerFirstCall?.call)?.url ?? null);
    expect(sent && new URL(sent, page.url()).pathname).toBe(item.call);
    expect(await page.locator(`head link[rel="modulepreload"][href*="/${item.chunk}-"]`).count()).toBe(1);
    const times = await firstCallTimes(page, item.call);
    if (timesOut) {
      mkdirSync(timesOut, { recursive: true });
      writeFileSync(`${timesOut}/${route.slice(1)}.json`, `${JSON.stringify(times)}\n`);
    }
    const said = `${route} on a slow link: ${JSON.stringify(times)}`;
    expect(times.callSent - times.firstScriptRan, said).toBeLessThanOrEqual(MAX_SEND_DELAY_MS);
    expect(times.callSent, said).toBeLessThan(times.largestScriptIn);
    if (ANSWER_FIRST.includes(route)) expect(times.answerIn, said).toBeLessThan(times.largestScriptIn);
  });
}

test('a retry asks again: the first answer is taken once', async ({ page }) => {
  let failed = false;
  const calls: string[] = [];
  // The first answer fails at the transport; the screen's retry must make its own call.
  await page.route('**/throughout/v3/loan-details/loan-details?*', async (route) => {
    calls.push(route.request().url());
    if (!failed) {
      failed = true;
      await route.abort('failed');
    } else await route.continue();
  });
  await page.goto(pageUrl(CASES[1] as FirstCallCase, 'e2e-first-call-retry'));
  const retry = page.getByRole('button', { name: 'Reintentar' });
  await expect(retry).toBeVisible();
  await retry.click();
  await expect(retry).toHaveCount(0);
  await expect(page.locator('h1')).toBeVisible();
  expect(calls).toHaveLength(2);
});
