import { expect, test } from '@playwright/test';
import { previewMessages } from '../app/src/screens/test-preview/test-preview-messages';
import type { PreviewKey } from '../app/src/screens/test-preview/test-preview-messages-es';
import { expectNoA11yViolations } from './support/axe';
import { LAUNCH, launchUrl } from './support/launch';

/** The first paint waits for the page's lazy chunk: allow for a busy machine. */
const FIRST_PAINT = { timeout: 20_000 };
test.describe.configure({ timeout: 60_000 });

const p = (key: PreviewKey, values: Record<string, string> = {}) =>
  previewMessages.en[key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

test('opens customer service with the edited session id', async ({ page }) => {
  await page.goto(launchUrl('/testPreview', 'en'));
  const session = page.getByLabel(p('field.sessionId'));
  await expect(session).toHaveValue(LAUNCH.sessionId, FIRST_PAINT);
  await expect(page.getByLabel(p('field.orderId'))).toHaveValue(LAUNCH.orderId);
  await session.fill('e2e-edited-session');
  const call = page.waitForRequest((request) => request.url().includes('/throughout/user-problem/get-whatsapp'));
  await page.getByRole('link', { name: p('page.customerService') }).click();
  await expect(page).toHaveURL(/\/customer-service\?.*sessionId=e2e-edited-session/);
  const url = new URL((await call).url());
  expect(url.searchParams.get('sessionId')).toBe('e2e-edited-session');
  expect(url.searchParams.get('deviceId')).toBe(LAUNCH.deviceId);
  await expect(page.getByRole('heading', { level: 1, name: 'Customer service' })).toBeVisible(FIRST_PAINT);
});

test('each bridge button reaches the native bridge and is logged on the page', async ({ page }) => {
  // An Android wrapper that records what it receives.
  await page.addInitScript(() => {
    const received: string[] = [];
    const record = (action: string) => (arg?: string) => received.push(`${action}:${arg ?? ''}`);
    Object.assign(window, {
      received,
      AndroidBridge: Object.fromEntries(
        ['goHome', 'goMine', 'goLogin', 'callPhone', 'goRateApp', 'confirmTrackingPoint', 'startBankFlow'].map((a) => [a, record(a)]),
      ),
    });
  });
  await page.goto(launchUrl('/testPreview', 'en'));
  await expect(page.getByLabel(p('field.productId'))).toBeVisible(FIRST_PAINT);
  await page.getByLabel(p('field.productId')).fill('42');
  const buttons: [PreviewKey, string][] = [
    ['page.bindBank', 'startBankFlow:'],
    ['bridge.goHome', 'goHome:'],
    ['bridge.goMine', 'goMine:'],
    ['bridge.goLogin', 'goLogin:'],
    ['bridge.callPhone', 'callPhone:800 123 4567'],
    ['bridge.goRateApp', 'goRateApp:'],
    ['bridge.confirmTrackingPoint', 'confirmTrackingPoint:42'],
  ];
  for (const [label, sent] of buttons) {
    await page.getByRole('button', { name: p(label, { productId: '42' }) }).click();
    const [action, arg] = sent.split(':');
    await expect(page.locator(`li[data-action="${action}"]`)).toContainText(`${action}(${arg}) → android`);
  }
  expect(await page.evaluate(() => (window as unknown as { received: string[] }).received)).toEqual(buttons.map(([, sent]) => sent));
});

test('geolocation shows the position when allowed, the refusal when not', async ({ browser, baseURL }) => {
  const allowed = await browser.newContext({
    baseURL,
    permissions: ['geolocation'],
    geolocation: { latitude: 19.4326, longitude: -99.1332, accuracy: 25 },
  });
  let page = await allowed.newPage();
  await page.goto(launchUrl('/testPreview', 'en'));
  await expect(page.getByRole('button', { name: p('locate') })).toBeVisible(FIRST_PAINT);
  await page.getByRole('button', { name: p('locate') }).click();
  await expect(page.getByText('Latitude 19.43260, longitude -99.13320 (±25 m)')).toBeVisible();
  await allowed.close();
  const refused = await browser.newContext({ baseURL });
  page = await refused.newPage();
  await page.goto(launchUrl('/testPreview', 'en'));
  await expect(page.getByRole('button', { name: p('locate') })).toBeVisible(FIRST_PAINT);
  await page.getByRole('button', { name: p('locate') }).click();
  await expect(page.getByText(p('refused.denied'))).toBeVisible();
  await refused.close();
});

for (const width of [390, 1280]) {
  test(`at ${width} px: no horizontal overflow, no axe violation, a picked photo previewed`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(launchUrl('/testPreview', 'es'));
    await expect(page.getByLabel(previewMessages.es.filePicker)).toBeAttached(FIRST_PAINT);
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    await page.getByLabel(previewMessages.es.filePicker).setInputFiles({ name: 'foto.png', mimeType: 'image/png', buffer: png });
    await expect(page.getByRole('img', { name: 'Vista previa de foto.png' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoA11yViolations(page);
  });
}
