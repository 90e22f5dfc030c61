/** Loan details → repay → a channel → /carpmm, as repay.spec.ts's loan-details test walks it. */
import { expect } from 'vitest';
import { loanDetailMessages } from '../../../app/src/screens/loan-detail/loan-detail-messages';
import { instructionTexts } from '../../../app/src/screens/repayment-instruction/repayment-instruction-texts';
import type { Language } from '../../../app/src/shared/i18n/language';
import { channelsOf, money, ORDER, repayParams, repayUrl } from '../../support/repay';
import { apiData } from '../support/api';
import type { WebKitPage } from '../support/browser';

export async function loanDetailsToInstruction(page: WebKitPage, language: Language): Promise<void> {
  const text = loanDetailMessages[language];
  const full = await apiData(page.baseURL, '/throughout/v3/installment/loan-play-detail', repayParams(language));
  const channel = channelsOf(full).find((c) => c.vCode);
  if (!channel) throw new Error('the mock answers no channel with a voucher');
  const minor = Number(full.repayAmount);

  await page.goto(repayUrl('/loan-detail', language, 'order-174-extendable'));
  // isScore 1 offers the rating first: dismiss it.
  const rating = '[role="dialog"], dialog';
  await page.find(rating, text.ratingTitle);
  await page.pressEscape();
  await page.gone(rating, text.ratingTitle);
  await page.click('button', text.repay);
  await page.waitForPath('/repay');

  await page.find('[data-testid="repay-amount"]', money(minor, language));
  await page.click(`a[data-pay-code="${channel.payCode}"]`);
  const url = await page.waitForPath('/carpmm');
  expect(Object.fromEntries(url.searchParams)).toEqual({ requestType: '1', amount: String(minor), payCode: channel.payCode, ...ORDER });
  await page.find('h1', instructionTexts[language].title);
  await page.find('[data-testid="instruction-amount"]', money(minor, language));
  await page.find('[data-testid="instruction-voucher"]', channel.vCode);
  // The voucher's QR code is a real image the browser decoded.
  const qr = await page.find('img', instructionTexts[language].codeImage.replace('{code}', channel.vCode));
  await page.waitFor('the QR image to load', () => page.evaluate<boolean>('return arguments[0].naturalWidth > 0', qr));
}
