/**
 * The phone's back on every dialog (docs/decisions.md "Back closes dialogs"): back closes the
 * dialog and the borrower stays on the page with what they had; a second back leaves the page
 * as if the dialog had never opened. Closing a dialog by its own button, Escape or its timer
 * leaves no entry behind either. Each page is opened after `/__mock`, the entry back leads to.
 */
import { expect as baseExpect, test, type Locator, type Page } from '@playwright/test';
import { channelTexts } from '../app/src/features/repayment-channels/channel-texts';
import { complaintMessages } from '../app/src/features/complaint/complaint-messages';
import { loanDetailMessages } from '../app/src/screens/loan-detail/loan-detail-messages';
import { commonMessages } from '../app/src/shared/i18n/common-messages';
import { messagesOf } from '../app/src/shared/i18n/messages';
import { complaintUrl } from './support/complaint';
import { loanUrl } from './support/loan';
import { repayUrl } from './support/repay';
import { literal } from './support/text';

const expect = baseExpect.configure({ timeout: 10_000 });
const t = messagesOf(commonMessages, 'es');
const ct = messagesOf(complaintMessages, 'es');
const FORM = '/complainPageNext?problemType=2&problemSonType=0&orderNo=MX202611220001';

/** Opens `url` with `/__mock` as the entry before it. */
async function openAfterConsole(page: Page, url: string): Promise<void> {
  await page.goto('/__mock');
  await page.goto(url);
}

/** Back closes `dialog` and stays on the page (`path`), showing `still`; a second back leaves to `/__mock`. */
async function backClosesThenLeaves(page: Page, dialog: Locator, path: string, still: Locator): Promise<void> {
  await page.goBack();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toBe(path);
  await expect(still).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(/\/__mock$/);
}

/** A dialog closed by its own means leaves nothing: one back leaves the page. */
async function backLeaves(page: Page): Promise<void> {
  await page.goBack();
  await expect(page).toHaveURL(/\/__mock$/);
}

test('repayment: the barcode dialog; back closes it, a closed one leaves no entry, a link opened afresh shows no dialog', async ({
  page,
  context,
}) => {
  await openAfterConsole(page, repayUrl('/repay', 'es'));
  const show = page
    .getByRole('button', { name: new RegExp(`^${literal(channelTexts.es.showBarcode).source.replace('\\{code\\}', '.+')}$`) })
    .first();
  const channels = page.getByRole('heading', { level: 2, name: channelTexts.es.channels });
  const dialog = page.getByRole('dialog', { name: t('ui.scanToPay') });
  await show.click();
  await expect(dialog).toBeVisible();
  // The same address in a new page: no dialog opens by itself.
  const fresh = await context.newPage();
  await fresh.goto(page.url());
  await expect(fresh.getByRole('heading', { level: 2, name: channelTexts.es.channels })).toBeVisible();
  await expect(fresh.getByRole('dialog')).toHaveCount(0);
  await fresh.close();
  await backClosesThenLeaves(page, dialog, '/repay', channels);

  await page.goForward();
  await show.click();
  await dialog.getByRole('button', { name: t('common.close') }).click();
  await expect(dialog).toBeHidden();
  await backLeaves(page);
});

test('complaint entry: the order picker; back closes it, Escape leaves no entry', async ({ page }) => {
  await openAfterConsole(page, complaintUrl('/complaint', 'es', `e2e-back-entry-${Date.now()}`));
  const all = page.getByRole('button', { name: ct('allOrdersLabel') });
  const dialog = page.getByRole('dialog', { name: ct('pickOrderTitle') });
  await all.click();
  await expect(dialog).toBeVisible();
  await backClosesThenLeaves(page, dialog, '/complaint', all);

  await page.goForward();
  await all.click();
  // Escape is heard once the dialog is open: pressed before, it would close nothing.
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await backLeaves(page);
});

test('complaint detail: the score offered by itself and the image viewer; back closes each', async ({ page }) => {
  const url = complaintUrl('/complainDetails?problemId=5001', 'es', `e2e-back-detail-${Date.now()}`, {
    scenario: 'complaint-detail-score',
  });
  const score = page.getByRole('dialog', { name: ct('scoreTitle') });
  const viewer = page.getByRole('dialog', { name: ct('imageAlt', { number: 1 }) });
  const thumb = page.getByRole('button', { name: ct('viewImage', { number: 1 }) });

  // Offered 3 s after the detail loaded: back closes it and it is not offered again.
  await openAfterConsole(page, url);
  await expect(score).toBeVisible();
  await page.goBack();
  await expect(score).toBeHidden();
  await expect(thumb).toBeVisible();
  // The viewer, opened after: back closes it, the next back leaves.
  await thumb.click();
  await expect(viewer).toBeVisible();
  await backClosesThenLeaves(page, viewer, '/complainDetails', thumb);
});

test('complaint form: back closes the success dialog and the form starts anew; its timer leaves as before, with no entry left', async ({
  page,
}) => {
  const session = `e2e-back-form-${Date.now()}`;
  const dialog = page.getByRole('dialog', { name: ct('successTitle') });
  const text = page.getByLabel(ct('detailLabel'));
  await openAfterConsole(page, complaintUrl(FORM, 'es', session));
  await text.fill('Me cobraron dos veces');
  await page.getByRole('button', { name: ct('send') }).click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  expect(new URL(page.url()).pathname).toBe('/complainPageNext');
  // Sent: the borrower stays on the form, empty for another complaint, and nothing leaves it.
  await expect(text).toHaveValue('');
  await expect(page.getByRole('button', { name: ct('send') })).toBeVisible();

  // Sent again, left to its timer: the entry page takes the form's place, back leads where the form came from.
  await text.fill('Y el pago no aparece');
  await page.getByRole('button', { name: ct('send') }).click();
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/complaint(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: ct('entryTitle') })).toBeVisible();
  await backLeaves(page);
});

test('loan details: the rating offered on load; back closes it and stays, the next back leaves', async ({ page }) => {
  const text = loanDetailMessages.es;
  await openAfterConsole(page, loanUrl('/loan-detail', 'es'));
  const rating = page.getByRole('dialog', { name: text.ratingTitle });
  await expect(rating).toBeVisible();
  await backClosesThenLeaves(page, rating, '/loan-detail', page.getByRole('heading', { level: 1, name: text.title }));
});
