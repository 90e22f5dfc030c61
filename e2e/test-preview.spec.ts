import { expect, test, type Page } from '@playwright/test';
import { SAMPLE_PAGE } from '../app/src/screens/test-preview/preview-links';
import { actionLabelKey, bridgeSamples } from '../app/src/screens/test-preview/bridge-samples';
import { previewMessages } from '../app/src/screens/test-preview/test-preview-messages';
import type { PreviewKey } from '../app/src/screens/test-preview/test-preview-messages-es';
import { BRIDGE_ACTIONS, type BridgeAction } from '../app/src/shared/bridge/bridge';
import type { Language } from '../app/src/shared/i18n/language';
import { installFakeWrapper, type FakeWrapper } from '../app/src/shared/testing/fake-wrapper';
import { expectNoA11yViolations } from './support/axe';
import { LANGUAGES, LAUNCH, launchUrl } from './support/launch';
import { buildIdOf, FIRST_BUILD } from './support/release';

/** The first paint waits for the page's lazy chunk: allow for a busy machine. */
const FIRST_PAINT = { timeout: 20_000 };
test.describe.configure({ timeout: 60_000 });

const p = (key: PreviewKey, values: Record<string, string> = {}, language: Language = 'en') =>
  previewMessages[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** The label of each action's button in the bridge list. */
const actionLabel = actionLabelKey;
/** The sample argument each action sends, by its kind (the config's phone, the product id field, the example page). */
const SAMPLE = bridgeSamples('800 123 4567', LAUNCH.productId);

const actionRow = (page: Page, action: BridgeAction) => page.locator(`li[data-bridge-action="${action}"]`);
const logEntry = (page: Page, action: BridgeAction) => page.locator(`li[data-action="${action}"]`).first();
/** What the fake app received so far (`action("argument")`, docs/bridge.md "Watching calls"). */
const received = (page: Page) => page.evaluate(() => (window as unknown as { fakeWrapperCalls: string[] }).fakeWrapperCalls);

test('the edited session id survives a reload and opens customer service', async ({ page }) => {
  await page.goto(launchUrl('/testPreview', 'en'));
  const session = page.getByLabel(p('field.sessionId'));
  await expect(session).toHaveValue(LAUNCH.sessionId, FIRST_PAINT);
  await expect(page.getByLabel(p('field.orderId'))).toHaveValue(LAUNCH.orderId);
  // Which release the page is (docs/serving.md "Releases").
  await expect(page.getByTestId('build-id')).toHaveText(p('build', { id: buildIdOf(FIRST_BUILD) }));
  await session.fill('e2e-edited-session');
  // QA's edits are kept through a reload of the page (shared/keep/kept.ts).
  await page.reload();
  await expect(session).toHaveValue('e2e-edited-session', FIRST_PAINT);
  await expect(page.getByLabel(p('field.orderId'))).toHaveValue(LAUNCH.orderId);
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

for (const language of LANGUAGES) {
  const t = (key: PreviewKey, values: Record<string, string> = {}) => p(key, values, language);
  const button = (page: Page, action: BridgeAction) =>
    page.getByRole('button', { name: t(actionLabel(action), { productId: LAUNCH.productId, action }), exact: true });

  test(`${language}: inside a fake iOS app every action is registered and each call reaches its message handler`, async ({ page }) => {
    await page.addInitScript(installFakeWrapper, { platform: 'ios', actions: BRIDGE_ACTIONS } satisfies FakeWrapper);
    await page.goto(launchUrl('/testPreview', language));
    const total = String(BRIDGE_ACTIONS.length);
    await expect(page.locator('[data-wrapper]')).toHaveText(
      `${t('wrapper.ios')} ${t('registeredCount', { count: total, total })} ${t('allRegistered')}`,
      FIRST_PAINT,
    );
    for (const action of BRIDGE_ACTIONS) {
      await expect(actionRow(page, action)).toContainText(`${action}${t('route.ios')}`);
      await expect(actionRow(page, action)).toContainText(
        SAMPLE[action] === undefined ? t('noArgument') : t('argument', { arg: JSON.stringify(SAMPLE[action]) }),
      );
    }
    for (const action of BRIDGE_ACTIONS) await button(page, action).click();
    // iOS: one string payload, "" for an action without argument.
    expect(await received(page)).toEqual(BRIDGE_ACTIONS.map((action) => `${action}(${JSON.stringify(SAMPLE[action] ?? '')})`));
    await expect(logEntry(page, 'callPhone')).toContainText(
      t('logPath.ios', { code: 'window.webkit.messageHandlers.callPhone.postMessage("800 123 4567")' }),
    );
    await expect(logEntry(page, 'goHome')).toContainText(
      t('logPath.ios', { code: 'window.webkit.messageHandlers.goHome.postMessage("")' }),
    );
  });

  test(`${language}: inside a fake Android app without goRateApp the page names it, and its call reaches nothing`, async ({ page }) => {
    await page.addInitScript(installFakeWrapper, {
      platform: 'android',
      actions: BRIDGE_ACTIONS.filter((action) => action !== 'goRateApp'),
    } satisfies FakeWrapper);
    const consoleLines: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('[bridge]')) consoleLines.push(message.text());
    });
    await page.goto(launchUrl('/testPreview', language));
    const total = BRIDGE_ACTIONS.length;
    await expect(page.locator('[data-wrapper]')).toHaveText(
      `${t('wrapper.android')} ${t('registeredCount', { count: String(total - 1), total: String(total) })} ${t('missing', { actions: 'goRateApp' })}`,
      FIRST_PAINT,
    );
    await expect(actionRow(page, 'goRateApp')).toContainText(`goRateApp${t('route.missing')}`);
    for (const action of BRIDGE_ACTIONS.filter((a) => a !== 'goRateApp')) {
      await expect(actionRow(page, action)).toContainText(`${action}${t('route.android')}`);
    }
    await button(page, 'goRateApp').click();
    await expect(logEntry(page, 'goRateApp')).toContainText(t('logPath.browser', { code: 'console.info("[bridge] goRateApp", "")' }));
    await expect.poll(() => consoleLines).toEqual(['[bridge] goRateApp ']);
    // A registered action reaches its method with its argument, an edited one too; none without.
    await page.getByLabel(t('field.productId')).fill('42');
    await page.getByRole('button', { name: t('bridge.confirmTrackingPoint', { productId: '42' }) }).click();
    await button(page, 'callPhone').click();
    await button(page, 'goHome').click();
    expect(await received(page)).toEqual(['confirmTrackingPoint("42")', 'callPhone("800 123 4567")', 'goHome()']);
    await expect(logEntry(page, 'confirmTrackingPoint')).toContainText(
      t('logPath.android', { code: 'window.AndroidBridge.confirmTrackingPoint("42")' }),
    );
    await expect(logEntry(page, 'goHome')).toContainText(t('logPath.android', { code: 'window.AndroidBridge.goHome()' }));
  });
}

test('in a plain browser no action is registered, and a call is only logged', async ({ page }) => {
  await page.goto(launchUrl('/testPreview', 'es'));
  const t = (key: PreviewKey, values: Record<string, string> = {}) => p(key, values, 'es');
  await expect(page.locator('[data-wrapper]')).toHaveText(t('wrapper.browser'), FIRST_PAINT);
  for (const action of BRIDGE_ACTIONS) await expect(actionRow(page, action)).toContainText(`${action}${t('route.browser')}`);
  await page.getByRole('button', { name: t('bridge.openPage'), exact: true }).click();
  await expect(logEntry(page, 'openPage')).toContainText(
    t('logPath.browser', { code: `console.info("[bridge] openPage", ${JSON.stringify(SAMPLE_PAGE)})` }),
  );
});
