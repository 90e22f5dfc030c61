import { expect as baseExpect, test, type Page } from '@playwright/test';
import { loanAgreementMessages } from '../app/src/screens/loan-agreement/loan-agreement-messages';
import { loanConfirmMessages } from '../app/src/screens/loan-confirm/loan-confirm-messages';
import { loanDetailMessages } from '../app/src/screens/loan-detail/loan-detail-messages';
import { periodAgreementEn } from '../app/src/screens/period-agreement/period-agreement-en';
import { periodAgreementEs } from '../app/src/screens/period-agreement/period-agreement-es';
import type { Language } from '../app/src/shared/i18n/language';
import { commonMessages } from '../app/src/shared/i18n/common-messages';
import { messagesOf } from '../app/src/shared/i18n/messages';
import { expectNoA11yViolations } from './support/axe';
import { apiGet, LANGUAGES, languageFlag } from './support/launch';
import { LOAN_LAUNCH, loanUrl } from './support/loan';

/**
 * The loan screens against the mock server serving app/dist: confirm → submit → loan details,
 * the extension reminder's two answers, the rating, the agreement's fields, /agony; both
 * languages, axe, and no horizontal overflow from 320 to 430 px.
 *
 * The launch parameters are the mock's own order (productId 3, orderId 10482), as the QA links
 * of /__mock give them: loan-details takes numeric ids.
 */
// These flows cross several screens and real timers (the 5.5 s reload): generous limits, so a
// busy 2-core machine does not fail them; a broken rule still fails at once on its assertion.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

/** Records the `[bridge] <action> <arg>` lines the bundle logs in a plain browser. */
function bridgeLog(page: Page): string[] {
  const lines: string[] = [];
  page.on('console', (message) => {
    if (message.text().startsWith('[bridge]')) lines.push(message.text().trim());
  });
  return lines;
}

/** The launch query (and language) is in `url`. */
function expectLaunchQuery(url: URL, language: Language): void {
  expect(Object.fromEntries(url.searchParams)).toMatchObject({ ...LOAN_LAUNCH, language: languageFlag(language) });
}

async function loanStatus(page: Page, language: Language, scenario: string): Promise<string> {
  const { body } = await apiGet(
    page.request,
    '/throughout/v3/loan-details/loan-details',
    {
      ...LOAN_LAUNCH,
      language: languageFlag(language),
    },
    scenario,
  );
  return String(body.data?.noticeStatusText ?? '');
}

for (const language of LANGUAGES) {
  const confirmText = loanConfirmMessages[language];
  const detailText = loanDetailMessages[language];

  test.describe(`loan screens in ${language}`, () => {
    test('confirm → submit → loan details with from=confirm, replacing the confirm page', async ({ page }) => {
      const bridge = bridgeLog(page);
      await page.goto('/__mock');
      await page.goto(loanUrl('/loan-confirm', language));
      await expect(page.getByRole('heading', { level: 1, name: confirmText.title })).toBeVisible();
      await expect(page.getByRole('checkbox')).toBeChecked();
      await expectNoA11yViolations(page);
      const push = page.waitForRequest((request) => request.url().includes('/loan-detail-push'));
      await page.getByRole('button', { name: confirmText.submit }).click();
      const pushed = await push;
      expect(Object.fromEntries(new URLSearchParams(pushed.postData() ?? ''))).toEqual({
        amount: '300000',
        periods: '15',
        termUnit: '1',
        productId: '3',
      });
      await page.waitForURL((url) => url.pathname === '/loan-detail');
      const url = new URL(page.url());
      expect(url.searchParams.get('from')).toBe('confirm');
      expectLaunchQuery(url, language);
      await expect(page.getByRole('heading', { level: 2, name: await loanStatus(page, language, 'default') })).toBeVisible();
      expect(bridge).toContain('[bridge] confirmTrackingPoint 3');
      // The default order has isScore 1: its rating modal opens; Escape closes it.
      const rating = page.getByRole('dialog', { name: detailText.ratingTitle });
      await expect(rating).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(rating).toBeHidden();
      // History replace: back leaves the confirmed offer behind (the entry before it is /__mock).
      await page.goBack();
      await expect(page).toHaveURL(/\/__mock/);
    });

    test('174-extendable: back closes the rating; the reminder leads to /repay-extension and /repay', async ({ page }) => {
      await page.goto(loanUrl('/loan-detail', language, 'order-174-extendable'));
      const rating = page.getByRole('dialog', { name: detailText.ratingTitle });
      await expect(rating).toBeVisible();
      await expectNoA11yViolations(page);
      await page.goBack();
      await expect(rating).toBeHidden();
      await expect(page).toHaveURL(/\/loan-detail\?/);
      // Back on loan details, the screen may offer the rating again, at once or once its answer
      // is in (it depends on how the target screen left the history entry): whenever it shows
      // before an action or a waiting assertion, Escape closes it. A look at one moment raced it.
      await page.addLocatorHandler(rating, async () => {
        await page.keyboard.press('Escape');
      });

      for (const [answer, path] of [
        [detailText.reminderConfirm, '/repay-extension'],
        [detailText.reminderNoNeed, '/repay'],
      ] as const) {
        await page.getByRole('button', { name: detailText.extension }).click();
        const reminder = page.getByRole('dialog', { name: detailText.reminderTitle });
        await expect(reminder).toBeVisible();
        await expectNoA11yViolations(page);
        await reminder.getByRole('button', { name: answer, exact: true }).click();
        await page.waitForURL((url) => url.pathname === path);
        expectLaunchQuery(new URL(page.url()), language);
        await page.goBack();
        await expect(page).toHaveURL(/\/loan-detail\?/);
        await expect(reminder).toBeHidden();
        await expect(page.getByRole('button', { name: detailText.extension })).toBeVisible();
      }
    });

    test('rating 5 sends google-score and calls the bridge to rate the app', async ({ page }) => {
      const bridge = bridgeLog(page);
      await page.goto(loanUrl('/loan-detail', language, 'order-200'));
      const rating = page.getByRole('dialog', { name: detailText.ratingTitle });
      await rating.getByRole('button', { name: detailText.ratingSend }).click();
      await expect(rating.getByRole('alert')).toHaveText('Seleccione una calificación');
      await rating.getByRole('radio', { name: messagesOf(commonMessages, language)('ui.starLabel', { count: 5 }) }).click();
      const score = page.waitForRequest((request) => request.url().includes('/google-score'));
      await rating.getByRole('button', { name: detailText.ratingSend }).click();
      expect((await score).postData()).toBe('score=5');
      await expect.poll(() => bridge).toContain('[bridge] goRateApp');
      await expect(rating).toBeHidden();
      await expect(page.getByRole('button', { name: detailText.borrowAgain })).toBeVisible();
      await expect(page.getByRole('button', { name: detailText.repay })).toHaveCount(0);
    });

    test('the agreement shows all fourteen fields', async ({ page }) => {
      await page.goto(loanUrl('/loan-agreement', language, 'default', { orderNo: 'MX202611220001' }));
      const fields = Object.entries(loanAgreementMessages[language])
        .filter(([key]) => key.startsWith('field.'))
        .map(([, label]) => label);
      await expect(page.locator('dt')).toHaveText(fields);
      await expect(page.locator('dd')).toHaveCount(14);
      await expect(page.locator('dd').nth(2)).toHaveText(language === 'en' ? '₹3.000,00' : '$3.000,00');
      await expectNoA11yViolations(page);
    });

    test('/agony shows the period agreement with the constants of the specification', async ({ page }) => {
      const text = language === 'en' ? periodAgreementEn : periodAgreementEs;
      await page.goto(loanUrl('/agony', language));
      await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(text.sections.map((section) => section.heading));
      for (const value of ['3%', '18%', '0.0065%', '16%']) await expect(page.getByText(value).first()).toBeVisible();
      await expectNoA11yViolations(page);
    });
  });
}

test('confirm-popup: the waiting modal closes when the reload with isType=1 says 0', async ({ page }) => {
  const reload = page.waitForRequest((request) => request.url().includes('isType=1'), { timeout: 60_000 });
  await page.goto(loanUrl('/loan-confirm', 'es', 'confirm-popup'));
  const waiting = page.getByRole('dialog', { name: loanConfirmMessages.es.waitingTitle });
  await expect(waiting).toBeVisible();
  await reload;
  await expect(waiting).toBeHidden();
  await expect(page.getByRole('button', { name: loanConfirmMessages.es.submit })).toBeVisible();
});

test('confirm-bad-redirect: a lendDetailsUrl on another origin is refused on screen', async ({ page }) => {
  await page.goto(loanUrl('/loan-confirm', 'en', 'confirm-bad-redirect'));
  await page.getByRole('button', { name: loanConfirmMessages.en.submit }).click();
  await expect(page.getByRole('alert')).toHaveText(loanConfirmMessages.en.badRedirect);
  await expect(page).toHaveURL(/\/loan-confirm\?/);
});

test('no horizontal overflow from 320 to 430 px', async ({ page }) => {
  const screens = [
    loanUrl('/loan-confirm', 'es', 'confirm-long-plan'),
    loanUrl('/order-detail', 'es', 'order-180-extendable'),
    loanUrl('/loan-agreement', 'en', 'default', { orderNo: 'MX202611220001' }),
    loanUrl('/agony', 'es'),
  ];
  for (const width of [320, 430]) {
    await page.setViewportSize({ width, height: 800 });
    for (const url of screens) {
      await page.goto(url);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(messagesOf(commonMessages, 'es')('common.loading'))).toHaveCount(0);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, `${url} at ${width} px`).toBeLessThanOrEqual(0);
    }
  }
});
