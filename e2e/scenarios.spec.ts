import { expect, test } from '@playwright/test';
import { commonMessages } from '../app/src/shared/i18n/common-messages';
import { messagesOf } from '../app/src/shared/i18n/messages';
import { apiGet, LAUNCH, languageFlag, launchUrl, serviceContacts } from './support/launch';
import { literal } from './support/text';

const WHATSAPP = '/throughout/user-problem/get-whatsapp';

test.describe('switching scenarios with the query flag', () => {
  test('server-error: the error state, remembered by cookie, until the flag changes back', async ({ page, request }) => {
    const fault = await apiGet(request, WHATSAPP, { ...LAUNCH, overall: '30' }, 'server-error');
    expect(fault.status).toBe(500);

    await page.goto(launchUrl('/customer-service', 'es', 'server-error'));
    const alert = page.getByRole('alert');
    await expect(alert).toContainText(messagesOf(commonMessages, 'es')('common.errorTitle'));
    await expect(alert.getByRole('button', { name: messagesOf(commonMessages, 'es')('common.retry') })).toBeVisible();
    // HTTP 500 is a failed request, not an envelope with code ≠ 0: rejected without a toast
    // (docs/api.md "Failures"), so the server's message is not shown.
    await expect(page.getByText(fault.body.message)).toHaveCount(0);
    await page.screenshot({ path: 'test-results/screens/customer-service-server-error-es.png' });
    const cookies = await page.context().cookies();
    expect(cookies).toContainEqual(expect.objectContaining({ name: 'mock_scenario', value: 'server-error' }));

    // The cookie keeps the scenario for the session: no flag, still failing; retry fails again.
    await page.goto(launchUrl('/customer-service', 'en'));
    await expect(page.getByRole('alert')).toContainText(messagesOf(commonMessages, 'en')('common.errorTitle'));
    const retried = page.waitForResponse((response) => response.url().includes(WHATSAPP));
    await page.getByRole('button', { name: messagesOf(commonMessages, 'en')('common.retry') }).click();
    expect((await retried).status()).toBe(500);
    await expect(page.getByRole('alert')).toBeVisible();

    // Back to default by flag: the contacts load.
    const contacts = await serviceContacts(request, 'en');
    await page.goto(launchUrl('/customer-service', 'en', 'default'));
    await expect(page.getByRole('button', { name: literal(contacts.phone) })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
  });

  test('slow: the loading state shows, then the contacts', async ({ page, request }) => {
    const contacts = await serviceContacts(request, 'es');
    const started = Date.now();
    await page.goto(launchUrl('/customer-service', 'es', 'slow'));
    await expect(page.getByText(messagesOf(commonMessages, 'es')('common.loading'))).toBeVisible();
    await expect(page.getByRole('button', { name: literal(contacts.phone) })).toBeVisible({ timeout: 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_500);
  });

  for (const language of ['es', 'en'] as const) {
    test(`service-unavailable (code ≠ 0) toasts the server message (${language})`, async ({ page, request }) => {
      const { status, body } = await apiGet(
        request,
        WHATSAPP,
        { ...LAUNCH, overall: '30', language: languageFlag(language) },
        'service-unavailable',
      );
      expect(status).toBe(200);
      expect(body.code).not.toBe(0);
      expect(body.message).toBeTruthy();
      await page.goto(launchUrl('/customer-service', language, 'service-unavailable'));
      await expect(page.getByRole('status').filter({ hasText: body.message })).toBeVisible();
    });
  }
});
