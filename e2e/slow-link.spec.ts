import { mkdirSync, writeFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { CASES, pageUrl } from './support/first-call';
import type {} from '../app/src/app/first-call/take-first-call';

/**
 * Data before scripts on a slow link (docs/decisions.md "Data before scripts"): a first visit
 * (no cache, the service worker blocked as in every spec but offline.spec.ts) over Chromium's
 * network emulation at 100 KB/s down and 300 ms latency, on every route of the first-call list.
 * From the page's own Resource and Paint Timing: the first script's call is sent within
 * MAX_SEND_DELAY_MS of the script running and before the largest script has arrived; on the
 * routes whose largest paint is the answer's (ANSWER_FIRST), the answer arrives before it too.
 *
 * SLOW_LINK_OUT=folder writes each route's figures there as JSON, and waits for the network to
 * settle first so that LCP is final (docs/measurements.md's tables).
 */

const DOWN_BYTES_PER_S = 100 * 1024;
const LATENCY_MS = 300;
const MAX_SEND_DELAY_MS = 100;
/** Routes whose answer must beat the largest script (their largest paint is drawn from it). */
const ANSWER_FIRST = ['/loan-detail', '/repay', '/carpmm'];

/** Times in ms from the start of the navigation. */
interface Figures {
  stylesheetIn: number;
  firstPaint: number;
  firstScriptRan: number;
  callSent: number;
  largestScriptIn: number;
  largestScript: string;
  answerIn: number;
  lcp: number;
}

declare global {
  interface Window {
    firstScriptRan?: number;
  }
}

const measuring = process.env.SLOW_LINK_OUT;

for (const [index, item] of CASES.entries()) {
  const route = item.page.split('?')[0] ?? item.page;
  test(`${route}: on a slow link the first call leaves with the first script${ANSWER_FIRST.includes(route) ? ', its answer before the largest script' : ''}`, async ({
    page,
  }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: LATENCY_MS,
      downloadThroughput: DOWN_BYTES_PER_S,
      uploadThroughput: -1,
    });
    // When the first script ran: it hands its call over as its last step.
    await page.addInitScript(() => {
      let handoff: Window['borrowerFirstCall'];
      Object.defineProperty(window, 'borrowerFirstCall', {
        configurable: true,
        get: () => handoff,
        set: (value: Window['borrowerFirstCall']) => {
          window.firstScriptRan ??= performance.now();
          handoff = value;
        },
      });
    });
    await page.goto(pageUrl(item, `e2e-slow-link-${index}`), { waitUntil: 'commit' });
    // The screen has replaced the shell with its answer.
    await expect(page.locator('#root .shell')).toHaveCount(0, { timeout: 20_000 });
    await expect(page.locator('h1')).toBeVisible();
    if (measuring) await page.waitForLoadState('networkidle');
    const figures: Figures = await page.evaluate(async (call) => {
      const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const path = (entry: PerformanceEntry) => new URL(entry.name).pathname;
      const answer = resources.find((entry) => path(entry) === call);
      const scripts = resources.filter((entry) => path(entry).endsWith('.js'));
      const largest = scripts.reduce((a, b) => (b.encodedBodySize > a.encodedBodySize ? b : a));
      const stylesheet = resources.find((entry) => path(entry).endsWith('.css'));
      const lcp = await new Promise<number>((resolve) => {
        new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? Number.NaN)).observe({
          type: 'largest-contentful-paint',
          buffered: true,
        });
        setTimeout(() => resolve(Number.NaN), 1000);
      });
      return {
        stylesheetIn: stylesheet?.responseEnd ?? Number.NaN,
        firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
        firstScriptRan: window.firstScriptRan ?? Number.NaN,
        callSent: answer?.startTime ?? Number.NaN,
        largestScriptIn: largest.responseEnd,
        largestScript: path(largest),
        answerIn: answer?.responseEnd ?? Number.NaN,
        lcp,
      };
    }, item.call);
    if (measuring) {
      mkdirSync(measuring, { recursive: true });
      writeFileSync(`${measuring}/${route.slice(1)}.json`, `${JSON.stringify(figures)}\n`);
    }
    const said = `${route}: ${JSON.stringify(figures)}`;
    expect(figures.callSent - figures.firstScriptRan, said).toBeLessThanOrEqual(MAX_SEND_DELAY_MS);
    expect(figures.callSent, said).toBeLessThan(figures.largestScriptIn);
    if (ANSWER_FIRST.includes(route)) expect(figures.answerIn, said).toBeLessThan(figures.largestScriptIn);
  });
}
