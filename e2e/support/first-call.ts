/**
 * The borrower routes with a first call (app/src/app/first-call/first-requests.ts), each as a
 * link opens it, and a slow link to open them on, for the checks of the shell's first script
 * (first-call.spec.ts).
 */
import type { Page } from '@playwright/test';
import { LAUNCH, languageFlag } from './launch';
import { ORDER } from './repay';
import type {} from '../../app/src/app/first-call/take-first-call';

export interface FirstCallCase {
  /** The page, with the query a link gives it. */
  page: string;
  /** The first call's path. */
  call: string;
  /** A part of the route chunk's file name. */
  chunk: string;
  scenario?: string;
}

export const CASES: readonly FirstCallCase[] = [
  { page: '/loan-confirm', call: '/throughout/v3/loan-confirm/loan-detail-confirm', chunk: 'loan-confirm-screen' },
  { page: '/loan-detail', call: '/throughout/v3/loan-details/loan-details', chunk: 'loan-detail-screen' },
  { page: '/order-detail', call: '/throughout/v3/loan-details/loan-details', chunk: 'loan-detail-screen' },
  { page: '/repay', call: '/throughout/v3/installment/loan-play-detail', chunk: 'repay-screen' },
  { page: '/repay-extension', call: '/throughout/v3/installment/loan-play-delay-detail', chunk: 'repay-extension-screen' },
  {
    page: '/carpmm?requestType=1&amount=345000&payCode=OXXO',
    call: '/throughout/v3/loan-details/generate-vcode',
    chunk: 'repayment-instruction-screen',
  },
  { page: '/customer-service', call: '/throughout/user-problem/get-whatsapp', chunk: 'customer-service-screen' },
  { page: '/Dag', call: '/throughout/user-problem/get-whatsapp', chunk: 'customer-service-screen' },
  { page: '/complaint', call: '/throughout/user-problem/problem-init', chunk: 'complaint-entry-screen' },
  {
    page: '/complaintList',
    call: '/throughout/user-problem/problem-list',
    chunk: 'complaint-list-screen',
    scenario: 'complaint-list-many',
  },
  {
    page: '/complainDetails?problemId=5001',
    call: '/throughout/user-problem/problem-detail',
    chunk: 'complaint-detail-screen',
    scenario: 'complaint-detail-images',
  },
  { page: '/loan-agreement?orderNo=MX202611220001', call: '/throughout/v3/loan-details/contract-detail', chunk: 'loan-agreement-screen' },
];

/** The page's address with the launch parameters (each case its own session). */
export function pageUrl({ page, scenario }: FirstCallCase, session: string): string {
  const [path = '', own = ''] = page.split('?');
  const query = new URLSearchParams({ ...LAUNCH, ...ORDER, sessionId: session, language: languageFlag('es') });
  for (const [key, value] of new URLSearchParams(own)) query.set(key, value);
  if (scenario) query.set('scenario', scenario);
  return `${path}?${query.toString()}`;
}

/** The slow link: Chromium's network emulation, as DevTools applies it. */
export const SLOW_LINK = { downloadBytesPerSecond: 100 * 1024, latencyMs: 300 };

/** Times in ms from the start of the navigation, from the page's own Resource and Paint Timing. */
export interface FirstCallTimes {
  stylesheetIn: number;
  firstPaint: number;
  /** When /first-call.js ran (it hands its call over as its last step). */
  firstScriptRan: number;
  callSent: number;
  answerIn: number;
  largestScriptIn: number;
  largestScript: string;
  lcp: number;
}

declare global {
  interface Window {
    firstScriptRan?: number;
  }
}

/**
 * Opens the page's next navigations on the slow link, as a first visit (a new context has no
 * cache; the config blocks service workers), noting when the first script runs.
 */
export async function onSlowLink(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: SLOW_LINK.latencyMs,
    downloadThroughput: SLOW_LINK.downloadBytesPerSecond,
    uploadThroughput: -1,
  });
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
}

/** The page's times of its first call (`call`, a path), once its answer and scripts are in. */
export function firstCallTimes(page: Page, call: string): Promise<FirstCallTimes> {
  return page.evaluate(async (path) => {
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    const pathOf = (entry: PerformanceEntry) => new URL(entry.name).pathname;
    const answer = resources.find((entry) => pathOf(entry) === path);
    const largest = resources
      .filter((entry) => pathOf(entry).endsWith('.js'))
      .reduce((a, b) => (b.encodedBodySize > a.encodedBodySize ? b : a));
    const stylesheet = resources.find((entry) => pathOf(entry).endsWith('.css'));
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
      answerIn: answer?.responseEnd ?? Number.NaN,
      largestScriptIn: largest.responseEnd,
      largestScript: pathOf(largest),
      lcp,
    };
  }, call);
}
