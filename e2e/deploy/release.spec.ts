/**
 * A release installed with the install command (scripts/install-release.mjs; docs/serving.md
 * "Deploying a release") while loan details is open, on an nginx of its own that scripts/deploy-test.sh
 * starts on a folder the command filled with the first build: DEPLOY_INSTALL_URL (that nginx),
 * DEPLOY_INSTALL_DIR (its folder), DEPLOY_INSTALL_NGINX (its work folder, for the reload). The
 * old release's assets stay, so the tap to repayment needs no reload and finds no file missing;
 * the next open is the new release. No service worker, as in most iOS web views.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test } from '@playwright/test';
import { loanDetailMessages } from '../../app/src/screens/loan-detail/loan-detail-messages';
import { buildIdOf, FIRST_BUILD, loanDetailsUrl, ROOT, secondBuild } from '../support/release';

const BASE = process.env.DEPLOY_INSTALL_URL;
const DIR = process.env.DEPLOY_INSTALL_DIR;
const NGINX = process.env.DEPLOY_INSTALL_NGINX;
const text = loanDetailMessages.es;

test.use({ serviceWorkers: 'block' });

test('the install command keeps the open page on its own release: repayment with no reload and no file missing; the next open is the new release', async ({
  page,
}) => {
  if (!BASE || !DIR || !NGINX)
    throw new Error('DEPLOY_INSTALL_URL, DEPLOY_INSTALL_DIR and DEPLOY_INSTALL_NGINX are not set: run scripts/deploy-test.sh');
  const second = secondBuild();
  const first = buildIdOf(FIRST_BUILD);
  const problems: string[] = [];
  page.on('response', (response) => {
    if (response.status() >= 400) problems.push(`${response.status()} ${response.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  await page.goto(`${BASE}${loanDetailsUrl('deploy-release-install')}`);
  const rating = page.getByRole('dialog', { name: text.ratingTitle });
  await expect(rating).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(rating).toBeHidden();
  expect(await page.locator('meta[name="build-id"]').getAttribute('content')).toBe(first);
  await page.evaluate(() => Object.assign(window, { openedBeforeTheRelease: true }));

  execFileSync(process.execPath, [`${ROOT}scripts/install-release.mjs`, '--from', second.dist, '--to', DIR, '--nginx', NGINX], {
    stdio: 'pipe',
  });
  const ledger = JSON.parse(readFileSync(`${DIR}/releases.json`, 'utf8')) as { releases: { buildId: string }[] };
  expect(ledger.releases.map((release) => release.buildId)).toEqual([first, second.buildId]);

  await page.getByRole('button', { name: text.repay, exact: true }).click();
  // The first release's repayment, its chunks still served: nothing reloaded.
  await expect(page.getByRole('heading', { level: 1, name: second.text.before, exact: true })).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => 'openedBeforeTheRelease' in window)).toBe(true);
  // The next open is the new release, its pages allowed by the reloaded configuration's CSP.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: second.text.after })).toBeVisible({ timeout: 15_000 });
  expect(await page.locator('meta[name="build-id"]').getAttribute('content')).toBe(second.buildId);
  expect(problems).toEqual([]);
});
