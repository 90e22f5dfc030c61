import { expect, test, type Page } from '@playwright/test';
import { LAUNCH, languageFlag } from './support/launch';
import { loanUrl } from './support/loan';
import { ORDER } from './support/repay';

/**
 * The service worker (docs/serving.md "The service worker"): /carpmm reopened without a network
 * shows the instruction kept on the phone, with its time and the note that the code may have
 * expired; a borrower page opened without a network shows our offline page in the borrower's
 * language; back online, the pages show fresh answers.
 */
test.use({ serviceWorkers: 'allow' });

const CARPMM = '/carpmm?requestType=1&amount=345000&payCode=OXXO';

function carpmmUrl(session: string, language: 'es' | 'en' = 'es'): string {
  const query = new URLSearchParams({ ...LAUNCH, ...ORDER, sessionId: session, language: languageFlag(language) });
  return `${CARPMM}&${query.toString()}`;
}

/** Waits until the page's worker is active (it registers once the first answer is in). */
async function workerActive(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

test('/carpmm reopened offline shows the kept voucher and barcode with their time; online again, a fresh answer', async ({
  page,
  context,
}) => {
  const vcodeCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/generate-vcode')) vcodeCalls.push(r.url());
  });
  await page.goto(carpmmUrl('e2e-offline-voucher'));
  const voucher = page.getByTestId('instruction-voucher');
  await expect(voucher).toBeVisible();
  const code = (await voucher.textContent()) ?? '';
  expect(code).not.toBe('');
  await expect(page.getByTestId('instruction-kept')).toHaveCount(0);
  await workerActive(page);
  // Kept once the answer and its barcode are in the day's cache.
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).filter((name) => name.startsWith('voucher-')).length)).toBe(1);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByTestId('instruction-voucher')).toHaveText(code);
  const kept = page.getByTestId('instruction-kept');
  await expect(kept).toBeVisible();
  await expect(kept).toContainText('Sin conexión');
  await expect(kept).toContainText('puede haber vencido');
  await expect(kept).toContainText(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
  const barcode = page.getByAltText(new RegExp(code));
  await expect(barcode).toBeVisible();
  await expect.poll(() => barcode.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

  await context.setOffline(false);
  const before = vcodeCalls.length;
  await page.reload();
  await expect(page.getByTestId('instruction-voucher')).toBeVisible();
  await expect(page.getByTestId('instruction-kept')).toHaveCount(0);
  expect(vcodeCalls.length).toBe(before + 1);
});

for (const [language, title, body] of [
  ['es', 'Sin conexión', 'no hay conexión a internet'],
  ['en', 'No connection', 'there is no internet connection'],
] as const) {
  test(`loan details opened offline shows the offline page in ${language}; online, its fresh data`, async ({ page, context }) => {
    const url = loanUrl('/loan-detail', language, 'default', { sessionId: `e2e-offline-${language}` });
    await page.goto(url);
    await expect(page.locator('#root .shell')).toHaveCount(0);
    await workerActive(page);

    await context.setOffline(true);
    await page.goto(url);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('alert')).toContainText(body);

    await context.setOffline(false);
    const answer = page.waitForResponse((r) => r.url().includes('/loan-details/loan-details'));
    await page.getByRole('button', { name: language === 'es' ? 'Reintentar' : 'Try again' }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: title })).toHaveCount(0);
    await expect(page.locator('h1')).toBeVisible();
  });
}
