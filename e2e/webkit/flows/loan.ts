/** Loan confirm → submit → loan details, as loan.spec.ts's first test walks it. */
import { expect } from 'vitest';
import { loanConfirmMessages } from '../../../app/src/screens/loan-confirm/loan-confirm-messages';
import { loanDetailMessages } from '../../../app/src/screens/loan-detail/loan-detail-messages';
import type { Language } from '../../../app/src/shared/i18n/language';
import { languageFlag } from '../../support/launch';
import { LOAN_LAUNCH, loanUrl } from '../../support/loan';
import { apiData } from '../support/api';
import type { WebKitPage } from '../support/browser';

const DIALOG = '[role="dialog"], dialog';

export async function loanConfirmThenSubmit(page: WebKitPage, language: Language): Promise<void> {
  const confirmText = loanConfirmMessages[language];
  const detailText = loanDetailMessages[language];
  const details = await apiData(page.baseURL, '/throughout/v3/loan-details/loan-details', {
    ...LOAN_LAUNCH,
    language: languageFlag(language),
  });

  await page.goto(loanUrl('/loan-confirm', language));
  await page.find('h1', confirmText.title);
  expect(await (await page.find('input[type="checkbox"]')).isSelected()).toBe(true);
  await page.click('button', confirmText.submit);

  // History replace onto loan details, the launch query kept, from=confirm added.
  const url = await page.waitForPath('/loan-detail');
  expect(url.searchParams.get('from')).toBe('confirm');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ ...LOAN_LAUNCH, language: languageFlag(language) });
  await page.find('h2', String(details.noticeStatusText));
  // The default order has isScore 1: its rating modal opens; Escape closes it.
  await page.find(DIALOG, detailText.ratingTitle);
  await page.pressEscape();
  await page.gone(DIALOG, detailText.ratingTitle);
}
