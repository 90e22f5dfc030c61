/**
 * The field telemetry end to end (docs/telemetry.md): what a phone would report reaches the
 * mock server's /__mock/telemetry, through the bundle's reporter or, where the bundle cannot
 * run, the inline catcher. Each test opens its pages with a session of its own and reads that
 * session's records. The run's teardown checks every record of every spec for launch values
 * and that every body decoded as OTLP logs (support/telemetry.ts).
 */
import { expect, test } from '@playwright/test';
import { LAUNCH, languageFlag, launchUrl } from './support/launch';
import { leave, recordOf, reporterStarted, vitalsWatched, SECRETS } from './support/telemetry';
import { literal } from './support/text';
import { serviceContacts } from './support/launch';
import type { TelemetryRecord } from './support/telemetry';

/** What a record's payload carried (not the session the mock server read from the Referer). */
const sent = (record: TelemetryRecord) => JSON.stringify([record.body, record.attributes, record.resource]);
/** How many errors the inline catcher holds (app/scripts/telemetry-catcher.es5.js). */
const caught = () => (window as { loanCatcher?: { e: unknown[] } }).loanCatcher?.e.length ?? 0;
/**
 * Marks, on the page, when an XMLHttpRequest for config.json has been answered: the catcher's own
 * (its telemetryPath, asked for at its first error; it sends nothing when the page is left
 * before that answer). A listener added at `send` runs after the catcher's `onload`, which it
 * set before, so the mark means the catcher has read the answer. Its request may be served by
 * the shell's preload of config.json, so the Resource Timing entry cannot tell.
 */
const markConfigAnswers = () => {
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, ...args: Parameters<XMLHttpRequest['send']>) {
    this.addEventListener('load', () => {
      if (this.responseURL.endsWith('/config.json')) Object.assign(window, { configAnswered: true });
    });
    send.apply(this, args);
  };
};
const catcherConfigured = () => (window as { configAnswered?: boolean }).configAnswered === true;

/** A launch URL whose sessionId is `session`. */
function opened(path: string, session: string, scenario?: string): string {
  return launchUrl(path, 'en', scenario).replace(`sessionId=${LAUNCH.sessionId}`, `sessionId=${session}`);
}

/** A phone number and an amount as the screens show them: no record may carry either. */
const PHONE = '55 1234 5678';
const AMOUNT = '₹3.450,00';

test('a malformed answer gives a contract-break record with its path, linked to its request', async ({ page, request }) => {
  const session = `tm-break-${Date.now()}`;
  // Every opening reports its web vitals here (config.json says a share of them).
  await page.route('**/config.json', async (route) => {
    const config = (await (await route.fetch()).json()) as Record<string, unknown>;
    await route.fulfill({ json: { ...config, telemetryVitalsRate: 1 } });
  });
  const watched = vitalsWatched(page);
  await page.goto(opened('/loan-detail', session, 'answer-wrong-types'));
  // The screen shows its error state once the call has failed.
  await expect(page.getByRole('alert')).toBeVisible({ timeout: 15_000 });
  await reporterStarted(page);
  await watched();
  await leave(page);
  const vital = await recordOf(request, session, 'browser.web_vital', (r) => r.attributes['web_vital.name'] === 'TTFB');
  expect(vital.attributes['web_vital.value']).toEqual(expect.any(Number));
  expect(Object.keys(vital.attributes).some((key) => key.startsWith('web_vital.attribution.'))).toBe(true);
  const record = await recordOf(request, session, 'loan.call.failed', (r) => r.attributes['error.type'] === 'contract');
  expect(record.attributes['loan.contract.path']).toBe('$.data.orderStatus');
  expect(record.attributes['url.path']).toBe('/throughout/v3/loan-details/loan-details');
  expect(record.route).toBe('/loan-detail');
  expect(record.request?.href).toContain(`/__mock/requests?session=${session}`);
  // What QA reads: the sentence, and the link to the call in the journal.
  await page.goto(`/__mock/telemetry?session=${session}`);
  await expect(page.getByText('contract break at $.data.orderStatus').first()).toBeVisible();
  await page
    .getByRole('link', { name: `request #${record.request?.seq}` })
    .first()
    .click();
  await expect(page.locator(`#r${record.request?.seq}`)).toContainText('/throughout/v3/loan-details/loan-details');
});

test('an error thrown in a screen and a bridge action the app lacks each give their record', async ({ page, request }) => {
  const { phone } = await serviceContacts(request, 'en');
  const session = `tm-screen-${Date.now()}`;
  // The app's dialler throws, with what a careless native side might put in a message.
  await page.addInitScript(
    ([secret, amount]) => {
      Object.assign(window, {
        AndroidBridge: {
          callPhone: (arg: string) => {
            throw new Error(`dialler failed for ${arg} ${secret} ${amount}`);
          },
        },
      });
    },
    [`${LAUNCH.deviceId} ${PHONE}`, AMOUNT],
  );
  await page.goto(opened('/customer-service', session));
  await reporterStarted(page);
  await page.getByRole('button', { name: literal(phone) }).click();
  await leave(page);
  const error = await recordOf(request, session, 'loan.error');
  expect(error.attributes['exception.message']).toContain('dialler failed for');
  expect(error.route).toBe('/customer-service');

  // An app that registered goHome only: the call to callPhone goes nowhere.
  const other = `tm-bridge-${Date.now()}`;
  await page.addInitScript(() => Object.assign(window, { AndroidBridge: { goHome: () => undefined } }));
  await page.goto(opened('/customer-service', other));
  await reporterStarted(page);
  await page.getByRole('button', { name: literal(phone) }).click();
  await leave(page);
  const missing = await recordOf(request, other, 'loan.bridge.missing');
  expect(missing.attributes['loan.bridge.action']).toBe('callPhone');
  expect(missing.attributes['loan.bridge.wrapper']).toBe('android');
  for (const record of [error, missing]) {
    const text = sent(record);
    for (const secret of [...SECRETS, phone, PHONE, AMOUNT, '3.450']) expect(text).not.toContain(secret);
  }
});

test('a page whose bundle cannot run is reported by the inline catcher', async ({ page, request }) => {
  const session = `tm-catcher-${Date.now()}`;
  // An engine that cannot parse the entry: it is served with a syntax error.
  await page.addInitScript(markConfigAnswers);
  await page.route(/\/assets\/main-[^/]+\.js$/, (route) => route.fulfill({ contentType: 'text/javascript', body: 'const = ;' }));
  await page.goto(opened('/loan-detail', session));
  await expect.poll(() => page.evaluate(caught)).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(catcherConfigured)).toBe(true);
  await leave(page);
  const broken = await recordOf(request, session, 'loan.page.broken');
  expect(broken.body).toMatch(/SyntaxError|Unexpected/);
  expect(broken.route).toBe('/loan-detail');
  expect(String(broken.resource['user_agent.original'])).toContain('Chrome');

  // One that stops on a missing API, with personal values in its message.
  const other = `tm-catcher-api-${Date.now()}`;
  await page.route(/\/assets\/main-[^/]+\.js$/, (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `throw new TypeError('no API for ${other} ${PHONE} ${AMOUNT} ${languageFlag('en')}');`,
    }),
  );
  await page.goto(opened('/loan-detail', other));
  await expect.poll(() => page.evaluate(caught)).toBeGreaterThan(0);
  await expect.poll(() => page.evaluate(catcherConfigured)).toBe(true);
  await leave(page);
  const stopped = await recordOf(request, other, 'loan.page.broken');
  expect(stopped.body).toContain('no API for');
  const text = sent(stopped);
  for (const secret of [other, PHONE, AMOUNT, '3.450']) expect(text).not.toContain(secret);
});
