import { expect, test } from '@playwright/test';
import { es } from '../app/src/promotion/i18n/messages-es';
import { expectNoA11yViolations } from './support/axe';
import { outboxCode as outbox } from './support/outbox';
import { CAMPAIGN, openRegister, randomPhone } from './support/promotion';
import { toast } from './support/text';

/**
 * The promotion page (/promotion/) against the mock server: a full registration with the
 * captcha answer and the SMS code read from /__mock/outbox, the download page with every
 * campaign parameter kept, then the same phone again on the 'already registered' path.
 * A random phone per run, so a reused server (its registered phones) never fails a rerun.
 */

test('the first script draws the banner before the entry is asked for; the template is asked once', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await openRegister(page);
  const banner = page.locator('header img');
  await expect(banner).toBeVisible();
  // React's banner, the one the first script drew before it: the same image.
  expect(await banner.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const drawn = asked.findIndex((path) => path.startsWith('/__mock/media/'));
  const entry = asked.findIndex((path) => /^\/assets\/promotion-[\w-]+\.js$/.test(path));
  expect(asked.indexOf('/promotion/landing.js')).toBeGreaterThan(-1);
  expect(drawn).toBeGreaterThan(-1);
  expect(entry).toBeGreaterThan(drawn);
  expect(asked.filter((path) => path.endsWith('/channel-template'))).toHaveLength(1);
  expect(asked.filter((path) => path === '/config.json')).toHaveLength(1);
  // The app's form, not the frame's held one.
  await expect(page.locator('form')).not.toHaveAttribute('inert');
});

test('registers a new phone end to end, then the same phone is already registered', async ({ page, request }) => {
  const phone = randomPhone();
  const bridgeLines: string[] = [];
  page.on('console', (line) => {
    if (line.text().startsWith('[bridge]')) bridgeLines.push(line.text());
  });
  const visits: URL[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/track-visit')) visits.push(new URL(r.url()));
  });

  const sid = await openRegister(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoA11yViolations(page);

  await page.getByLabel(es.mobileLabel).fill(phone);
  await page.getByLabel(es.captchaLabel, { exact: true }).fill(await outbox(request, sid, 'captcha'));
  await page.getByRole('button', { name: es.sendCode }).click();
  await expect(toast(page, es['promotion.smsSent'])).toBeVisible();
  await expect(page.getByRole('button', { name: /\(60 s\)|\(59 s\)/ })).toBeVisible();

  await page.getByLabel(es.smsLabel).fill(await outbox(request, sid, 'sms', phone));
  await page.getByRole('button', { name: es.register }).click();
  await expect(toast(page, es['promotion.registerSuccess'])).toBeVisible();

  // #/downloadTemplate with app_from, user_from, utm_tag, id and links_id, nothing lost.
  await expect(page).toHaveURL(/#\/downloadTemplate\?/);
  const query = new URLSearchParams(new URL(page.url()).hash.split('?')[1]);
  expect(Object.fromEntries(query)).toEqual({
    app_from: CAMPAIGN.app_from,
    user_from: CAMPAIGN.user_from,
    utm_tag: CAMPAIGN.utm_tag,
    id: CAMPAIGN.id,
    links_id: CAMPAIGN.links_id,
  });
  await expect(page.getByRole('heading', { level: 1, name: /Crédito Ágil/ })).toBeVisible();
  await expect(page.getByRole('link', { name: es.downloadButton })).toHaveAttribute('href', /^https:\/\//);
  await expectNoA11yViolations(page);
  // UC present: the completion event went to the native tracking point.
  expect(bridgeLines.some((line) => line.includes('confirmTrackingPoint') && line.includes(CAMPAIGN.UC))).toBe(true);
  // One visit tracked, as the register page (page_type=1).
  expect(visits).toHaveLength(1);
  expect(Object.fromEntries(visits[0]?.searchParams ?? [])).toMatchObject({
    page_id: CAMPAIGN.id,
    page_type: '1',
    user_from: CAMPAIGN.user_from,
    utm_tag: CAMPAIGN.utm_tag,
    app_from: CAMPAIGN.app_from,
  });

  // The same phone again: get-sms answers 11, the page says so and goes to the download page.
  // A new page load, as a visitor coming back from the ad.
  const second = page;
  const secondSid = await openRegister(second);
  await second.getByLabel(es.mobileLabel).fill(phone);
  await second.getByLabel(es.captchaLabel, { exact: true }).fill(await outbox(request, secondSid, 'captcha'));
  await second.getByRole('button', { name: es.sendCode }).click();
  await expect(toast(second, es['promotion.registered'])).toBeVisible();
  await expect(second).toHaveURL(/#\/downloadTemplate\?.*links_id=7/);
});

test('the agreement link keeps the campaign, and back finds the form as it was typed', async ({ page }) => {
  await openRegister(page);
  await page.getByLabel(es.mobileLabel).fill('13800138000');
  await page.getByRole('link', { name: es.agreementLink }).click();
  await expect(page).toHaveURL(/#\/agreementTemplate\?app_from=creditoagil&user_from=e2e&utm_tag=e2e-run&id=12&links_id=7$/);
  await expect(page.getByRole('heading', { level: 1, name: es.agreementLink })).toBeVisible();
  await expectNoA11yViolations(page);
  await page.getByRole('button', { name: es.back }).click();
  await expect(page.getByLabel(es.mobileLabel)).toHaveValue('13800138000');
});

test('the form works at 320 px with the right keyboards', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  await openRegister(page);
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(320);
  await expect(page.getByLabel(es.mobileLabel)).toHaveAttribute('type', 'tel');
  await expect(page.getByLabel(es.smsLabel)).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page.getByLabel(es.smsLabel)).toHaveAttribute('inputmode', 'numeric');
  await page.getByRole('button', { name: es.register }).click();
  await expect(toast(page, es['promotion.mobileInvalid'])).toBeVisible();
});
