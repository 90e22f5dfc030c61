import { writeFile } from 'node:fs/promises';
import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { complaintMessages } from '../app/src/features/complaint/complaint-messages';
import { legacyText } from '../app/src/features/legacy-payment/legacy-text';
import { es as promotionEs } from '../app/src/promotion/i18n/messages-es';
import { loanConfirmMessages } from '../app/src/screens/loan-confirm/loan-confirm-messages';
import { loanDetailMessages } from '../app/src/screens/loan-detail/loan-detail-messages';
import { commonMessages } from '../app/src/shared/i18n/common-messages';
import { messagesOf } from '../app/src/shared/i18n/messages';
import { complaintUrl, PNGS } from './support/complaint';
import { header, type JournalEntry } from './support/journal';
import { LAUNCH } from './support/launch';
import { legacyUrl } from './support/legacy';
import { loanUrl } from './support/loan';
import { newestCode, outboxEntries } from './support/outbox';
import { openRegister, promotionUrl, randomPhone } from './support/promotion';
import { toast } from './support/text';

/**
 * A lost answer, then a retry, on each write (docs/decisions.md "Network failures"): the mock
 * server acts and closes the connection without answering (its `lose-answer` fault); the
 * screen says the answer did not arrive; the retry carries the same Idempotency-Key and gets
 * the first answer, so the server holds one order, complaint, SMS or payment, and the user
 * ends where they expect to be.
 */
const expect = baseExpect.configure({ timeout: 10_000 });

/** `/__mock/sessions/{sessionId}`: the journey's orders and what the session's other writes made. */
interface SessionState {
  orders: { orderNo: string; status: number }[];
  made: {
    complaints: number;
    draftImages: string[];
    scores: number[];
    payments: { recordId: string; orderId: string; confirmed: boolean }[];
  };
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

async function sessionState(request: APIRequestContext, session: string): Promise<SessionState> {
  const response = await request.get(`/__mock/sessions/${session}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as SessionState;
}

async function journeyOrders(request: APIRequestContext, session: string): Promise<SessionState['orders']> {
  return (await sessionState(request, session)).orders;
}

async function made(request: APIRequestContext, session: string): Promise<SessionState['made']> {
  return (await sessionState(request, session)).made;
}

/** The journal's calls of `session` to a path containing `path`, oldest first. */
async function journalCalls(request: APIRequestContext, session: string, path: string): Promise<JournalEntry[]> {
  const query = new URLSearchParams({ session, path });
  const response = await request.get(`/__mock/requests?${query.toString()}`, { headers: { Accept: 'application/json' } });
  const { entries } = (await response.json()) as { entries: JournalEntry[] };
  return entries.reverse();
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
  // Kept once the chunk that keeps it is in, a moment after the first render (docs/decisions.md
  // "Network failures"): a loaded machine filled the field before that moment and reloaded.
  await expect
    .poll(() => page.evaluate((typed) => Object.values(localStorage).some((entry) => entry.includes(`"${typed}"`)), phone))
    .toBe(true);
  const sidAnswer = page.waitForResponse((r) => r.url().includes('/api/v2/youmi/promotion/get-sid'));
  const captcha = page.waitForResponse((r) => r.url().includes('/api/v2/youmi/promotion/get-captcha'));
  await page.reload();
  const sid = ((await (await sidAnswer).json()) as { data: { sid: string } }).data.sid;
  await captcha;
  await expect(page.getByLabel(promotionEs.mobileLabel)).toHaveValue(phone);
  await page.getByLabel(promotionEs.captchaLabel, { exact: true }).fill(newestCode(await outboxEntries(request, sid), 'captcha'));
  await loseFirstAnswer(page, '/api/v2/youmi/promotion/get-sms');
  await page.getByRole('button', { name: promotionEs.sendCode }).click();
  await expect(toast(page, promotionEs.lost)).toBeVisible();
  await page.getByRole('button', { name: promotionEs.sendCode }).click();
  await expect(toast(page, promotionEs['promotion.smsSent'])).toBeVisible();
  const sms = (await outboxEntries(request, sid)).filter((e) => e.kind === 'sms' && e.to === phone);
  expect(sms).toHaveLength(1);
});

test('loan rating: a lost answer, then "Send" again, takes one rating and thanks', async ({ page, request }) => {
  const text = loanDetailMessages.es;
  const session = `e2e-lost-score-${Date.now()}`;
  await page.goto(loanUrl('/loan-detail', 'es', 'order-200', { sessionId: session }));
  const rating = page.getByRole('dialog', { name: text.ratingTitle });
  await rating.getByRole('radio', { name: messagesOf(commonMessages, 'es')('ui.starLabel', { count: 3 }) }).click();
  await loseFirstAnswer(page, '/loan-details/google-score');
  await rating.getByRole('button', { name: text.ratingSend }).click();
  await expect(toast(page, text.ratingLost)).toBeVisible();
  expect((await made(request, session)).scores).toEqual([3]);
  await rating.getByRole('button', { name: text.ratingSend }).click();
  await expect(page.getByRole('dialog', { name: text.thanksTitle })).toBeVisible();
  expect((await made(request, session)).scores).toEqual([3]);
});

test('complaint score: a lost answer, then "Send rating" again, takes one score and thanks', async ({ page, request }) => {
  const ct = messagesOf(complaintMessages, 'es');
  const session = `e2e-lost-complaint-score-${Date.now()}`;
  await page.clock.install();
  await page.goto(complaintUrl('/complainDetails?problemId=5001', 'es', session, { scenario: 'complaint-detail-score' }));
  await expect(page.getByLabel(ct('content'))).toBeVisible();
  // The score is offered 3 s after the complaint loaded.
  await page.clock.runFor(3_000);
  const dialog = page.getByRole('dialog', { name: ct('scoreTitle') });
  await dialog.getByRole('radio', { name: messagesOf(commonMessages, 'es')('ui.starLabel', { count: 2 }) }).click();
  await loseFirstAnswer(page, '/loan-details/google-score');
  await dialog.getByRole('button', { name: ct('scoreSend') }).click();
  await expect(toast(page, ct('scoreLost'))).toBeVisible();
  expect((await made(request, session)).scores).toEqual([2]);
  await dialog.getByRole('button', { name: ct('scoreSend') }).click();
  await expect(toast(page, ct('scoreThanks'))).toBeVisible();
  await expect(dialog).toBeHidden();
  expect((await made(request, session)).scores).toEqual([2]);
});

test('complaint image: a lost upload answer, then the same image again, uploads one image', async ({ page, request }, testInfo) => {
  const ct = messagesOf(complaintMessages, 'es');
  const session = `e2e-lost-upload-${Date.now()}`;
  // A file on disk, as a phone's gallery hands it over: picked again, it is the same file (its
  // name, size and date), so the retry is the same intent.
  const photo = testInfo.outputPath('photo.png');
  await writeFile(photo, PNGS[0]?.buffer ?? Buffer.alloc(0));
  await page.goto(complaintUrl('/complainPageNext?problemType=2&problemSonType=0&orderNo=MX202611220001', 'es', session));
  await loseFirstAnswer(page, '/user-problem/upload-problem-img');
  const picker = page.getByLabel(ct('addImage'));
  await picker.setInputFiles(photo);
  await expect(toast(page, ct('uploadLost'))).toBeVisible();
  await expect(page.getByRole('img', { name: ct('imageAlt', { number: 1 }) })).toHaveCount(0);
  // The server stored it before the answer was lost.
  expect((await made(request, session)).draftImages).toHaveLength(1);
  await picker.setInputFiles(photo);
  const image = page.getByRole('img', { name: ct('imageAlt', { number: 1 }) });
  await expect(image).toBeVisible();
  await expect(toast(page, messagesOf(commonMessages, 'es')('complaint.uploadSuccess'))).toBeVisible();
  await expect(page.getByRole('img', { name: ct('imageAlt', { number: 2 }) })).toHaveCount(0);
  const { draftImages } = await made(request, session);
  expect(draftImages).toHaveLength(1);
  expect(new URL((await image.getAttribute('src')) ?? '', page.url()).pathname).toBe(draftImages[0]);
});

test('legacy payment: the card survives a reload; a lost commit and a lost confirm, each tapped again, make one payment and one SMS', async ({
  page,
  request,
}) => {
  const text = legacyText.es;
  const session = `e2e-lost-legacy-${Date.now()}`;
  const smsSent = async () => (await outboxEntries(request, session)).filter((e) => e.kind === 'legacy-sms');
  await page.goto(legacyUrl(session, 'es'));
  const card = page.getByRole('radio', { name: /招商银行/ });
  await card.check();
  // The web view reloads: the chosen card is still chosen.
  await page.reload();
  await expect(card).toBeChecked();

  await loseFirstAnswer(page, '/loan/repayment-commit');
  await page.getByRole('button', { name: text.commit, exact: true }).click();
  await expect(toast(page, text.answerLost)).toBeVisible();
  await expect(page).toHaveURL(/\/legacy-repay\?/);
  // The server committed the payment and sent its code before the connection closed.
  expect((await made(request, session)).payments).toHaveLength(1);
  expect(await smsSent()).toHaveLength(1);
  await page.getByRole('button', { name: text.commit, exact: true }).click();
  await expect(page).toHaveURL(/\/legacy-repay\/sms$/);
  const [payment] = (await made(request, session)).payments;
  expect(payment?.confirmed).toBe(false);
  const sms = await smsSent();
  expect(sms).toHaveLength(1);

  await page.getByLabel(text.smsLabel).fill(sms[0]?.code ?? '');
  await loseFirstAnswer(page, '/loan/repayment-confirm');
  // The commit's toast may still show: wait for this call's own loss.
  const confirmLost = page.waitForEvent('requestfailed', (r) => r.url().includes('/loan/repayment-confirm'));
  await page.getByRole('button', { name: text.confirm }).click();
  await confirmLost;
  await expect(toast(page, text.answerLost)).toBeVisible();
  await expect(page).toHaveURL(/\/legacy-repay\/sms$/);
  expect((await made(request, session)).payments).toEqual([{ ...payment, confirmed: true }]);
  await page.getByRole('button', { name: text.confirm }).click();
  await expect(page).toHaveURL(/\/legacy-repay\/borrow-detail$/);
  await expect(page.getByRole('definition').filter({ hasText: text.statusPaid })).toBeVisible();
  await expect(page.getByRole('definition').filter({ hasText: payment?.recordId ?? 'no record' })).toBeVisible();
  expect((await made(request, session)).payments).toEqual([{ ...payment, confirmed: true }]);
  expect(await smsSent()).toHaveLength(1);
});

test('promotion register: a lost answer, then a second tap, registers once and opens the download page', async ({ page, request }) => {
  const phone = randomPhone();
  const sid = await openRegister(page);
  await page.getByLabel(promotionEs.mobileLabel).fill(phone);
  await page.getByLabel(promotionEs.captchaLabel, { exact: true }).fill(newestCode(await outboxEntries(request, sid), 'captcha'));
  await page.getByRole('button', { name: promotionEs.sendCode }).click();
  await expect(toast(page, promotionEs['promotion.smsSent'])).toBeVisible();
  await page.getByLabel(promotionEs.smsLabel).fill(newestCode(await outboxEntries(request, sid), 'sms', phone));

  await loseFirstAnswer(page, '/api/v2/youmi/promotion/register');
  await page.getByRole('button', { name: promotionEs.register }).click();
  await expect(toast(page, promotionEs.lost)).toBeVisible();
  await page.getByRole('button', { name: promotionEs.register }).click();
  // The first answer, not "already registered": a second registration would have been refused.
  await expect(toast(page, promotionEs['promotion.registerSuccess'])).toBeVisible();
  await expect(page).toHaveURL(/#\/downloadTemplate\?/);
  const calls = await journalCalls(request, sid, '/promotion/register');
  expect(calls.map((c) => [c.status, c.code])).toEqual([
    [0, null],
    [200, 0],
  ]);
  // Both tries carried one key: the retry was known as the same registration.
  const keys = new Set(calls.map((c) => header(c, 'idempotency-key')));
  expect([...keys]).toEqual([expect.stringMatching(/^[0-9a-f]{32}$/)]);
});
