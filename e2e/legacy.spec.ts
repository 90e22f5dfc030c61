/**
 * The legacy payment flow end to end against the mock server serving app/dist: card → commit →
 * SMS step → the code from /__mock/outbox → borrow detail; a wrong code then the right one; the
 * resend (a new code for the same record); the duplicate commit; the online payment refused for
 * a javascript: URL. Each test has its own sessionId, so the mock's state never mixes.
 */
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { legacyText } from '../app/src/features/legacy-payment/legacy-text';
import { untranslated } from '../app/src/shared/i18n/messages-untranslated';
import type { Language } from '../app/src/shared/i18n/language';
import { expectNoA11yViolations } from './support/axe';
import { legacyUrl } from './support/legacy';
import { newestCode, outboxPath, type OutboxEntry } from './support/outbox';

/** The newest legacy SMS code the mock issued to `session` (what a tester reads at /__mock/outbox). */
async function outboxCode(request: APIRequestContext, session: string): Promise<string> {
  const response = await request.get(outboxPath(session), { headers: { Accept: 'application/json' } });
  const { entries } = (await response.json()) as { entries: OutboxEntry[] };
  return newestCode(entries, 'legacy-sms');
}

async function chooseFirstCardAndPay(page: Page, language: Language): Promise<void> {
  const text = legacyText[language];
  await page.getByRole('radio', { name: /招商银行/ }).check();
  await page.getByRole('button', { name: text.commit, exact: true }).click();
}

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  for (const width of [320, 430]) {
    await page.setViewportSize({ width, height: 800 });
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, `no horizontal overflow at ${width} px`).toBeLessThanOrEqual(0);
  }
  await page.setViewportSize({ width: 390, height: 844 });
}

for (const language of ['es', 'en'] as const) {
  test(`card → commit → SMS (code from the outbox; wrong, then right) → borrow detail (${language})`, async ({ page, request }) => {
    // Three steps, each with axe and two widths: more than the default 30 s on a busy 2-core machine.
    test.slow();
    const text = legacyText[language];
    const session = `e2e-legacy-flow-${language}-${Date.now()}`;
    await page.goto(legacyUrl(session, language));
    await expect(page.getByRole('heading', { level: 1, name: text.cardsTitle })).toBeVisible();
    await expect(page.getByText('**** **** **** 4821')).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoHorizontalOverflow(page);

    // No card chosen: the spec's message, and nothing is sent.
    let commits = 0;
    page.on('request', (r) => {
      if (r.url().includes('/repayment-commit')) commits += 1;
    });
    await page.getByRole('button', { name: text.commit, exact: true }).click();
    await expect(page.getByText(untranslated['legacy.chooseCard'])).toBeVisible();
    expect(commits).toBe(0);

    await chooseFirstCardAndPay(page, language);
    await expect(page).toHaveURL(/\/legacy-repay\/sms$/);
    expect(commits).toBe(1);
    await expect(page.getByRole('heading', { level: 1, name: text.smsTitle })).toBeVisible();
    await expect(page.getByRole('button', { name: /60|59/ })).toBeVisible();
    // A reload of the SMS step keeps the card and the record (the flow's sessionStorage).
    await page.reload();
    await expect(page.getByText(/招商银行 \*\*\*\* \*\*\*\* \*\*\*\* 4821/)).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoHorizontalOverflow(page);

    const code = await outboxCode(request, session);
    const input = page.getByLabel(text.smsLabel);
    await input.fill('12345');
    await page.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByText(untranslated['legacy.smsCodeInvalid'])).toBeVisible();

    await input.fill(code === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByText(untranslated['legacy.wrongCode'])).toBeVisible();
    await expect(page).toHaveURL(/\/legacy-repay\/sms$/);

    await input.fill(code);
    await page.getByRole('button', { name: text.confirm }).click();
    await expect(page).toHaveURL(/\/legacy-repay\/borrow-detail$/);
    await expect(page.getByRole('heading', { level: 1, name: text.detailTitle })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: text.statusPaid })).toBeVisible();
    await expect(page.getByRole('definition').filter({ hasText: /^rr-\d+$/ })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('definition').filter({ hasText: /^rr-\d+$/ })).toBeVisible();
    await expectNoA11yViolations(page);
    await expectNoHorizontalOverflow(page);
    await page.screenshot({ path: `test-results/screens/legacy-borrow-detail-${language}.png` });
  });
}

test('resend after the 60 s countdown issues a new code for the same record; the old one is refused', async ({ page, request }) => {
  test.slow();
  const text = legacyText.es;
  const session = `e2e-legacy-resend-${Date.now()}`;
  await page.clock.install();
  await page.goto(legacyUrl(session, 'es', 'legacy-sms'));
  await chooseFirstCardAndPay(page, 'es');
  await expect(page).toHaveURL(/\/legacy-repay\/sms$/);
  const first = await outboxCode(request, session);
  const resend = page.getByRole('button', { name: /Reenviar/ });
  await expect(resend).toHaveText('Reenviar en 60 s');
  await page.clock.runFor(1000);
  await expect(resend).toHaveText('Reenviar en 59 s');
  await page.clock.runFor(59_000);
  await expect(resend).toHaveText(text.resend);
  const answered = page.waitForResponse((r) => r.url().includes('/repayment-commit'));
  await resend.click();
  const body = (await (await answered).json()) as { code: string; data: { needValid: number } };
  expect(body.code).toBe('00');
  await expect(page.getByText(text.resent)).toBeVisible();
  await expect(resend).toHaveText('Reenviar en 60 s');
  const second = await outboxCode(request, session);
  const input = page.getByLabel(text.smsLabel);
  if (second !== first) {
    await input.fill(first);
    await page.getByRole('button', { name: text.confirm }).click();
    await expect(page.getByText(untranslated['legacy.wrongCode'])).toBeVisible();
  }
  await input.fill(second);
  await page.getByRole('button', { name: text.confirm }).click();
  await expect(page).toHaveURL(/\/legacy-repay\/borrow-detail$/);
});

test('cancel on the SMS step returns to the card choice', async ({ page }) => {
  await page.goto(legacyUrl(`e2e-legacy-cancel-${Date.now()}`, 'en', 'legacy-sms'));
  await chooseFirstCardAndPay(page, 'en');
  await expect(page).toHaveURL(/\/legacy-repay\/sms$/);
  await page.getByRole('button', { name: legacyText.en.cancel }).click();
  await expect(page).toHaveURL(/\/legacy-repay\?amount=345000&userId=88123$/);
  await expect(page.getByRole('radio', { name: /招商银行/ })).not.toBeChecked();
});

test('legacy-direct: needValid 0 goes straight to the borrow detail', async ({ page }) => {
  await page.goto(legacyUrl(`e2e-legacy-direct-${Date.now()}`, 'en', 'legacy-direct'));
  await chooseFirstCardAndPay(page, 'en');
  await expect(page).toHaveURL(/\/legacy-repay\/borrow-detail$/);
  await expect(page.getByText(legacyText.en.statusPaid).first()).toBeVisible();
});

for (const language of ['es', 'en'] as const) {
  test(`legacy-duplicate: the commit answers 800005 and the page says 请勿重复提交支付申请 (${language})`, async ({ page }) => {
    await page.goto(legacyUrl(`e2e-legacy-dup-${language}-${Date.now()}`, language, 'legacy-duplicate'));
    await chooseFirstCardAndPay(page, language);
    await expect(page.getByText(untranslated['legacy.duplicate'])).toBeVisible();
    await expect(page).toHaveURL(/\/legacy-repay\?/);
  });
}

test('legacy-cards-fail: 查询卡列表失败 with a retry', async ({ page }) => {
  await page.goto(legacyUrl(`e2e-legacy-cards-${Date.now()}`, 'es', 'legacy-cards-fail'));
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(untranslated['legacy.cardsFailed']);
  await expect(alert.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expectNoA11yViolations(page);
});

test('legacy-online-unsafe: the javascript: URL of repayment-huichao is refused, the page stays', async ({ page }) => {
  const text = legacyText.es;
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const url = legacyUrl(`e2e-legacy-online-${Date.now()}`, 'es', 'legacy-online-unsafe');
  await page.goto(url);
  const answered = page.waitForResponse((r) => r.url().includes('/repayment-huichao'));
  await page.getByRole('button', { name: text.onlinePay }).click();
  const body = (await (await answered).json()) as { data: { url: string } };
  expect(body.data.url).toMatch(/^javascript:/);
  await expect(page.getByText(text.onlineUnsafe)).toBeVisible();
  await expect(page).toHaveURL(/\/legacy-repay\?/);
  expect(dialogs).toEqual([]);
});
