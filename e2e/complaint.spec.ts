import { expect, test, type Page } from '@playwright/test';
import { complaintMessages, type ComplaintMessageKey } from '../app/src/features/complaint/complaint-messages';
import type { Language } from '../app/src/shared/i18n/language';
import { commonMessages } from '../app/src/shared/i18n/common-messages';
import { messagesOf } from '../app/src/shared/i18n/messages';
import { expectNoA11yViolations } from './support/axe';
import { complaintUrl as url, PNGS } from './support/complaint';
import { LAUNCH } from './support/launch';
import { literal } from './support/text';

async function noHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('file a complaint with two PNGs; it heads my complaints and its detail; another session does not see it', async ({
  page,
  browser,
}) => {
  const language: Language = 'es';
  const ct = (key: ComplaintMessageKey, values?: Record<string, string | number>) => messagesOf(complaintMessages, language)(key, values);
  const session = `e2e-complaint-${Date.now()}`;
  const words = `Pagué en OXXO el ${new Date().toISOString()} y mi pago no aparece.`;

  await page.goto(url('/complaint', language, session));
  await expect(page.getByRole('heading', { level: 1, name: ct('entryTitle') })).toBeVisible();
  await expect(page.getByRole('link', { name: ct('myComplaints') })).toBeVisible();
  await expectNoA11yViolations(page);
  const init = await (
    await page.request.get('/throughout/user-problem/problem-init', {
      params: { ...LAUNCH, sessionId: session, orderId: '10482', language: '2' },
    })
  ).json();
  const payments = init.data.problemType[1] as { title: string; value: number };
  await page.getByRole('button', { name: payments.title }).click();
  await expect(page).toHaveURL(new RegExp(`/complainPageNext\\?problemType=${payments.value}&problemSonType=0&orderNo=`));
  await expect(page.getByText(payments.title)).toBeVisible();

  await page.getByLabel(ct('detailLabel')).fill(words);
  const picker = page.getByLabel(ct('addImage'));
  for (const [index, file] of PNGS.entries()) {
    await picker.setInputFiles(file);
    await expect(page.getByRole('img', { name: ct('imageAlt', { number: index + 1 }) })).toBeVisible();
  }
  await expect(page.getByText(messagesOf(commonMessages, language)('complaint.uploadSuccess')).first()).toBeVisible();
  const uploaded = await page
    .getByRole('img', { name: /^Imagen \d$/ })
    .evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname));
  expect(uploaded).toHaveLength(2);
  await expectNoA11yViolations(page);

  const saved = page.waitForResponse((r) => r.url().includes('/user-problem/problem-save'));
  await page.getByRole('button', { name: ct('send') }).click();
  expect((await (await saved).json()).success).toBe(true);
  await expect(page.getByRole('dialog', { name: ct('successTitle') })).toBeVisible();
  // After 1.5 s, back to the entry.
  await expect(page).toHaveURL(/\/complaint$/, { timeout: 5_000 });
  expect(await page.evaluate(() => localStorage.getItem('complaint-order-no'))).toBeNull();

  await page.getByRole('link', { name: ct('myComplaints') }).click();
  await expect(page).toHaveURL(/\/complaintList$/);
  const first = page.getByRole('tabpanel').getByRole('link').first();
  await expect(first).toContainText(words);
  await expect(first).toContainText(payments.title);
  await expectNoA11yViolations(page);

  await first.click();
  await expect(page).toHaveURL(/\/complainDetails\?problemId=\d+$/);
  await expect(page.getByLabel(ct('content'))).toHaveValue(words);
  const shown = page.getByRole('img', { name: /^Imagen \d$/ });
  await expect(shown).toHaveCount(2);
  expect(await shown.evaluateAll((images) => images.map((image) => new URL((image as HTMLImageElement).src).pathname))).toEqual(uploaded);
  // The images are the real files, served back by the mock server.
  expect(await shown.evaluateAll((images) => images.every((image) => (image as HTMLImageElement).naturalWidth === 8))).toBe(true);
  await expectNoA11yViolations(page);

  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await otherPage.goto(url('/complaintList', language, `${session}-other`));
  await expect(otherPage.getByRole('tablist')).toBeVisible();
  await expect(otherPage.getByText(literal(words))).toHaveCount(0);
  await other.close();
});

const SCREENS = [
  { path: '/complaint', title: 'entryTitle', scenario: 'default' },
  { path: '/complainPageNext?problemType=1&problemSonType=11&orderNo=MX202611220001', title: 'formTitle', scenario: 'default' },
  { path: '/complaintList', title: 'listTitle', scenario: 'complaint-list-many' },
  { path: '/complainDetails?problemId=5001', title: 'detailTitle', scenario: 'complaint-detail-images' },
] as const;

for (const language of ['es', 'en'] as const) {
  for (const screen of SCREENS) {
    test(`${screen.path.split('?')[0]} in ${language}: renders with mock data, no overflow 320–430 px, no axe violation`, async ({
      page,
    }) => {
      for (const width of [320, 430]) {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(url(screen.path, language, `e2e-layout-${language}`, { scenario: screen.scenario }));
        await expect(page.getByRole('heading', { level: 1, name: messagesOf(complaintMessages, language)(screen.title) })).toBeVisible();
        await expect(page.getByText(messagesOf(commonMessages, language)('common.loading'))).toHaveCount(0);
        await expect(page.getByRole('alert')).toHaveCount(0);
        await noHorizontalOverflow(page);
      }
      await page.screenshot({ path: `test-results/screens/${screen.title}-${language}.png` });
      await expectNoA11yViolations(page);
    });
  }
}
