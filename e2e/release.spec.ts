import { spawn, type ChildProcess } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { loanDetailMessages } from '../app/src/screens/loan-detail/loan-detail-messages';
import { commonMessages } from '../app/src/shared/i18n/common-messages';
import { messagesOf } from '../app/src/shared/i18n/messages';
import { buildIdOf, copyRelease, FIRST_BUILD, loanDetailsUrl, releaseReloads, ROOT, secondBuild } from './support/release';

/**
 * A release between two screens (docs/serving.md "Releases"): a mock server of its own serves a
 * folder holding the first build; loan details is opened; the folder becomes the second build as
 * a plain copy makes it (the first build's assets deleted); then the borrower taps repay. Without
 * a service worker the page reloads into the second release, once, on repayment with its launch
 * query; offline it shows the error state, and goes on once back online; with the service worker
 * the open page takes its own release's chunks from the phone and nothing reloads.
 */
const PORT = Number(process.env.E2E_RELEASE_PORT ?? 18087);
const BASE = `http://127.0.0.1:${PORT}`;
const SITE = `${ROOT}target/e2e-release/site`;
const second = secondBuild();
const first = { buildId: buildIdOf(FIRST_BUILD), title: second.text.before };
const text = loanDetailMessages.es;
const t = messagesOf(commonMessages, 'es');

test.describe.configure({ mode: 'serial', timeout: 60_000 });

let server: ChildProcess | undefined;

test.beforeAll(async () => {
  copyRelease(FIRST_BUILD, SITE);
  const [command = 'cargo', ...args] = (process.env.E2E_SERVER ?? 'cargo run -q -p mock-server --').split(/\s+/);
  server = spawn(command, [...args, '--port', String(PORT), '--dist', SITE, '--log', 'warn'], {
    cwd: ROOT,
    stdio: 'ignore',
    detached: true,
  });
  await expect
    .poll(
      () =>
        fetch(`${BASE}/config.json`).then(
          (r) => r.ok,
          () => false,
        ),
      { timeout: 240_000 },
    )
    .toBe(true);
});

test.afterAll(() => {
  if (server?.pid) process.kill(-server.pid, 'SIGTERM');
});

/** Console errors other than the old release's chunks missing (the 404s, and React's report of the route's failed import). */
function unexpectedConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const missing = /Failed to load resource: the server responded with a status of 404|Failed to fetch dynamically imported module/;
    if (!missing.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Loan details of the first release, its rating offer dismissed, the page marked to tell a reload. */
async function openLoanDetails(page: Page, session: string): Promise<void> {
  copyRelease(FIRST_BUILD, SITE);
  await page.goto(`${BASE}${loanDetailsUrl(session)}`);
  const rating = page.getByRole('dialog', { name: text.ratingTitle });
  await expect(rating).toBeVisible({ timeout: 15_000 });
  await page.keyboard.press('Escape');
  await expect(rating).toBeHidden();
  expect(await page.locator('meta[name="build-id"]').getAttribute('content')).toBe(first.buildId);
  await page.evaluate(() => Object.assign(window, { openedBeforeTheRelease: true }));
}

const reloaded = (page: Page) => page.evaluate(() => !('openedBeforeTheRelease' in window));

test('without a service worker: the tap after the release shows repayment of the new release within 15 s, reloaded once with the same launch query', async ({
  page,
}) => {
  const errors = unexpectedConsole(page);
  await openLoanDetails(page, 'e2e-release-reload');
  const query = new URL(page.url()).searchParams;
  copyRelease(second.dist, SITE);
  const tapped = Date.now();
  await page.getByRole('button', { name: text.repay, exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: second.text.after })).toBeVisible({ timeout: 15_000 });
  test.info().annotations.push({ type: 'tap to repayment', description: `${Date.now() - tapped} ms` });
  expect(await reloaded(page)).toBe(true);
  expect(await page.locator('meta[name="build-id"]').getAttribute('content')).toBe(second.buildId);
  const url = new URL(page.url());
  expect(url.pathname).toBe('/repay');
  for (const key of ['sessionId', 'deviceId', 'productId', 'orderId', 'language']) expect(url.searchParams.get(key)).toBe(query.get(key));
  // The page sent loan.release.reload with both build ids as it left for the reload.
  await expect
    .poll(async () =>
      (await releaseReloads(BASE, 'e2e-release-reload')).map((r) => [
        r.attributes['loan.release.from'],
        r.attributes['loan.release.to'],
        r.route,
      ]),
    )
    .toEqual([[first.buildId, second.buildId, '/repay']]);
  expect(errors).toEqual([]);
});

test('offline: the error state with its retry, never a blank page; back online it goes on into the new release', async ({
  page,
  context,
}) => {
  const errors = unexpectedConsole(page);
  await openLoanDetails(page, 'e2e-release-offline');
  copyRelease(second.dist, SITE);
  await context.setOffline(true);
  await page.getByRole('button', { name: text.repay, exact: true }).click();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(t('common.errorTitle'), { timeout: 15_000 });
  await expect(alert.getByRole('button', { name: t('common.retry') })).toBeVisible();
  expect(await reloaded(page)).toBe(false);
  // The error state tries again when the network comes back.
  await context.setOffline(false);
  await expect(page.getByRole('heading', { level: 1, name: second.text.after })).toBeVisible({ timeout: 15_000 });
  expect(await reloaded(page)).toBe(true);
  expect(errors.filter((error) => !/ERR_INTERNET_DISCONNECTED/.test(error))).toEqual([]);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the open page takes its own release’s chunks from the phone, from the first visit on: repayment of the old release, no reload; the next open is the new release', async ({
    page,
  }) => {
    const errors = unexpectedConsole(page);
    const missing: string[] = [];
    page.on('response', (response) => {
      if (response.status() === 404) missing.push(response.url());
    });
    await openLoanDetails(page, 'e2e-release-worker');
    // The first visit: the worker installs once the first answer is in and claims the page.
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 20_000 }).toBe(true);
    copyRelease(second.dist, SITE);
    await page.getByRole('button', { name: text.repay, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: first.title, exact: true })).toBeVisible({ timeout: 15_000 });
    expect(await reloaded(page)).toBe(false);
    expect(missing).toEqual([]);
    // The borrower's next open of a page is the new release.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: second.text.after })).toBeVisible({ timeout: 15_000 });
    expect(errors).toEqual([]);
  });
});
