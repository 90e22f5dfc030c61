import { expect as baseExpect, test, type APIRequestContext, type Page } from '@playwright/test';
import { channelTexts } from '../app/src/features/repayment-channels/channel-texts';
import { repayExtensionTexts } from '../app/src/screens/repay-extension/repay-extension-texts';
import { repayTexts } from '../app/src/screens/repay/repay-texts';
import { instructionTexts } from '../app/src/screens/repayment-instruction/repayment-instruction-texts';
import { loanDetailMessages } from '../app/src/screens/loan-detail/loan-detail-messages';
import type { Language } from '../app/src/shared/i18n/language';
import { commonMessages } from '../app/src/shared/i18n/common-messages';
import { messagesOf } from '../app/src/shared/i18n/messages';
import { expectNoA11yViolations } from './support/axe';
import { LANGUAGES, apiGet } from './support/launch';
import { channelsOf, money, ORDER, repayParams, repayUrl as pageUrl, type Channel } from './support/repay';
import { customerServiceMessages } from '../app/src/screens/customer-service/customer-service-messages';

/**
 * Repayment as a borrower goes through it: /repay (or /repay-extension) opened with the launch
 * query, a channel, then its instruction at /carpmm with the same amount and the channel's
 * voucher; and the same from loan details (status 174 with extension), as the borrower starts.
 */

// Two cores shared by many processes in CI: a lazy chunk plus an API call can take seconds.
const expect = baseExpect.configure({ timeout: 15_000 });
test.describe.configure({ timeout: 90_000 });

async function served(request: APIRequestContext, path: string, language: Language, scenario = 'default') {
  const { body } = await apiGet(request, path, repayParams(language), scenario);
  const data = body.data ?? {};
  return { data, channels: channelsOf(data) };
}

async function imageLoaded(page: Page, selector: string): Promise<void> {
  await expect
    .poll(() =>
      page
        .locator(selector)
        .first()
        .evaluate((img) => (img as HTMLImageElement).naturalWidth),
    )
    .toBeGreaterThan(0);
}

/** The channel's link → /carpmm: the query, the same amount, the voucher and its scannable QR. */
async function openInstruction(page: Page, language: Language, channel: Channel, requestType: '1' | '2', minor: number): Promise<void> {
  const amountText = money(minor, language);
  await expect(page.getByTestId('repay-amount')).toHaveText(amountText);
  await page.locator(`a[data-pay-code="${channel.payCode}"]`).click();
  await expect(page).toHaveURL(/\/carpmm\?/);
  const query = Object.fromEntries(new URL(page.url()).searchParams);
  expect(query).toEqual({ requestType, amount: String(minor), payCode: channel.payCode, ...ORDER });
  await expect(page.getByRole('heading', { level: 1, name: instructionTexts[language].title })).toBeVisible();
  await expect(page.getByTestId('instruction-amount')).toHaveText(amountText);
  await expect(page.getByTestId('instruction-voucher')).toHaveText(channel.vCode);
  const qrName = instructionTexts[language].codeImage.replace('{code}', channel.vCode);
  await imageLoaded(page, `img[alt="${qrName}"]`);
  await expectNoA11yViolations(page);
}

for (const language of LANGUAGES) {
  test.describe(`repayment in ${language}`, () => {
    test('full repayment → a channel → /carpmm with requestType=1, the same amount and the voucher', async ({ page, request }) => {
      const { data, channels } = await served(request, '/throughout/v3/installment/loan-play-detail', language);
      const channel = channels.find((c) => c.vCode) as Channel;
      await page.goto(pageUrl('/repay', language));
      await expect(page.getByRole('heading', { level: 1, name: repayTexts[language].title })).toBeVisible();
      await expect(page.getByRole('button', { name: messagesOf(commonMessages, language)('common.more') })).toBeVisible();
      await expectNoA11yViolations(page);
      await page.screenshot({ path: `test-results/screens/repay-${language}.png` });
      await openInstruction(page, language, channel, '1', Number(data.repayAmount));
      await page.screenshot({ path: `test-results/screens/carpmm-${language}.png`, fullPage: true });
    });

    test('extension → a channel → /carpmm with requestType=2 and the extension amount', async ({ page, request }) => {
      const { data, channels } = await served(request, '/throughout/v3/installment/loan-play-delay-detail', language);
      const channel = channels.find((c) => c.vCode) as Channel;
      const delay = data.delayInfo as { delayAmount: number };
      await page.goto(pageUrl('/repay-extension', language));
      await expect(page.getByRole('heading', { level: 1, name: repayExtensionTexts[language].title })).toBeVisible();
      await expectNoA11yViolations(page);
      await page.screenshot({ path: `test-results/screens/repay-extension-${language}.png` });
      await openInstruction(page, language, channel, '2', delay.delayAmount);
    });
  });
}

for (const language of LANGUAGES) {
  test(`loan details → repay and → extension → a channel → /carpmm with the page's amount (${language})`, async ({ page, request }) => {
    const text = loanDetailMessages[language];
    const full = await served(request, '/throughout/v3/installment/loan-play-detail', language);
    const extension = await served(request, '/throughout/v3/installment/loan-play-delay-detail', language);
    const openDetails = async () => {
      await page.goto(pageUrl('/loan-detail', language, 'order-174-extendable'));
      // isScore 1 offers the rating first: dismiss it.
      const rating = page.getByRole('dialog', { name: text.ratingTitle });
      await expect(rating).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(rating).toBeHidden();
    };

    await openDetails();
    await page.getByRole('button', { name: text.repay, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/repay');
    await openInstruction(page, language, full.channels.find((c) => c.vCode) as Channel, '1', Number(full.data.repayAmount));

    await openDetails();
    await page.getByRole('button', { name: text.extension }).click();
    const reminder = page.getByRole('dialog', { name: text.reminderTitle });
    await reminder.getByRole('button', { name: text.reminderConfirm, exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/repay-extension');
    const delay = extension.data.delayInfo as { delayAmount: number };
    await openInstruction(page, language, extension.channels.find((c) => c.vCode) as Channel, '2', delay.delayAmount);
  });
}

test('the barcode opens a scannable image without leaving the page; copy says copied', async ({ page, request, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { channels } = await served(request, '/throughout/v3/installment/loan-play-detail', 'es');
  const channel = channels.find((c) => c.BARcodeImg) as Channel;
  await page.goto(pageUrl('/repay', 'es'));
  await page.getByRole('button', { name: channelTexts.es.copyVoucher.replace('{code}', channel.vCode) }).click();
  await expect(page.getByText(messagesOf(commonMessages, 'es')('common.copied'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(channel.vCode);
  await page.getByRole('button', { name: channelTexts.es.showBarcode.replace('{code}', channel.vCode) }).click();
  const dialog = page.getByRole('dialog', { name: messagesOf(commonMessages, 'es')('ui.scanToPay') });
  await expect(dialog).toBeVisible();
  await imageLoaded(page, '[role="dialog"] img');
  await expect(page).toHaveURL(/\/repay\?/);
  await expectNoA11yViolations(page);
  await dialog.getByRole('button', { name: messagesOf(commonMessages, 'es')('common.close') }).click();
  await expect(dialog).toBeHidden();
});

test('the floating customer-service button is dragged (no navigation), then tapped → /Dag', async ({ page }) => {
  await page.goto(pageUrl('/repay-extension', 'en'));
  const button = page.getByRole('button', { name: messagesOf(commonMessages, 'en')('ui.customerService') });
  const start = await button.boundingBox();
  if (!start) throw new Error('no floating button');
  await page.mouse.move(start.x + 20, start.y + 20);
  await page.mouse.down();
  await page.mouse.move(start.x - 100, start.y - 4000, { steps: 5 });
  await page.mouse.up();
  const moved = await button.boundingBox();
  expect(moved?.y).toBeGreaterThanOrEqual(0);
  expect(moved?.y ?? 0).toBeLessThan(start.y - 100);
  await expect(page).toHaveURL(/\/repay-extension\?/);
  await button.click();
  await expect(page).toHaveURL(/\/Dag$/);
  await expect(page.getByRole('heading', { level: 1, name: messagesOf(customerServiceMessages, 'en')('title') })).toBeVisible();
});

test('a large amount is grouped with dots on /repay and on /carpmm (repay-long-details)', async ({ page, request }) => {
  const { data, channels } = await served(request, '/throughout/v3/installment/loan-play-detail', 'es', 'repay-long-details');
  await page.goto(pageUrl('/repay', 'es', 'repay-long-details'));
  await expect(page.getByTestId('repay-amount')).toHaveText('$13.779,20');
  await openInstruction(page, 'es', channels[0] as Channel, '1', Number(data.repayAmount));
});

test('no channel at all is said on the page (repay-no-channels)', async ({ page }) => {
  await page.goto(pageUrl('/repay', 'en', 'repay-no-channels'));
  await expect(page.getByText(channelTexts.en.noChannels)).toBeVisible();
  await expectNoA11yViolations(page);
});

test('a /carpmm link without an amount says so and calls no server', async ({ page }) => {
  const calls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('generate-vcode')) calls.push(r.url());
  });
  await page.goto(pageUrl('/carpmm', 'es').replace('?', '?payCode=OXXO&'));
  await expect(page.getByRole('alert')).toHaveText(instructionTexts.es.badAmount);
  expect(calls).toEqual([]);
});

for (const width of [320, 430]) {
  test(`the repayment pages fit ${width} px without sideways scrolling`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/repay', '/repay-extension', `/carpmm?amount=345000&payCode=OXXO&requestType=1`]) {
      const [route, extra] = path.split('?');
      await page.goto(`${pageUrl(route ?? path, 'es')}${extra ? `&${extra}` : ''}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
}
