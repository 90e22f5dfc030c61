import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loanConfirmMessages } from '../app/src/screens/loan-confirm/loan-confirm-messages';
import { loanDetailMessages } from '../app/src/screens/loan-detail/loan-detail-messages';
import { loanOrderMessages } from '../app/src/features/loan-order/loan-order-messages';
import { es as promotion } from '../app/src/promotion/i18n/messages-es';
import { loanUrl } from './support/loan';
import { outboxCode } from './support/outbox';
import { openRegister, randomPhone } from './support/promotion';
import { recordOf } from './support/telemetry';

/**
 * The borrower over time (docs/decisions.md "Fresh data", "Timers keep real time"): a page left
 * in the background while the loan is paid at a store, a page restored from the back-forward
 * cache, a countdown whose page's scripts were paused. The page's clock (Playwright's) moves
 * the time the page was away, so no test waits 35 s. A headless page is always visible: going
 * to the background is told to it as the web view does, with `visibilitychange`.
 */
const expect = baseExpect.configure({ timeout: 10_000 });
const AWAY_MS = 35_000;

async function setVisibility(page: Page, state: DocumentVisibilityState): Promise<void> {
  await page.evaluate((visibility) => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => visibility === 'hidden' });
    document.dispatchEvent(new Event('visibilitychange'));
  }, state);
}

async function journeyEvent(request: APIRequestContext, session: string, event: string): Promise<void> {
  const response = await request.post(`/__mock/sessions/${session}/events`, { data: { event } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A new journey session whose order awaits repayment, its loan details open (the rating dismissed). */
async function orderAwaitingRepayment(page: Page, request: APIRequestContext, session: string): Promise<void> {
  await page.goto(loanUrl('/loan-confirm', 'es', 'journey', { sessionId: session }));
  await page.getByRole('button', { name: loanConfirmMessages.es.submit }).click();
  await page.waitForURL((url) => url.pathname === '/loan-detail');
  await journeyEvent(request, session, 'approve');
  await journeyEvent(request, session, 'disburse');
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Pendiente de pago' })).toBeVisible();
}

/** Marks the document: a reload or a navigation would lose the mark. */
async function markDocument(page: Page): Promise<() => Promise<boolean>> {
  await page.evaluate(() => document.documentElement.setAttribute('data-e2e-same-document', ''));
  return () => page.evaluate(() => document.documentElement.hasAttribute('data-e2e-same-document'));
}

test('loan details: 35 s in the background while the order is paid, then the paid status without a reload', async ({ page, request }) => {
  const session = `e2e-back-detail-${Date.now()}`;
  await page.clock.install();
  await orderAwaitingRepayment(page, request, session);
  const sameDocument = await markDocument(page);
  await setVisibility(page, 'hidden');
  await journeyEvent(request, session, 'payment-received');
  await page.clock.fastForward(AWAY_MS);
  await setVisibility(page, 'visible');
  await expect(page.getByRole('heading', { level: 2, name: 'Pagado' })).toBeVisible({ timeout: 5_000 });
  await expect(page.getByRole('button', { name: loanDetailMessages.es.borrowAgain })).toBeVisible();
  expect(await sameDocument()).toBe(true);
  // QA sees the refresh that changed the screen, with its route, on /__mock/telemetry.
  await setVisibility(page, 'hidden');
  const record = await recordOf(request, session, 'loan.data.refreshed');
  expect(record.route).toBe('/loan-detail');
  expect(record.attributes['loan.refresh.request']).toBe('loan-details');
});

test('repayment: 35 s at the store where the order is paid; back, it says the loan is paid, then loan details shows it at once', async ({
  page,
  request,
}) => {
  const session = `e2e-back-repay-${Date.now()}`;
  await page.clock.install();
  await orderAwaitingRepayment(page, request, session);
  await page.getByRole('button', { name: loanDetailMessages.es.repay }).click();
  await page.waitForURL((url) => url.pathname === '/repay');
  await expect(page.getByTestId('repay-amount')).toBeVisible();
  const sameDocument = await markDocument(page);
  await setVisibility(page, 'hidden');
  await journeyEvent(request, session, 'payment-received');
  await page.clock.fastForward(AWAY_MS);
  await setVisibility(page, 'visible');
  const paid = page.getByRole('heading', { level: 2, name: loanOrderMessages.es.paidTitle });
  await expect(paid).toBeVisible({ timeout: 5_000 });
  await expect(page.getByTestId('repay-amount')).toHaveCount(0);
  expect(await sameDocument()).toBe(true);
  await page.getByRole('button', { name: loanOrderMessages.es.paidBack }).click();
  await page.waitForURL((url) => url.pathname === '/loan-detail');
  await expect(page.getByRole('heading', { level: 2, name: 'Pagado' })).toBeVisible();
});

/** The page goes into the back-forward cache (`persisted`) or comes back out of it, as the engine tells it. */
async function pageTransition(page: Page, type: 'pagehide' | 'pageshow'): Promise<void> {
  await page.evaluate((name) => window.dispatchEvent(new PageTransitionEvent(name, { persisted: true })), type);
}

// The headless shell keeps no page in the back-forward cache (its embedder switches the cache off:
// BackForwardCacheDisabledForDelegate), so the test tells the page what the engine tells it on the
// way into and out of the cache: hidden, then pagehide; pageshow, then shown.
test('a page restored from the back-forward cache after 35 s checks its data again', async ({ page, request }) => {
  const session = `e2e-back-cache-${Date.now()}`;
  await page.clock.install();
  await orderAwaitingRepayment(page, request, session);
  const sameDocument = await markDocument(page);
  await setVisibility(page, 'hidden');
  await pageTransition(page, 'pagehide');
  await journeyEvent(request, session, 'payment-received');
  await page.clock.fastForward(AWAY_MS);
  await pageTransition(page, 'pageshow');
  await setVisibility(page, 'visible');
  await expect(page.getByRole('heading', { level: 2, name: 'Pagado' })).toBeVisible({ timeout: 5_000 });
  expect(await sameDocument()).toBe(true);
});

test('the SMS countdown after 30 s with the page scripts paused shows the time that is left', async ({ page, request }) => {
  await page.clock.install();
  const phone = randomPhone();
  const sid = await openRegister(page);
  await page.getByLabel(promotion.mobileLabel).fill(phone);
  await page.getByLabel(promotion.captchaLabel, { exact: true }).fill(await outboxCode(request, sid, 'captcha'));
  await page.getByRole('button', { name: promotion.sendCode }).click();
  const counting = page.getByRole('button', { name: /\((\d+) s\)/ });
  await expect(counting).toHaveText(/\((60|59) s\)/);
  // WebView.pauseTimers() in the app's onPause (iOS suspends the whole app): 30 s go by and no
  // timer of the page runs; the app comes back to the front.
  await setVisibility(page, 'hidden');
  await page.clock.setSystemTime((await page.evaluate(() => Date.now())) + 30_000);
  await setVisibility(page, 'visible');
  const left = Number((await counting.textContent())?.match(/\((\d+) s\)/)?.[1]);
  expect(left).toBeLessThanOrEqual(33);
  expect(left).toBeGreaterThan(20);
  // And it goes on from there, a second a tick.
  await page.clock.runFor(2_000);
  await expect(counting).toHaveText(new RegExp(`\\((${left - 2}|${left - 1}) s\\)`));
});
