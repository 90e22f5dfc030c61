import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { complaintMessages } from '../app/src/features/complaint/complaint-messages';
import { es as promotionEs } from '../app/src/promotion/i18n/messages-es';
import { loanConfirmMessages } from '../app/src/screens/loan-confirm/loan-confirm-messages';
import { messagesOf } from '../app/src/shared/i18n/messages';
import { complaintUrl, PNGS } from './support/complaint';
import { LAUNCH } from './support/launch';
import { loanUrl } from './support/loan';
import { newestCode, outboxPath, type OutboxEntry } from './support/outbox';
import { promotionUrl, randomPhone } from './support/promotion';

/**
 * A lost answer, then a retry, on each write (docs/decisions.md "Network failures"): the mock
 * server acts and closes the connection without answering (its `lose-answer` fault); the
 * screen says the answer did not arrive; the retry carries the same Idempotency-Key and gets
 * the first answer, so the server holds one order, complaint, SMS or payment, and the user
 * ends where they expect to be.
 */
const expect = baseExpect.configure({ timeout: 10_000 });

interface JourneyState {
  orders: { orderNo: string; status: number }[];
}

/** The first request to a path containing `path` loses its answer (the mock's `mock_fault=lose-answer`). */
async function loseFirstAnswer(page: Page, path: string): Promise<void> {
  let first = true;
  await page.route(`**${path}*`, async (route) => {
    if (!first) return route.continue();
    first = false;
    const url = new URL(route.request().url());
    url.searchParams.set('mock_fault', 'lose-answer');
    return route.continue({ url: url.toString() });
  });
}

async function outboxEntries(request: APIRequestContext, session: string): Promise<OutboxEntry[]> {
  const response = await request.get(outboxPath(session), { headers: { Accept: 'application/json' } });
  return ((await response.json()) as { entries: OutboxEntry[] }).entries;
}

async function journeyOrders(request: APIRequestContext, session: string): Promise<JourneyState['orders']> {
  const response = await request.get(`/__mock/sessions/${session}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as JourneyState).orders;
}

test('loan push: a lost answer, then a second tap, makes one order and shows it', async ({ page, request }) => {
  const text = loanConfirmMessages.es;
  const session = `e2e-lost-push-${Date.now()}`;
  await page.goto(loanUrl('/loan-confirm', 'es', 'journey-lost-push', { sessionId: session }));
  await page.getByRole('button', { name: text.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(text.answerLost);
  // The server made the order before the connection closed.
  expect(await journeyOrders(request, session)).toHaveLength(1);
  await page.getByRole('button', { name: text.tryAgain }).click();
  await page.waitForURL((url) => url.pathname === '/loan-detail');
  const orders = await journeyOrders(request, session);
  expect(orders).toHaveLength(1);
  const [order] = orders;
  expect(order?.status).toBe(21);
  await expect(page.getByText(order?.orderNo ?? 'no order')).toBeVisible();
});

test('complaint: the draft survives a reload; a lost save answer, then "Try again", files one complaint', async ({ page, request }) => {
  const ct = messagesOf(complaintMessages, 'es');
  const session = `e2e-lost-save-${Date.now()}`;
  const list = async () => {
    const query = new URLSearchParams({ ...LAUNCH, sessionId: session, language: '2' });
    const response = await request.get(`/throughout/user-problem/problem-list?${query.toString()}`);
    const body = (await response.json()) as { data: { tabs: { items: unknown[] }[] } };
    return body.data.tabs[0]?.items.length ?? 0;
  };
  const before = await list();
  await page.goto(complaintUrl('/complainPageNext?problemType=2&problemSonType=0&orderNo=MX202611220001', 'es', session));
  await page.getByLabel(ct('detailLabel')).fill('Me cobraron dos veces el mismo pago');
  await page.getByLabel(ct('addImage')).setInputFiles(PNGS[0] ?? []);
  await expect(page.getByRole('img', { name: ct('imageAlt', { number: 1 }) })).toBeVisible();

  // The web view reloads (the phone reclaimed memory): the text and the image are still there.
  await page.reload();
  await expect(page.getByLabel(ct('detailLabel'))).toHaveValue('Me cobraron dos veces el mismo pago');
  await expect(page.getByRole('img', { name: ct('imageAlt', { number: 1 }) })).toBeVisible();

  await loseFirstAnswer(page, '/user-problem/problem-save');
  await page.getByRole('button', { name: ct('send') }).click();
  await expect(page.getByRole('alert')).toHaveText(ct('answerLost'));
  expect(await list()).toBe(before + 1);
  await page.getByRole('button', { name: ct('tryAgain') }).click();
  await expect(page.getByRole('dialog', { name: ct('successTitle') })).toBeVisible();
  expect(await list()).toBe(before + 1);
  // Sent: the draft is gone.
  await page.goto(complaintUrl('/complainPageNext?problemType=2&problemSonType=0&orderNo=MX202611220001', 'es', session));
  await expect(page.getByLabel(ct('detailLabel'))).toHaveValue('');
});

test('promotion: the phone survives a reload; a lost SMS answer, then a second tap, sends one SMS', async ({ page, request }) => {
  const phone = randomPhone();
  await page.goto(promotionUrl());
  await page.getByLabel(promotionEs.mobileLabel).fill(phone);
  const sidAnswer = page.waitForResponse((r) => r.url().includes('/api/v2/youmi/promotion/get-sid'));
  const captcha = page.waitForResponse((r) => r.url().includes('/api/v2/youmi/promotion/get-captcha'));
  await page.reload();
  const sid = ((await (await sidAnswer).json()) as { data: { sid: string } }).data.sid;
  await captcha;
  await expect(page.getByLabel(promotionEs.mobileLabel)).toHaveValue(phone);
  await page.getByLabel(promotionEs.captchaLabel, { exact: true }).fill(newestCode(await outboxEntries(request, sid), 'captcha'));
  await loseFirstAnswer(page, '/api/v2/youmi/promotion/get-sms');
  await page.getByRole('button', { name: promotionEs.sendCode }).click();
  await expect(page.getByRole('status').filter({ hasText: promotionEs.lost })).toBeVisible();
  await page.getByRole('button', { name: promotionEs.sendCode }).click();
  await expect(page.getByRole('status').filter({ hasText: promotionEs['promotion.smsSent'] })).toBeVisible();
  const sms = (await outboxEntries(request, sid)).filter((e) => e.kind === 'sms' && e.to === phone);
  expect(sms).toHaveLength(1);
});
