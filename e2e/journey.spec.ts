import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { loanConfirmMessages } from '../app/src/screens/loan-confirm/loan-confirm-messages';
import { loanDetailMessages } from '../app/src/screens/loan-detail/loan-detail-messages';
import { loanUrl } from './support/loan';

/**
 * A borrower journey through the screens (the `journey` scenario, docs/journeys.md): confirm →
 * details in review → approved and paid out (JSON controls) → details offers repay → the clock
 * passes the due date → overdue with more to pay → payment received → borrow again → a new order.
 */
const expect = baseExpect.configure({ timeout: 10_000 });
const confirmText = loanConfirmMessages.es;
const detailText = loanDetailMessages.es;

interface JourneyOrder {
  orderNo: string;
  orderId: number;
  status: number;
  amountDue: number;
}
interface JourneyState {
  today: string;
  pastDueInDays: number | null;
  orders: JourneyOrder[];
}

async function journey(request: APIRequestContext, session: string): Promise<JourneyState> {
  const response = await request.get(`/__mock/sessions/${session}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as JourneyState;
}

async function control(request: APIRequestContext, session: string, what: 'events' | 'clock', body: object): Promise<JourneyState> {
  const response = await request.post(`/__mock/sessions/${session}/${what}`, { data: body });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as JourneyState;
}

/** Order `index` of `state`; a missing one fails the test. */
function order(state: JourneyState, index: number): JourneyOrder {
  const found = state.orders[index];
  if (!found) throw new Error(`no order ${index} in ${JSON.stringify(state)}`);
  return found;
}

/** Minor units as the server writes them in the detail list: `$3.081,93`. */
function pesos(minor: number): string {
  const units = Math.floor(minor / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `$${units},${String(minor % 100).padStart(2, '0')}`;
}

async function expectStatus(page: Page, title: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

test('a loan lives through its statuses: confirm, review, repay, overdue, repaid, borrow again', async ({ page, request }) => {
  const session = `e2e-journey-${Date.now()}`;
  await page.goto(loanUrl('/loan-confirm', 'es', 'journey', { sessionId: session }));
  await expect(page.getByRole('heading', { level: 1, name: confirmText.title })).toBeVisible();
  await page.getByRole('button', { name: confirmText.submit }).click();
  await page.waitForURL((url) => url.pathname === '/loan-detail');
  await expectStatus(page, 'En revisión');
  const first = order(await journey(request, session), 0);
  expect(first.status).toBe(21);
  await expect(page.getByText(first.orderNo)).toBeVisible();
  await expect(page.getByRole('button', { name: detailText.repay })).toHaveCount(0);

  await control(request, session, 'events', { event: 'approve' });
  const disbursed = await control(request, session, 'events', { event: 'disburse' });
  await page.reload();
  await expectStatus(page, 'Pendiente de pago');
  await expect(page.getByText(pesos(order(disbursed, 0).amountDue))).toBeVisible();
  await expect(page.getByRole('button', { name: detailText.repay })).toBeVisible();

  const late = await control(request, session, 'clock', { days: disbursed.pastDueInDays });
  expect(order(late, 0).status).toBe(180);
  expect(order(late, 0).amountDue).toBeGreaterThan(order(disbursed, 0).amountDue);
  await page.reload();
  await expectStatus(page, 'Vencido');
  await expect(page.getByText(pesos(order(late, 0).amountDue))).toBeVisible();
  // Repayment asks for what the order owes today, late charges included.
  await page.getByRole('button', { name: detailText.repay }).click();
  await page.waitForURL((url) => url.pathname === '/repay');
  await expect(page.locator('body')).toContainText(pesos(order(late, 0).amountDue).slice(1));
  await page.goBack();
  await expectStatus(page, 'Vencido');

  await control(request, session, 'events', { event: 'payment-received' });
  await page.reload();
  await expectStatus(page, 'Pagado');
  // A repaid order offers the rating first; dismissing it leaves borrow again.
  const rating = page.getByRole('dialog', { name: detailText.ratingTitle });
  await expect(rating).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rating).toBeHidden();
  await page.getByRole('button', { name: detailText.borrowAgain }).click();
  await page.waitForURL((url) => url.pathname === '/loan-confirm');
  await page.getByRole('button', { name: confirmText.submit }).click();
  await page.waitForURL((url) => url.pathname === '/loan-detail' && url.searchParams.get('orderId') !== String(first.orderId));
  await expectStatus(page, 'En revisión');
  const again = await journey(request, session);
  expect(again.orders.map((o) => o.status)).toEqual([200, 21]);
  await expect(page.getByText(order(again, 1).orderNo)).toBeVisible();
});
