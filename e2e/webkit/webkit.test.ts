/**
 * The product in WebKit (Debian's WebKitGTK, the engine of iOS's WKWebView), one browser session
 * for the whole run: every route in both languages, then the main flows, with the steps and
 * data of their Chromium specs (e2e/*.spec.ts). Each check ends with no page error and no
 * sideways scrolling; last, the mock server found no contract break in the calls the pages made.
 */
import { afterAll, afterEach, beforeAll, describe, expect, inject, test } from 'vitest';
import { commonMessages } from '../../app/src/shared/i18n/common-messages';
import { messagesOf } from '../../app/src/shared/i18n/messages';
import { checkJournal, header } from '../support/journal';
import { LANGUAGES } from '../support/launch';
import { complaintWithImage } from './flows/complaint';
import { legacyPaymentWithSms } from './flows/legacy';
import { cameraPhotoThenBack } from './flows/photo';
import { loanConfirmThenSubmit } from './flows/loan';
import { promotionRegistration } from './flows/promotion';
import { releaseBetweenScreens } from './flows/release';
import { loanDetailsToInstruction } from './flows/repay';
import { routeUrls } from './routes';
import { WebKitPage } from './support/browser';

let page: WebKitPage;
/** The journal check counts the calls made from here on. */
const started = Date.now();

beforeAll(async () => {
  const { driverURL, baseURL } = inject('webkit');
  page = await WebKitPage.open(driverURL, baseURL);
});

afterAll(async () => {
  await page?.close();
});

afterEach(async (context) => {
  if (context.task.result?.state === 'fail') return;
  // The MiniBrowser window is at least 447 px wide: measured against the window, not 390.
  expect(await page.horizontalOverflow(), 'sideways scrolling').toBeLessThanOrEqual(0);
  expect(await page.pageErrors(), 'page errors').toEqual([]);
});

for (const language of LANGUAGES) {
  describe(`every route in ${language}`, () => {
    for (const { key, url } of routeUrls(language)) {
      test(`${url.split('?')[0]} (${key})`, async () => {
        await page.goto(url);
        // A prerendered page is Spanish until the app runs (after the first paint, /boot.js from app/src/app/boot.ts);
        // in English it is rendered afresh: its heading is read once the page is in the language.
        await page.waitFor(
          `the page in ${language}`,
          async () => (await page.driver.executeScript('return document.documentElement.lang')) === language,
        );
        const heading = await page.find('h1');
        await page.gone('*', messagesOf(commonMessages, language)('common.loading'));
        expect(await page.text(heading)).not.toBe(messagesOf(commonMessages, language)('common.notFoundTitle'));
        const alerts = await Promise.all((await page.all('[role="alert"]')).map((alert) => page.text(alert)));
        expect(alerts, 'an error on screen').toEqual([]);
      });
    }
  });
}

describe('main flows', () => {
  test('loan confirm → submit → loan details (en)', () => loanConfirmThenSubmit(page, 'en'));
  test('loan details → repay → a channel → /carpmm (es)', () => loanDetailsToInstruction(page, 'es'));
  test('a complaint with an image, then listed (es)', () => complaintWithImage(page, 'es'));
  test('promotion registration with the outbox codes', () => promotionRegistration(page));
  test('legacy payment with the SMS step (en)', () => legacyPaymentWithSms(page, 'en'));
  test('a camera photo (orientation 6, GPS) arrives upright, at most 2048 px, under 1.5 MB, without EXIF; back closes the success dialog (es)', async () => {
    const { picked, received, decoded } = await cameraPhotoThenBack(page, 'es');
    expect(picked).toBeGreaterThan(5 * 1024 * 1024);
    expect(received).toBeLessThanOrEqual(1.5 * 1024 * 1024);
    expect([decoded.width, decoded.height]).toEqual([1536, 2048]);
    expect(decoded.topRight[0]).toBeGreaterThan(200);
    expect((decoded.topRight[1] ?? 0) + (decoded.topRight[2] ?? 0)).toBeLessThan(80);
  });
});

// The deployment check serves a folder of its own for it (scripts/deploy-test.sh): the test
// replaces that folder's files as a plain copy of a new release does.
const release = { url: process.env.WEBKIT_RELEASE_URL, dir: process.env.WEBKIT_RELEASE_DIR };
test.runIf(release.url && release.dir)(
  'a release between two screens: repay after the folder became the second build shows its repayment within 15 s, reloaded once (es)',
  async () => {
    const took = await releaseBetweenScreens(page.on(release.url ?? ''), release.dir ?? '');
    expect(took).toBeLessThan(15_000);
  },
);

test('the pages ran without a service worker: config.json switches its registration off (as in a web view without them)', async () => {
  // scripts/deploy-test.sh serves the WebKit checks with serviceWorker "off" (docs/serving.md "The service worker").
  const found = await page.driver.executeAsyncScript<string>(`
    const done = arguments[arguments.length - 1];
    Promise.all([
      fetch('/config.json').then((r) => r.json()),
      navigator.serviceWorker ? navigator.serviceWorker.getRegistrations() : Promise.resolve([]),
    ]).then(([config, registrations]) => done(config.serviceWorker + ' ' + registrations.length), (e) => done(String(e)));
  `);
  expect(found).toBe('off 0');
});

test('the API calls the WebKit pages made break no contract (the journal of the mock server)', async () => {
  // The pages' calls carry a referer; the checks' own reads from Node (support/api.ts) do not.
  const result = await checkJournal(page.baseURL, started, (entry) => header(entry, 'referer') !== undefined);
  expect(result, 'the mock server keeps a journal').not.toBeNull();
  expect(result?.calls).toBeGreaterThan(0);
});
