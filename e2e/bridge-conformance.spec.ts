/**
 * The bridge's conformance run and version handshake end to end (docs/bridge.md "Checking an
 * app", "The version handshake"): fake iOS and Android apps that echo what their handlers
 * received, built from the contract's generated types, one of them deliberately wrong in one
 * action; and the version a wrapper says in the telemetry's resource.
 */
import { expect, test, type Page } from '@playwright/test';
import { BRIDGE_ACTION_FACTS } from '../app/src/api/contract-bridge';
import { previewMessages } from '../app/src/screens/test-preview/test-preview-messages';
import type { PreviewKey } from '../app/src/screens/test-preview/test-preview-messages-es';
import { BRIDGE_ACTIONS, BRIDGE_VERSION } from '../app/src/shared/bridge/bridge';
import { commonMessages } from '../app/src/shared/i18n/common-messages';
import { messagesOf } from '../app/src/shared/i18n/messages';
import { installFakeWrapper, type FakeWrapper } from '../app/src/shared/testing/fake-wrapper';
import { LANGUAGES, LAUNCH, launchUrl, serviceContacts } from './support/launch';
import { leave, recordOf, reporterStarted } from './support/telemetry';
import { literal } from './support/text';

/** The first paint waits for the page's lazy chunk: allow for a busy machine. */
const FIRST_PAINT = { timeout: 20_000 };
test.describe.configure({ timeout: 60_000 });

const LEAVING = BRIDGE_ACTIONS.filter((action) => BRIDGE_ACTION_FACTS[action].leavesPage);
const verdictOf = (page: Page, action: string) => page.locator(`li[data-check-action="${action}"]`);

for (const language of LANGUAGES) {
  const t = (key: PreviewKey, values: Record<string, string> = {}) =>
    previewMessages[language][key].replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
  const check = async (page: Page, leaving: 'leavingInclude' | 'leavingSkip') => {
    await page.getByRole('button', { name: t('checkButton') }).click();
    await expect(page.getByText(t('leavingAsk', { actions: LEAVING.join(', ') }))).toBeVisible();
    await page.getByRole('button', { name: t(leaving) }).click();
  };

  test(`${language}: a conforming iOS app passes every action, leaving ones included; both versions shown`, async ({ page }) => {
    await page.addInitScript(installFakeWrapper, {
      platform: 'ios',
      actions: BRIDGE_ACTIONS,
      version: BRIDGE_VERSION,
      echo: true,
    } satisfies FakeWrapper);
    await page.goto(launchUrl('/testPreview', language));
    await expect(page.locator('[data-bridge-version]')).toHaveText(
      t('versions', { page: BRIDGE_VERSION, app: BRIDGE_VERSION }),
      FIRST_PAINT,
    );
    await check(page, 'leavingInclude');
    for (const action of BRIDGE_ACTIONS) {
      await expect(verdictOf(page, action)).toHaveAttribute('data-verdict', 'conformant');
      await expect(verdictOf(page, action)).toHaveText(`${action} ${t('verdict.conformant')}`);
    }
    const total = String(BRIDGE_ACTIONS.length);
    await expect(page.getByText(t('checkSummary', { conformant: total, total }))).toBeVisible();
    const text = page.getByLabel(t('resultText'));
    await expect(text).toHaveValue(
      new RegExp(
        `^${t('resultHead', { wrapper: t('resultWrapper.ios'), app: BRIDGE_VERSION, page: BRIDGE_VERSION }).replace(/[.()]/g, '\\$&')}\n`,
      ),
    );
    await expect(text).toHaveValue(new RegExp(`\ncallPhone: ${t('verdict.conformant')}\n`));
    // What each handler received, as the contract says: iOS's body, "" for none.
    const received = await page.evaluate(() => (window as unknown as { fakeWrapperCalls: string[] }).fakeWrapperCalls);
    expect(received).toContain('callPhone("800 123 4567")');
    expect(received).toContain('goHome("")');
  });

  test(`${language}: an Android app wrong in callPhone is named with the difference; the leaving actions skipped; its version unknown`, async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(installFakeWrapper, {
      platform: 'android',
      actions: BRIDGE_ACTIONS.filter((action) => action !== 'goRateApp'),
      echo: true,
      digitsOnly: 'callPhone',
    } satisfies FakeWrapper);
    await page.goto(launchUrl('/testPreview', language));
    await expect(page.locator('[data-bridge-version]')).toHaveText(
      t('versions', { page: BRIDGE_VERSION, app: t('unknownVersion') }),
      FIRST_PAINT,
    );
    await check(page, 'leavingSkip');
    const difference = t('difference', { expected: '"800 123 4567"', received: '"8001234567"' });
    await expect(verdictOf(page, 'callPhone')).toHaveAttribute('data-verdict', 'wrong');
    await expect(verdictOf(page, 'callPhone')).toHaveText(`callPhone ${t('verdict.wrong', { difference })}`);
    await expect(verdictOf(page, 'goRateApp')).toHaveAttribute('data-verdict', 'missing');
    for (const action of LEAVING) await expect(verdictOf(page, action)).toHaveAttribute('data-verdict', 'skipped');
    await expect(verdictOf(page, 'confirmTrackingPoint')).toHaveAttribute('data-verdict', 'conformant');
    await expect(verdictOf(page, 'goMine')).toHaveAttribute('data-verdict', 'conformant');
    await expect(page.getByLabel(t('resultText'))).toHaveValue(
      new RegExp(`\ncallPhone: ${t('verdict.wrong', { difference }).replace(/[.()]/g, '\\$&')}\n`),
    );
    // The result as text goes to the clipboard for the native team's ticket.
    await page.getByRole('button', { name: t('copyResult') }).click();
    await expect(page.getByText(messagesOf(commonMessages, language)('common.copied'))).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await page.getByLabel(t('resultText')).inputValue());
    // The leaving actions were not called.
    const received = await page.evaluate(() => (window as unknown as { fakeWrapperCalls: string[] }).fakeWrapperCalls);
    for (const action of LEAVING) expect(received.some((call) => call.startsWith(`${action}(`))).toBe(false);
    expect(received).toContain(`confirmTrackingPoint("${LAUNCH.productId}")`);
  });
}

test("the telemetry's resource carries the wrapper's bridge version, and unknown when it says nothing", async ({ page, request }) => {
  const { phone } = await serviceContacts(request, 'en');
  const opened = (session: string) => launchUrl('/customer-service', 'en').replace(`sessionId=${LAUNCH.sessionId}`, `sessionId=${session}`);
  for (const [version, expected] of [
    ['0.9.0', '0.9.0'],
    [undefined, 'unknown'],
  ] as const) {
    const session = `tm-bridge-version-${expected}-${Date.now()}`;
    // An older app that lacks callPhone: the missing action is told apart by its version.
    await page.addInitScript(installFakeWrapper, {
      platform: 'android',
      actions: ['goHome'],
      ...(version ? { version } : {}),
    } satisfies FakeWrapper);
    await page.goto(opened(session));
    await reporterStarted(page);
    await page.getByRole('button', { name: literal(phone) }).click();
    await leave(page);
    const missing = await recordOf(request, session, 'loan.bridge.missing');
    expect(missing.attributes['loan.bridge.action']).toBe('callPhone');
    expect(missing.resource['loan.bridge.version']).toBe(expected);
  }
});
