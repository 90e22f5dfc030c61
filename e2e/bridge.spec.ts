import { expect, test } from '@playwright/test';
import { launchUrl, serviceContacts } from './support/launch';
import { literal } from './support/text';

test.describe('native bridge', () => {
  test('tapping the phone asks the bridge to dial it (plain browser: the call is logged)', async ({ page, request }) => {
    const { phone } = await serviceContacts(request, 'es');
    const bridgeLog: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('[bridge]')) bridgeLog.push(message.text());
    });
    await page.goto(launchUrl('/customer-service', 'es'));
    await page.getByRole('button', { name: literal(phone) }).click();
    await expect.poll(() => bridgeLog).toContainEqual(`[bridge] callPhone ${phone}`);
  });

  test('inside the Android wrapper the call reaches AndroidBridge.callPhone', async ({ page, request }) => {
    const { phone } = await serviceContacts(request, 'en');
    await page.addInitScript(() => {
      const calls: string[] = [];
      Object.assign(window, {
        __androidCalls: calls,
        AndroidBridge: { callPhone: (arg: string) => calls.push(`callPhone:${arg}`) },
      });
    });
    await page.goto(launchUrl('/customer-service', 'en'));
    await page.getByRole('button', { name: literal(phone) }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { __androidCalls: string[] }).__androidCalls))
      .toEqual([`callPhone:${phone}`]);
  });

  test('inside the iOS wrapper the call reaches the callPhone message handler', async ({ page, request }) => {
    const { phone } = await serviceContacts(request, 'es');
    await page.addInitScript(() => {
      const messages: string[] = [];
      Object.assign(window, {
        __iosMessages: messages,
        webkit: { messageHandlers: { callPhone: { postMessage: (payload: string) => messages.push(payload) } } },
      });
    });
    await page.goto(launchUrl('/customer-service', 'es'));
    await page.getByRole('button', { name: literal(phone) }).click();
    await expect.poll(() => page.evaluate(() => (window as unknown as { __iosMessages: string[] }).__iosMessages)).toEqual([phone]);
  });
});
