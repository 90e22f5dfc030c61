/**
 * The main flows in Chromium against the deployment as shipped (nginx serving app/dist, the API
 * proxied to the mock server; scripts/deploy-test.sh starts both): loan confirm → details, a
 * complaint with a 3 MB photo, a promotion registration, the legacy payment with its SMS step;
 * then the same loan flow with the API on another origin (its CORS preflight) and the upload
 * limits at the proxy, the field telemetry through the proxy to a stand-in Collector. The flows' every detail is checked against the mock server by the specs
 * beside e2e/; here what differs is who serves.
 */
import { expect, test } from '@playwright/test';
import { complaintMessages } from '../../app/src/features/complaint/complaint-messages';
import { legacyText } from '../../app/src/features/legacy-payment/legacy-text';
import { es as promotionEs } from '../../app/src/promotion/i18n/messages-es';
import { loanConfirmMessages } from '../../app/src/screens/loan-confirm/loan-confirm-messages';
import { messagesOf } from '../../app/src/shared/i18n/messages';
import { HEADERS_FORM_CLIENT, HEADERS_JSON_CLIENT } from '../../app/src/api/contract-constants';
import { complaintUrl } from '../support/complaint';
import { legacyUrl } from '../support/legacy';
import { loanUrl } from '../support/loan';
import { outboxCode as outbox } from '../support/outbox';
import { pngOfSize } from '../support/png';
import { leave, reporterStarted, type Telemetry } from '../support/telemetry';
import { openRegister, randomPhone } from '../support/promotion';

const MB = 1000 * 1000;
const confirmText = loanConfirmMessages.es;

test('loan: confirm → submit → loan details', async ({ page }) => {
  await page.goto(loanUrl('/loan-confirm', 'es', 'default', { sessionId: `deploy-loan-${Date.now()}` }));
  await expect(page.getByRole('heading', { level: 1, name: confirmText.title })).toBeVisible();
  await page.getByRole('button', { name: confirmText.submit }).click();
  await page.waitForURL((url) => url.pathname === '/loan-detail' && url.searchParams.get('from') === 'confirm');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test('complaint: a 3 MB photo uploads through the proxy and the complaint is filed', async ({ page }) => {
  const ct = messagesOf(complaintMessages, 'es');
  const session = `deploy-complaint-${Date.now()}`;
  await page.goto(complaintUrl('/complainPageNext', 'es', session, { problemType: '1', problemSonType: '11', orderNo: 'MX202611220001' }));
  await page.getByLabel(ct('detailLabel')).fill(`Pagué en OXXO el ${new Date().toISOString()} y mi pago no aparece.`);
  const uploaded = page.waitForResponse((r) => r.url().includes('/upload-problem-img'));
  await page.getByLabel(ct('addImage')).setInputFiles({ name: 'camera.png', mimeType: 'image/png', buffer: pngOfSize(3 * MB) });
  const answer = await uploaded;
  expect(answer.status()).toBe(200);
  expect(((await answer.json()) as { code: number }).code).toBe(0);
  await expect(page.getByRole('img', { name: ct('imageAlt', { number: 1 }) })).toBeVisible();
  await page.getByRole('button', { name: ct('send') }).click();
  await expect(page.getByRole('dialog', { name: ct('successTitle') })).toBeVisible();
});

test('promotion: registers a new phone', async ({ page, request }) => {
  const phone = randomPhone();
  const sid = await openRegister(page);
  await page.getByLabel(promotionEs.mobileLabel).fill(phone);
  await page.getByLabel(promotionEs.captchaLabel, { exact: true }).fill(await outbox(request, sid, 'captcha'));
  // The code is in the outbox once get-sms has answered; reading it on the click alone races.
  const smsAnswer = page.waitForResponse((r) => r.url().includes('/promotion/get-sms'));
  await page.getByRole('button', { name: promotionEs.sendCode }).click();
  expect(((await (await smsAnswer).json()) as { code: number }).code).toBe(0);
  await page.getByLabel(promotionEs.smsLabel).fill(await outbox(request, sid, 'sms', phone));
  await page.getByRole('button', { name: promotionEs.register }).click();
  await expect(page).toHaveURL(/#\/downloadTemplate\?/);
});

test('legacy payment: card → commit → SMS code → borrow detail', async ({ page, request }) => {
  const text = legacyText.es;
  const session = `deploy-legacy-${Date.now()}`;
  await page.goto(legacyUrl(session, 'es'));
  await page.getByRole('radio', { name: /招商银行/ }).check();
  await page.getByRole('button', { name: text.commit, exact: true }).click();
  await expect(page).toHaveURL(/\/legacy-repay\/sms$/);
  await page.getByLabel(text.smsLabel).fill(await outbox(request, session, 'legacy-sms'));
  await page.getByRole('button', { name: text.confirm }).click();
  await expect(page).toHaveURL(/\/legacy-repay\/borrow-detail$/);
  await expect(page.getByRole('heading', { level: 1, name: text.detailTitle })).toBeVisible();
});

test('the API on another origin: the preflight answers every header of both clients, and the loan flow runs', async ({ page, request }) => {
  const site = process.env.DEPLOY_CROSS_URL;
  const api = process.env.DEPLOY_API_URL;
  if (!site || !api) throw new Error('DEPLOY_CROSS_URL and DEPLOY_API_URL are not set: run scripts/deploy-test.sh');
  const origin = new URL(site).origin;
  expect(new URL(api).origin).not.toBe(origin);
  const headers = ['X-Requested-With', 'Content-Type', ...HEADERS_JSON_CLIENT, ...HEADERS_FORM_CLIENT].map((h) => h.toLowerCase());
  const preflight = await request.fetch(`${api}/throughout/v3/loan-confirm/loan-detail-push`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': headers.join(',') },
  });
  expect(preflight.status()).toBeLessThan(300);
  expect(preflight.headers()['access-control-allow-origin']).toBe(origin);
  const allowed = (preflight.headers()['access-control-allow-headers'] ?? '').toLowerCase().split(/\s*,\s*/);
  expect(headers.filter((h) => !allowed.includes(h) && !allowed.includes('*'))).toEqual([]);

  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'fetch' && !r.url().endsWith('/config.json')) calls.push(new URL(r.url()).origin);
  });
  const blocked: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') blocked.push(m.text());
  });
  await page.goto(`${origin}${loanUrl('/loan-confirm', 'es', 'default', { sessionId: `deploy-cross-${Date.now()}` })}`);
  await expect(page.getByRole('heading', { level: 1, name: confirmText.title })).toBeVisible();
  await page.getByRole('button', { name: confirmText.submit }).click();
  await page.waitForURL((url) => url.pathname === '/loan-detail');
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  expect(calls.length).toBeGreaterThan(0);
  expect([...new Set(calls)]).toEqual([new URL(api).origin]);
  expect(blocked).toEqual([]);
});

test("the proxy takes a 3 MB image and leaves a 6 MB one to the server's own message", async ({ request }) => {
  const upload = (bytes: number) =>
    request.post('/throughout/user-problem/upload-problem-img?sessionId=deploy-limits&deviceId=deploy&orderId=10482&language=2', {
      headers: { 'X-Requested-With': 'XMLHttpRequest' },
      multipart: { problemImage: { name: 'photo.png', mimeType: 'image/png', buffer: pngOfSize(bytes) } },
    });
  const three = await upload(3 * MB);
  expect(three.status()).toBe(200);
  expect(((await three.json()) as { code: number }).code).toBe(0);
  const six = await upload(6 * MB);
  expect(six.status(), "not nginx's own 413").toBe(200);
  expect(((await six.json()) as { message: string }).message).toMatch(/5 MB/);
});

test('the field telemetry reaches the Collector behind nginx, with no referrer; with none set, nginx answers 204', async ({
  page,
  request,
}) => {
  const collector = process.env.DEPLOY_API_URL ?? '';
  // The site's nginx sends telemetryPath to TELEMETRY_UPSTREAM's /v1/logs: the mock server stands in for a Collector.
  // Letters only: digits would be scrubbed from the record.
  const mark = `deploy telemetry check ${Math.random().toString(36).replace(/[\d.]/g, '')}`;
  await page.goto(loanUrl('/loan-confirm', 'es', 'default', { sessionId: `deploy-telemetry-${Date.now()}` }));
  await reporterStarted(page);
  const thrown = page.waitForEvent('pageerror');
  await page.evaluate(
    (message) =>
      setTimeout(() => {
        throw new Error(message);
      }),
    mark,
  );
  await thrown;
  await leave(page);
  await expect
    .poll(async () => {
      const { records } = (await (await request.get(`${collector}/__mock/telemetry?kind=loan.error`)).json()) as Telemetry;
      return records.filter((r) => r.attributes['exception.message'] === mark).map((r) => [r.route, r.session]);
    })
    // The QA session comes from the Referer, which nginx does not pass on.
    .toContainEqual(['/loan-confirm', 'anonymous']);
  // The second nginx has no TELEMETRY_UPSTREAM: 204, and nothing is kept.
  const before = (await (await request.get(`${collector}/__mock/telemetry`)).json()) as Telemetry;
  const dropped = await request.post(`${process.env.DEPLOY_CROSS_URL ?? ''}/telemetry/v1/logs`, {
    headers: { 'Content-Type': 'application/json' },
    data: { resourceLogs: [] },
  });
  expect(dropped.status()).toBe(204);
  const after = (await (await request.get(`${collector}/__mock/telemetry`)).json()) as Telemetry;
  expect(after.counts.batches).toBe(before.counts.batches);
});
