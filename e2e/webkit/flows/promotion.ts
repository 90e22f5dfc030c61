/** Promotion registration with the captcha answer and SMS code from /__mock/outbox (promotion.spec.ts). */
import { expect } from 'vitest';
import { es } from '../../../app/src/promotion/i18n/messages-es';
import { CAMPAIGN, promotionUrl, randomPhone } from '../../support/promotion';
import { literal } from '../../support/text';
import { outboxCode } from '../support/api';
import type { WebKitPage } from '../support/browser';

export async function promotionRegistration(page: WebKitPage): Promise<void> {
  const phone = randomPhone();
  await page.goto(promotionUrl());
  await page.find('h1');
  // The captcha image is fetched for the page's sid: the outbox files its answer under that sid.
  const captcha = await page.find('img[src*="get-captcha"]');
  const sid = new URL(String(await captcha.getAttribute('src')), page.baseURL).searchParams.get('sid') ?? '';
  expect(sid).not.toBe('');

  await page.fill(es.mobileLabel, phone);
  await page.fill(es.captchaLabel, await outboxCode(page.baseURL, sid, 'captcha'));
  await page.click('button', es.sendCode);
  await page.find('[role="status"]', literal(es['promotion.smsSent']));
  await page.fill(es.smsLabel, await page.waitFor('the SMS code in the outbox', () => outboxCode(page.baseURL, sid, 'sms', phone)));
  await page.click('button', es.register);
  await page.find('[role="status"]', literal(es['promotion.registerSuccess']));

  // #/downloadTemplate with app_from, user_from, utm_tag, id and links_id, nothing lost.
  const url = await page.waitFor('the download page', async () => {
    const current = await page.url();
    return current.hash.startsWith('#/downloadTemplate?') ? current : undefined;
  });
  expect(Object.fromEntries(new URLSearchParams(url.hash.split('?')[1]))).toEqual({
    app_from: CAMPAIGN.app_from,
    user_from: CAMPAIGN.user_from,
    utm_tag: CAMPAIGN.utm_tag,
    id: CAMPAIGN.id,
    links_id: CAMPAIGN.links_id,
  });
  await page.find('h1', /Crédito Ágil/);
}
