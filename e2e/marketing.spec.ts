import { expect, test, type Page } from '@playwright/test';
import { loanTermsEn } from '../app/src/screens/marketing-site/loan-terms-en';
import { loanTermsEs } from '../app/src/screens/marketing-site/loan-terms-es';
import type { MarketingKey } from '../app/src/screens/marketing-site/marketing-messages-es';
import { marketingMessages } from '../app/src/screens/marketing-site/marketing-messages';
import type { Language } from '../app/src/shared/i18n/language';
import { commonMessages } from '../app/src/shared/i18n/common-messages';
import { messagesOf } from '../app/src/shared/i18n/messages';
import { expectNoA11yViolations } from './support/axe';
import { expectHydrated } from './support/hydration';
import { LANGUAGES, languageFlag } from './support/launch';

/** The public site needs no launch parameters: only the language flag. */
const siteUrl = (path: string, language: Language) => `${path}?language=${languageFlag(language)}`;

/** The first paint waits for the site's lazy chunk: allow for a busy machine. */
const FIRST_PAINT = { timeout: 20_000 };
test.describe.configure({ timeout: 60_000 });

const APP_NAME = 'Crédito Ágil';
const m = (language: Language, key: MarketingKey) => marketingMessages[language][key].replace('{appName}', APP_NAME);

const PAGES: readonly { path: string; title: MarketingKey }[] = [
  { path: '/', title: 'home.title' },
  { path: '/About', title: 'about.title' },
  { path: '/User', title: 'user.title' },
  { path: '/Contact', title: 'contact.title' },
  { path: '/Policy', title: 'policy.title' },
  { path: '/Loan', title: 'loanTerms.title' },
  { path: '/PrivacyPolicy', title: 'privacyPage.title' },
];

async function expectNoHorizontalOverflow(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
}

for (const width of [390, 1280]) {
  test.describe(`marketing site at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 }, isMobile: width < 768 });
    for (const language of LANGUAGES) {
      for (const { path, title } of PAGES) {
        test(`${path} in ${language}: heading, frame, no overflow, no axe violation`, async ({ page }) => {
          await page.goto(siteUrl(path, language));
          await expect(page.getByRole('heading', { level: 1, name: m(language, title), exact: true })).toBeAttached(FIRST_PAINT);
          await expect(page.getByRole('navigation', { name: m(language, 'nav.label') }).getByRole('link')).toHaveCount(4);
          await expect(page.getByRole('contentinfo')).toContainText(m(language, 'company.email'));
          if (path === '/Loan') await expect(page.getByText('Rs.1,000', { exact: false })).toBeVisible();
          await expectNoHorizontalOverflow(page);
          await page.screenshot({
            path: `test-results/screens/marketing${path.replace('/', '-') || '-home'}-${language}-${width}.png`.replace('--', '-'),
          });
          await expectNoA11yViolations(page);
        });
      }
    }
  });
}

test('the nav switches sections in place; the address follows and back returns', async ({ page }) => {
  await page.goto(siteUrl('/', 'en'));
  await expect(page.getByRole('heading', { level: 1, name: APP_NAME })).toBeVisible(FIRST_PAINT);
  // A marker on the window: a page load would lose it.
  await page.evaluate(() => Object.assign(window, { sameDocument: true }));
  const nav = page.getByRole('navigation', { name: m('en', 'nav.label') });

  await nav.getByRole('link', { name: 'Loan terms and conditions' }).click();
  await expect(page).toHaveURL(/\/Loan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Loan terms and conditions' })).toBeFocused();
  for (const section of loanTermsEn.sections) await expect(page.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();

  await nav.getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/PrivacyPolicy$/);
  await expect(page.getByText('Face data is deleted from our systems within 30 days', { exact: false })).toBeVisible();

  await nav.getByRole('link', { name: 'About us' }).click();
  await expect(page).toHaveURL(/\/About$/);

  await page.goBack();
  await expect(page).toHaveURL(/\/PrivacyPolicy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeAttached();
  await page.goBack();
  await expect(page).toHaveURL(/\/Loan$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: APP_NAME })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('a section can be linked: /Loan opened directly, in Spanish, with every figure', async ({ page }) => {
  await page.goto(siteUrl('/Loan', 'es'));
  await expect(page.getByRole('heading', { level: 1, name: m('es', 'loanTerms.title') })).toBeVisible(FIRST_PAINT);
  const main = page.getByRole('main');
  for (const figure of ['91 a 365 días', 'Rs.1,000', 'Rs.800', '5% diario del día 1 al 30', '7 días hábiles', 'mayor de 18 años'])
    await expect(main).toContainText(figure);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText([...loanTermsEs.sections.map((s) => s.heading), 'Contacto', 'Más']);
});

test('"/" is exact: an unknown path under it is not the site', async ({ page }) => {
  for (const path of ['/Loan/extra', '/nothing-here']) {
    await page.goto(siteUrl(path, 'es'));
    await expect(page.getByRole('heading', { level: 1, name: messagesOf(commonMessages, 'es')('common.notFoundTitle') })).toBeVisible(
      FIRST_PAINT,
    );
  }
});

test('/Contact: incomplete, then "Submit successfully" and the fields cleared, nothing sent', async ({ page }) => {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (['fetch', 'xhr'].includes(request.resourceType())) requests.push(request.url());
  });
  await page.goto(siteUrl('/Contact', 'es'));
  await expect(page.getByRole('heading', { level: 1, name: m('es', 'contact.title') })).toBeVisible(FIRST_PAINT);
  // Before hydration a tap on the button is the browser's own submit.
  await expectHydrated(page, 'form');
  const name = page.getByLabel(m('es', 'contact.name'));
  const email = page.getByLabel(m('es', 'contact.email'));
  const message = page.getByLabel(m('es', 'contact.message'));
  await name.fill('Ana López');
  await message.fill('Hola');
  await page.getByRole('button', { name: m('es', 'contact.submit') }).click();
  await expect(page.getByText('Please provide complete information!')).toBeVisible();
  await expect(name).toHaveValue('Ana López');
  await email.fill('ana@example.com');
  await page.getByRole('button', { name: m('es', 'contact.submit') }).click();
  await expect(page.getByText('Submit successfully')).toBeVisible();
  await expect(name).toHaveValue('');
  await expect(email).toHaveValue('');
  await expect(message).toHaveValue('');
  expect(requests.filter((url) => !url.endsWith('/config.json'))).toEqual([]);
});

test('/Contact keeps what was typed into the prerendered page before the app ran', async ({ page }) => {
  // The entry is held back until the visitor has typed: hydration then finds the fields filled.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/main-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const entry = page.waitForResponse(/\/assets\/main-[\w-]+\.js$/);
  await page.goto(siteUrl('/Contact', 'es'));
  await page.getByLabel(m('es', 'contact.name')).fill('Ana López');
  await page.getByLabel(m('es', 'contact.email')).fill('ana@example.com');
  await page.getByLabel(m('es', 'contact.message')).fill('Hola');
  release();
  await entry;
  await expectHydrated(page, 'form');
  await page.getByRole('button', { name: m('es', 'contact.submit') }).click();
  await expect(page.getByText('Submit successfully')).toBeVisible();
  await expect(page.getByLabel(m('es', 'contact.name'))).toHaveValue('');
});

test('/Policy frames the hosted privacy page of config.json, with the fallback link', async ({ page, request }) => {
  const config = (await (await request.get('/config.json')).json()) as { hostedPrivacyUrl: string };
  await page.goto(siteUrl('/Policy', 'en'));
  await expect(page.getByRole('heading', { level: 1, name: m('en', 'policy.title') })).toBeVisible(FIRST_PAINT);
  const frame = page.getByTitle(m('en', 'policy.frameTitle'));
  await expect(frame).toHaveAttribute('src', new RegExp(`${config.hostedPrivacyUrl.replace(/\./g, '\\.')}$`));
  await expect(page.frameLocator('iframe').getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
  const fallback = page.getByRole('link', { name: m('en', 'policy.fallbackLink') });
  await expect(fallback).toHaveAttribute('href', new RegExp(`${config.hostedPrivacyUrl.replace(/\./g, '\\.')}$`));
  await expect(fallback).toHaveAttribute('target', '_blank');
});
