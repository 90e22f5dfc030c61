/** Legacy payment: card → commit → SMS step with the code from the outbox → borrow detail (legacy.spec.ts). */
import { legacyText } from '../../../app/src/features/legacy-payment/legacy-text';
import type { Language } from '../../../app/src/shared/i18n/language';
import { legacyUrl } from '../../support/legacy';
import { literal } from '../../support/text';
import { outboxCode } from '../support/api';
import type { WebKitPage } from '../support/browser';

export async function legacyPaymentWithSms(page: WebKitPage, language: Language): Promise<void> {
  const text = legacyText[language];
  const session = `webkit-legacy-${language}-${Date.now()}`;
  await page.goto(legacyUrl(session, language));
  await page.find('h1', text.cardsTitle);
  await page.click('input[type="radio"]', /招商银行/);
  await page.click('button', text.commit);
  await page.waitForPath('/legacy-repay/sms');
  await page.find('h1', text.smsTitle);
  await page.fill(text.smsLabel, await outboxCode(page.baseURL, session, 'legacy-sms'));
  await page.click('button', text.confirm);
  await page.waitForPath('/legacy-repay/borrow-detail');
  await page.find('h1', text.detailTitle);
  await page.find('dd', literal(text.statusPaid));
  await page.find('dd', /^rr-\d+$/);
}
