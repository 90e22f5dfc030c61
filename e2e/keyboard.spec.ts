import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { complaintMessages } from '../app/src/features/complaint/complaint-messages';
import { channelTexts } from '../app/src/features/repayment-channels/channel-texts';
import { es as promotion } from '../app/src/promotion/i18n/messages-es';
import { loanConfirmMessages } from '../app/src/screens/loan-confirm/loan-confirm-messages';
import { loanDetailMessages } from '../app/src/screens/loan-detail/loan-detail-messages';
import { repayTexts } from '../app/src/screens/repay/repay-texts';
import { instructionTexts } from '../app/src/screens/repayment-instruction/repayment-instruction-texts';
import { commonMessages } from '../app/src/shared/i18n/common-messages';
import { messagesOf } from '../app/src/shared/i18n/messages';
import { complaintUrl } from './support/complaint';
import { focusedDefects } from './support/focus';
import { LAUNCH } from './support/launch';
import { loanUrl } from './support/loan';
import { outboxCode } from './support/outbox';
import { openRegister, randomPhone } from './support/promotion';
import { repayUrl } from './support/repay';
import { toast } from './support/text';

/**
 * The main journeys by keyboard alone (docs/listening.md "By keyboard"): Tab, Shift+Tab, Enter,
 * Space and Escape, no click. After each step, where the focus is and what a screen reader
 * hears: the new screen's heading after a move (docs/decisions.md "Moves between screens"),
 * the dialog by its name, the result in its live region. In Spanish: the keys do not depend on
 * the language, and routes.spec.ts checks every Tab stop of every screen.
 */
// Journeys cross several screens, a 1.5 s dialog and real calls on a busy 2-core machine.
test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const common = messagesOf(commonMessages, 'es');
const complaint = messagesOf(complaintMessages, 'es');

/** More Tab stops than any screen has between two controls of a journey. */
const MAX_PRESSES = 40;

/** Presses `key` (Tab or Shift+Tab) until `target` has the focus: it is reachable that way. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab'): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < MAX_PRESSES; presses += 1) {
    await page.keyboard.press(key);
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${key} never reached ${target.toString()}`);
}

declare global {
  interface Window {
    /** Every element that took the focus, in order: what a screen reader followed. */
    __focusLog?: { heading: string | null; inMain: boolean; inDialog: boolean }[];
  }
}

/** In the page, from before its own scripts: records each element that takes the focus. */
function recordFocus(): void {
  const log: NonNullable<Window['__focusLog']> = [];
  window.__focusLog = log;
  addEventListener(
    'focusin',
    (event) => {
      const target = event.target as Element;
      log.push({
        heading: /^H[1-6]$/.test(target.tagName) ? (target.textContent?.trim() ?? '') : null,
        inMain: target.closest('main') !== null,
        inDialog: target.closest('[role="dialog"]') !== null,
      });
    },
    true,
  );
}

/** In the page: the last heading of a `main` that took the focus, and what has it since. */
function lastHeading() {
  const log = window.__focusLog ?? [];
  const at = log.findLastIndex((entry) => entry.heading !== null && entry.inMain);
  const focused = document.activeElement;
  return {
    heading: log[at]?.heading ?? null,
    // A dialog that opens after the move (the loan rating, once its data is in) takes the focus
    // from the heading, as it should; anything else would mean the heading is an old one.
    sinceOnlyDialogs: at >= 0 && log.slice(at + 1).every((entry) => entry.inDialog),
    focusNow: focused?.closest('[role="dialog"]') ? 'a dialog' : /^H[1-6]$/.test(focused?.tagName ?? '') ? 'the heading' : 'elsewhere',
  };
}

/**
 * A move was heard: the new screen's heading took the focus, with its name (a screen reader
 * says it), and has it still, or a dialog that opened since has it.
 */
async function expectMovedTo(page: Page, heading: string | RegExp = /\S/): Promise<void> {
  await expect
    .poll(() => page.evaluate(lastHeading), { message: `the move to ${String(heading)} must be heard` })
    .toEqual({
      heading: typeof heading === 'string' ? heading : expect.stringMatching(heading),
      sinceOnlyDialogs: true,
      focusNow: expect.stringMatching(/^(the heading|a dialog)$/),
    });
}

/** A dialog was heard: it has the focus, with its name; its controls' rings show. */
async function expectDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeFocused();
  return dialog;
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(recordFocus);
});

test('loan confirm: agree, then submit, and the loan details are heard', async ({ page }) => {
  const text = loanConfirmMessages.es;
  await page.goto(loanUrl('/loan-confirm', 'es', 'default', { sessionId: 'e2e-keyboard-confirm' }));
  // The first load moves no focus: the page's title is announced by the load.
  await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
  await expect(page.locator(':focus')).toHaveCount(0);

  const agree = page.getByRole('checkbox', { name: `${text.agreementPrefix} ${text.agreementLink}` });
  await tabTo(page, agree);
  await expect(agree).toBeChecked();
  // Space un-ticks it; submitting then says why not, in an alert.
  await page.keyboard.press('Space');
  await expect(agree).not.toBeChecked();
  const submit = page.getByRole('button', { name: text.submit });
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alert')).toHaveText(text.mustAgree);
  // Back to the box (over the agreement's link), agree, forward to submit.
  await tabTo(page, agree, 'Shift+Tab');
  await page.keyboard.press('Space');
  await expect(agree).toBeChecked();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/loan-detail');
  await expectMovedTo(page, loanDetailMessages.es.title);
});

test('loan details → repayment → the barcode dialog and out of it → the instruction', async ({ page }) => {
  const text = loanDetailMessages.es;
  const channels = channelTexts.es;
  await page.goto(
    repayUrl('/loan-detail', 'es', 'order-174-extendable').replace(`sessionId=${LAUNCH.sessionId}`, 'sessionId=e2e-keyboard-repay'),
  );
  // The rating offered on load takes the focus itself; Escape closes it.
  await expectDialog(page, text.ratingTitle);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await tabTo(page, page.getByRole('button', { name: text.repay, exact: true }));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/repay');
  await expectMovedTo(page, repayTexts.es.title);

  // The first channel with a barcode: its button opens the dialog (Space, as a button takes it).
  const barcode = page.getByRole('button', { name: new RegExp(channels.showBarcode.replace('{code}', '\\d+')) }).first();
  await tabTo(page, barcode);
  await page.keyboard.press('Space');
  const dialog = await expectDialog(page, common('ui.scanToPay'));
  // Tab stays inside the dialog, on a control whose ring shows.
  await page.keyboard.press('Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  expect(await focusedDefects(page)).toEqual([]);
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.locator(':focus')).toHaveCount(1);
  // Escape closes it (back over its entry: no move) and gives the focus back to its button.
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(barcode).toBeFocused();
  expect(new URL(page.url()).pathname).toBe('/repay');

  // The channel's own link, before its buttons: Shift+Tab, then Enter.
  const code = (await barcode.getAttribute('aria-label'))?.match(/\d+$/)?.[0] ?? '';
  const channel = barcode.locator('xpath=ancestor::li[1]').getByRole('link');
  await tabTo(page, channel, 'Shift+Tab');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/carpmm');
  await expectMovedTo(page, instructionTexts.es.title);
  await expect(page.getByTestId('instruction-voucher')).toHaveText(code);
});

test('complaint entry → form → sent → my complaints → a complaint', async ({ page }) => {
  const session = `e2e-keyboard-complaint-${Date.now()}`;
  const words = `Pagué en OXXO el ${new Date().toISOString()} y no aparece.`;
  await page.goto(complaintUrl('/complaint', 'es', session));
  await expect(page.getByRole('heading', { level: 1, name: complaint('entryTitle') })).toBeVisible();

  // A question type that goes straight to the form (the collection one asks for a sub-type).
  const init = await page.request.get('/throughout/user-problem/problem-init', {
    params: { ...LAUNCH, sessionId: session, orderId: '10482', language: '2' },
  });
  const payments = ((await init.json()) as { data: { problemType: { title: string }[] } }).data.problemType[1]?.title ?? '';
  await tabTo(page, page.getByRole('button', { name: payments }));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/complainPageNext');
  await expectMovedTo(page, complaint('formTitle'));
  await expect(page.getByText(payments)).toBeVisible();

  await tabTo(page, page.getByLabel(complaint('detailLabel')));
  await page.keyboard.type(words);
  await tabTo(page, page.getByRole('button', { name: complaint('send') }));
  await page.keyboard.press('Enter');
  // The success dialog is heard by its name; after 1.5 s it leaves for the entry, a move.
  await expectDialog(page, complaint('successTitle'));
  await page.waitForURL((url) => url.pathname === '/complaint');
  await expectMovedTo(page, complaint('entryTitle'));

  await tabTo(page, page.getByRole('link', { name: complaint('myComplaints') }));
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/complaintList');
  await expectMovedTo(page, complaint('listTitle'));

  const filed = page.getByRole('tabpanel').getByRole('link').filter({ hasText: words });
  await tabTo(page, filed);
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname === '/complainDetails');
  await expectMovedTo(page, complaint('detailTitle'));
  await expect(page.getByLabel(complaint('content'))).toHaveValue(words);

  // Back is a move too: the list's heading.
  await page.goBack();
  await expectMovedTo(page, complaint('listTitle'));
});

test("the promotion page's registration: the agreement and back, the codes, the download page", async ({ page, request }) => {
  const phone = randomPhone();
  const sid = await openRegister(page);
  const form = page.locator('form');

  await tabTo(page, page.getByLabel(promotion.mobileLabel));
  await page.keyboard.type(phone);
  // The agreement (a hash route) and back: each is a move, and the form is as it was typed.
  await tabTo(page, page.getByRole('link', { name: promotion.agreementLink }));
  await page.keyboard.press('Enter');
  await expectMovedTo(page, promotion.agreementLink);
  await tabTo(page, page.getByRole('button', { name: promotion.back }));
  await page.keyboard.press('Enter');
  // The campaign's own title heads the form.
  await expectMovedTo(page);
  await expect(page.getByLabel(promotion.mobileLabel)).toHaveValue(phone);

  await tabTo(page, page.getByLabel(promotion.captchaLabel, { exact: true }));
  await page.keyboard.type(await outboxCode(request, sid, 'captcha'));
  await tabTo(page, form.getByRole('button', { name: promotion.sendCode }));
  await page.keyboard.press('Enter');
  await expect(toast(page, promotion['promotion.smsSent'])).toBeVisible();

  await tabTo(page, page.getByLabel(promotion.smsLabel));
  await page.keyboard.type(await outboxCode(request, sid, 'sms', phone));
  await tabTo(page, form.getByRole('button', { name: promotion.register }));
  await page.keyboard.press('Enter');
  await expect(toast(page, promotion['promotion.registerSuccess'])).toBeVisible();
  await expect(page).toHaveURL(/#\/downloadTemplate\?/);
  await expectMovedTo(page, /^Descargue /);
});
