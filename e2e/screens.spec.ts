import { expect, test, type Page } from '@playwright/test';
import type { Language } from '../app/src/shared/i18n/language';
import { commonMessages } from '../app/src/shared/i18n/common-messages';
import { messagesOf } from '../app/src/shared/i18n/messages';
import { privacyNoticeEn } from '../app/src/features/privacy-notice/privacy-notice-en';
import { privacyNoticeEs } from '../app/src/features/privacy-notice/privacy-notice-es';
import { expectNoA11yViolations } from './support/axe';
import { LANGUAGES, launchUrl, serviceContacts } from './support/launch';
import { literal } from './support/text';
import { aboutUsMessages } from '../app/src/screens/about-us/about-us-messages';
import { customerServiceMessages } from '../app/src/screens/customer-service/customer-service-messages';
import { jointLoginMessages } from '../app/src/screens/joint-login-failed/joint-login-failed-messages';
import { privacyPolicyMessages } from '../app/src/screens/privacy-policy/privacy-policy-messages';

/**
 * One screenshot per screen and language at 390×844 (test-results/screens/<name>-<lang>.png),
 * then the axe check of the rendered screen.
 */
async function screenshot(page: Page, name: string, language: Language): Promise<void> {
  await page.screenshot({ path: `test-results/screens/${name}-${language}.png`, fullPage: false });
  await expectNoA11yViolations(page);
}

for (const language of LANGUAGES) {
  test.describe(`first screens in ${language}`, () => {
    test('customer service shows the contacts the mock server gives', async ({ page, request }) => {
      const contacts = await serviceContacts(request, language);
      expect(contacts.phone).not.toBe('');
      await page.goto(launchUrl('/customer-service', language));
      await expect(page.getByRole('heading', { level: 1, name: messagesOf(customerServiceMessages, language)('title') })).toBeVisible();
      await expect(page.getByRole('button', { name: literal(contacts.phone) })).toBeVisible();
      await expect(page.getByRole('link', { name: literal(contacts.email) })).toHaveAttribute('href', `mailto:${contacts.email}`);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      await screenshot(page, 'customer-service', language);
    });

    test('about us names the app of the served config', async ({ page, request }) => {
      const config = (await (await request.get('/config.json')).json()) as { appName: string };
      await page.goto(launchUrl('/about-us', language));
      await expect(page.getByRole('heading', { level: 1, name: messagesOf(aboutUsMessages, language)('title') })).toBeVisible();
      await expect(page.getByText(messagesOf(aboutUsMessages, language)('body', { appName: config.appName }))).toBeVisible();
      await screenshot(page, 'about-us', language);
    });

    test('joint-login failure shows its status and notice', async ({ page }) => {
      await page.goto(launchUrl('/joint-login-failed', language));
      await expect(page.getByRole('heading', { level: 1, name: messagesOf(jointLoginMessages, language)('title') })).toBeVisible();
      await expect(page.getByText(messagesOf(jointLoginMessages, language)('notice'))).toBeVisible();
      if (language === 'es') await expect(page.getByRole('heading', { level: 1 })).toHaveText('Fracaso');
      await screenshot(page, 'joint-login-failed', language);
    });

    test('privacy policy shows the whole notice', async ({ page }) => {
      const notice = language === 'en' ? privacyNoticeEn : privacyNoticeEs;
      await page.goto(launchUrl('/privacy-policy', language));
      await expect(page.getByRole('heading', { level: 1, name: messagesOf(privacyPolicyMessages, language)('title') })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(notice.sections.map((s) => s.heading));
      await screenshot(page, 'privacy-policy', language);
    });
  });
}

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto(launchUrl('/no-such-screen', 'es'));
  await expect(page.getByRole('heading', { level: 1, name: messagesOf(commonMessages, 'es')('common.notFoundTitle') })).toBeVisible();
});
