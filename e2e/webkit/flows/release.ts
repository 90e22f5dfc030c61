/**
 * A release between two screens in WebKit, where a web view has no service worker (most of iOS),
 * as e2e/release.spec.ts walks it in Chromium: loan details of the first build, the served
 * folder made the second build by a plain copy, then repay: repayment of the new release, the page
 * reloaded once (docs/serving.md "Releases").
 */
import { expect } from 'vitest';
import { loanDetailMessages } from '../../../app/src/screens/loan-detail/loan-detail-messages';
import { buildIdOf, copyRelease, FIRST_BUILD, loanDetailsUrl, releaseReloads, secondBuild } from '../../support/release';
import type { WebKitPage } from '../support/browser';

/** Walks it on `page` (a server serving `site`); returns how long the tap took to show repayment. */
export async function releaseBetweenScreens(page: WebKitPage, site: string): Promise<number> {
  const text = loanDetailMessages.es;
  const second = secondBuild();
  const session = 'webkit-release';
  copyRelease(FIRST_BUILD, site);
  await page.goto(loanDetailsUrl(session));
  const rating = '[role="dialog"], dialog';
  await page.find(rating, text.ratingTitle);
  await page.pressEscape();
  await page.gone(rating, text.ratingTitle);
  await page.evaluate('window.openedBeforeTheRelease = true');
  copyRelease(second.dist, site);
  const tapped = Date.now();
  await page.click('button', text.repay);
  await page.find('h1', second.text.after);
  const took = Date.now() - tapped;
  await page.recordErrors();
  expect(await page.evaluate<boolean>('return !("openedBeforeTheRelease" in window)'), 'the page reloaded').toBe(true);
  expect((await page.url()).pathname).toBe('/repay');
  expect((await page.url()).searchParams.get('sessionId')).toBe(session);
  // Sent as the page hid for the reload; nginx passes it on without the referrer, so by its ids.
  const first = buildIdOf(FIRST_BUILD);
  await page.waitFor('the loan.release.reload record', async () =>
    (await releaseReloads(page.baseURL)).some(
      (r) => r.attributes['loan.release.from'] === first && r.attributes['loan.release.to'] === second.buildId && r.route === '/repay',
    ),
  );
  return took;
}
