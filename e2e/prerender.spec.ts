import { expect, test, type Page } from '@playwright/test';
import { paths, prerenderedPaths } from '../app/src/shared/navigation/paths';
import { privacyNoticeEs } from '../app/src/features/privacy-notice/privacy-notice-es';
import { loanTermsEs } from '../app/src/screens/marketing-site/loan-terms-es';
import type { MarketingKey } from '../app/src/screens/marketing-site/marketing-messages-es';
import { marketingMessages } from '../app/src/screens/marketing-site/marketing-messages';
import { sectionOf } from '../app/src/screens/marketing-site/site-sections';
import { es as promotionEs } from '../app/src/promotion/i18n/messages-es';
import { interpolate } from '../app/src/shared/i18n/messages';
import { CONTRACT_VERSION } from '../app/src/api/contract-constants';
import { expectHydrated } from './support/hydration';

/**
 * The prerendered site (docs/quality.md "Prerendered pages"): what a crawler, a link preview or a phone whose scripts have
 * not run gets, and that the scripts then take the page over without a hydration mismatch.
 */
const APP_NAME = 'Crédito Ágil';
const m = (key: MarketingKey, values: Record<string, string> = {}) =>
  interpolate(marketingMessages.es[key], { appName: APP_NAME, ...values });

/** Something of each public page's own content, beyond its heading. */
const CONTENT: Record<string, (page: Page) => Promise<void>> = {
  [paths.home]: (page) => expect(page.getByText(m('home.tagline'))).toBeVisible(),
  [paths.about]: (page) => expect(page.getByRole('img', { name: m('about.imageApp') })).toBeVisible(),
  [paths.user]: (page) => expect(page.getByRole('navigation', { name: m('nav.label') })).toBeVisible(),
  [paths.contact]: (page) => expect(page.getByLabel(m('contact.message'))).toBeVisible(),
  [paths.policy]: (page) => expect(page.locator(`iframe[title="${m('policy.frameTitle')}"]`)).toBeAttached(),
  [paths.loanTerms]: async (page) => {
    for (const section of loanTermsEs.sections) await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
  },
  [paths.privacyPage]: async (page) => {
    for (const section of privacyNoticeEs.sections)
      await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
  },
};

const SITE_ORIGIN = 'http://127.0.0.1:8080';
const BORROWER_PATHS = Object.values(paths).filter((path) => !prerenderedPaths.some((open) => open === path));

test.describe('with scripts disabled', () => {
  test.use({ javaScriptEnabled: false });

  for (const path of prerenderedPaths) {
    test(`${path}: heading, content, its own title, description, canonical and preview`, async ({ page }) => {
      await page.goto(path);
      const section = sectionOf(path);
      const heading = m(section.title);
      await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeAttached();
      await CONTENT[path]?.(page);
      const title = path === paths.home ? m('head.homeTitle') : m('head.title', { page: heading });
      await expect(page).toHaveTitle(title);
      const description = m(section.description);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_ORIGIN}${path}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', title);
      await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', description);
      await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', `${SITE_ORIGIN}/og-image.png`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
      await expect(page.locator('title')).toHaveCount(1);
    });
  }

  test('/promotion/: the register form, its title and description', async ({ page }) => {
    await page.goto('/promotion/');
    await expect(page.getByLabel(promotionEs.mobileLabel)).toBeVisible();
    await expect(page).toHaveTitle(promotionEs.documentTitle);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${SITE_ORIGIN}/promotion/`);
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    // Held until the app replaces it: nothing typed is lost, no tap reloads the page.
    await expect(page.locator('form')).toHaveAttribute('inert', '');
  });

  test('a borrower route paints the shell: the product band, no words of a language', async ({ page }) => {
    await page.goto(paths.loanDetail);
    await expect(page.locator('.shell-band')).toHaveText(APP_NAME);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('the shell paints from its HTML alone, as it looks once the stylesheet is in, light and dark', async ({ page }) => {
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      // The stylesheet is held back until the shell has been seen without it.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/*.css', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto(paths.loanDetail, { waitUntil: 'commit' });
      await expect(page.locator('.shell-band')).toHaveText(APP_NAME);
      expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
      const alone = await page.screenshot();
      release();
      await page.waitForLoadState('load');
      expect(await page.evaluate(() => document.styleSheets.length)).toBe(2);
      expect((await page.screenshot()).equals(alone), `${colorScheme}: the shell changed when its stylesheet came`).toBe(true);
      await page.unrouteAll();
    }
  });
});

test('robots.txt and sitemap.xml list the public routes; every borrower route says noindex', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain(`Sitemap: ${SITE_ORIGIN}/sitemap.xml`);
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
  expect(listed).toEqual([...prerenderedPaths, '/promotion/'].map((path) => `${SITE_ORIGIN}${path}`));
  expect(BORROWER_PATHS.length).toBeGreaterThan(20);
  for (const path of BORROWER_PATHS) {
    const html = await (await request.get(`${path}?sessionId=e2e`)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex" />');
    expect(html, path).not.toContain('data-prerender');
  }
});

test("every page names the contract version it was built against, which /__mock finds equal to the server's", async ({ request }) => {
  // docs/contract-versions.md "Where the version shows"
  for (const path of ['/', '/loan-detail?sessionId=e2e', '/promotion/', '/no-such-page']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`<meta name="contract-version" content="${CONTRACT_VERSION}">`);
  }
  const versions = await (await request.get('/__mock/contract')).json();
  expect(versions).toEqual({ server: CONTRACT_VERSION, bundle: CONTRACT_VERSION });
});

/** Counts nodes React removes from #root: hydration keeps the prerendered ones, a fresh render drops them. */
async function watchRoot(page: Page): Promise<string[]> {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.addInitScript(() => {
    const removed = { count: 0 };
    Object.assign(window, { removedFromRoot: removed });
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      new MutationObserver((records) => {
        for (const record of records) removed.count += record.removedNodes.length;
      }).observe(root, { childList: true, subtree: true });
    });
  });
  return errors;
}

test('the scripts hydrate each public page: its nodes stay, no mismatch or other error', async ({ page }) => {
  const errors = await watchRoot(page);
  for (const path of prerenderedPaths) {
    await page.goto(`${path}?language=2`);
    // The footer is the last node of the page.
    await expectHydrated(page, 'footer');
    await expect(page.getByRole('heading', { level: 1, name: m(sectionOf(path).title), exact: true })).toBeAttached();
    expect(await page.evaluate(() => (window as unknown as { removedFromRoot: { count: number } }).removedFromRoot.count), path).toBe(0);
    await expect(page.locator('title')).toHaveCount(1);
  }
  expect(errors).toEqual([]);
});

test('in English the page is rendered afresh over the Spanish file, with no error', async ({ page }) => {
  const errors = await watchRoot(page);
  await page.goto(`${paths.about}?language=1`);
  await expect(page.getByRole('heading', { level: 1, name: marketingMessages.en['about.title'] })).toBeAttached();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(errors).toEqual([]);
});
