import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import appConfig from '../../app/public/config.json';
import { privacyNoticeEn } from '../../app/src/features/privacy-notice/privacy-notice-en';
import { privacyNoticeEs } from '../../app/src/features/privacy-notice/privacy-notice-es';
import { loanTermsEn } from '../../app/src/screens/marketing-site/loan-terms-en';
import { loanTermsEs } from '../../app/src/screens/marketing-site/loan-terms-es';
import type { MarketingKey } from '../../app/src/screens/marketing-site/marketing-messages-es';
import MarketingSiteScreen from '../../app/src/screens/marketing-site/marketing-site-screen';
import { marketingMessages } from '../../app/src/screens/marketing-site/marketing-messages';
import type { Language } from '../../app/src/shared/i18n/language';
import { commonMessages } from '../../app/src/shared/i18n/common-messages';
import { messagesOf } from '../../app/src/shared/i18n/messages';
import type { AppParameters } from '../.storybook/app-parameters';
import { inLanguage } from '../support/story-language';

/**
 * The public marketing site: every page in both languages, at phone size (the site also works
 * at desktop width: the end-to-end tests check 1280 px).
 */
const meta = {
  title: 'Screens/Marketing site',
  component: MarketingSiteScreen,
  parameters: { route: { path: '/' } } satisfies AppParameters,
} satisfies Meta<typeof MarketingSiteScreen>;

export default meta;
type Story = StoryObj<typeof meta>;
type Play = NonNullable<Story['play']>;

const m = (language: Language, key: MarketingKey) => marketingMessages[language][key].replace('{appName}', appConfig.appName);

/** The frame every page shares: the nav's four items and the footer's contact details. */
async function expectFrame(canvasElement: HTMLElement, language: Language) {
  const canvas = within(canvasElement);
  const nav = canvas.getByRole('navigation', { name: m(language, 'nav.label') });
  await expect(
    within(nav)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual((['nav.home', 'nav.about', 'nav.privacy', 'nav.loanTerms'] as const).map((key) => m(language, key)));
  await expect(canvas.getByRole('contentinfo')).toHaveTextContent(m(language, 'company.email'));
}

/** The story of the page at `path`: its own checks, then the shared frame, in the story's language. */
function sitePage(path: string, play: (language: Language) => Play): Story {
  return {
    parameters: { route: { path } } satisfies AppParameters,
    play: inLanguage((language) => async (context) => {
      await play(language)(context);
      await expectFrame(context.canvasElement, language);
    }),
  };
}

const heading = (canvasElement: HTMLElement, name: string) => within(canvasElement).findByRole('heading', { level: 1, name });

export const Home = sitePage('/', (language) => async ({ canvasElement }) => {
  await expect(await heading(canvasElement, appConfig.appName)).toBeVisible();
  const canvas = within(canvasElement);
  await expect(canvas.getByText(m(language, 'home.tagline'))).toBeVisible();
  await expect(canvas.getByRole('heading', { level: 2, name: m(language, 'home.companyTitle') })).toBeVisible();
});

export const About = sitePage('/About', (language) => async ({ canvasElement }) => {
  await heading(canvasElement, m(language, 'about.title'));
  const images = within(canvasElement.querySelector('main') as HTMLElement).getAllByRole('img');
  await expect(images.map((image) => image.getAttribute('alt'))).toEqual(
    (['about.imageApp', 'about.imageTeam', 'about.imageSecure'] as const).map((key) => m(language, key)),
  );
});

export const User = sitePage('/User', (language) => async ({ canvasElement }) => {
  await heading(canvasElement, m(language, 'user.title'));
  await expect(canvasElement.querySelector('main')).toHaveTextContent(new RegExp(`^${m(language, 'user.title')}$`));
});

/** The contact form: incomplete gives the message; complete gives success and clears it. */
export const Contact = sitePage('/Contact', (language) => async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  const page = within(canvasElement.ownerDocument.body);
  await heading(canvasElement, m(language, 'contact.title'));
  const name = canvas.getByLabelText(m(language, 'contact.name'));
  const email = canvas.getByLabelText(m(language, 'contact.email'));
  const message = canvas.getByLabelText(m(language, 'contact.message'));
  const submit = canvas.getByRole('button', { name: m(language, 'contact.submit') });
  await step('name and e-mail only: incomplete', async () => {
    await userEvent.type(name, 'Ana López');
    await userEvent.type(email, 'ana@example.com');
    await userEvent.click(submit);
    await expect(await page.findByText(messagesOf(commonMessages, language)('marketing.incomplete'))).toBeVisible();
    await expect(name).toHaveValue('Ana López');
  });
  await step('with a message: success and the fields cleared', async () => {
    await userEvent.type(message, 'Quiero más información.');
    await userEvent.click(submit);
    await expect(await page.findByText(messagesOf(commonMessages, language)('marketing.submitted'))).toBeVisible();
    await waitFor(() => expect([name, email, message].map((field) => (field as HTMLInputElement).value)).toEqual(['', '', '']));
  });
});

/** /Policy: the hosted page of config.json in a titled frame, and the fallback link. */
export const Policy = sitePage('/Policy', (language) => async ({ canvasElement }) => {
  await heading(canvasElement, m(language, 'policy.title'));
  const frame = within(canvasElement).getByTitle(m(language, 'policy.frameTitle'));
  await expect(frame.getAttribute('src')).toMatch(new RegExp(`${appConfig.hostedPrivacyUrl.replace(/\./g, '\\.')}$`));
  await expect(within(canvasElement).getByRole('link', { name: m(language, 'policy.fallbackLink') })).toHaveAttribute('target', '_blank');
});

export const LoanTerms = sitePage('/Loan', (language) => async ({ canvasElement }) => {
  await heading(canvasElement, m(language, 'loanTerms.title'));
  const terms = language === 'en' ? loanTermsEn : loanTermsEs;
  const canvas = within(canvasElement);
  await waitFor(() =>
    expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      expect.arrayContaining(terms.sections.map((section) => section.heading)),
    ),
  );
  await expect(canvasElement.querySelector('main')).toHaveTextContent('Rs.1,000');
});

export const PrivacyPage = sitePage('/PrivacyPolicy', (language) => async ({ canvasElement }) => {
  await heading(canvasElement, m(language, 'privacyPage.title'));
  const notice = language === 'en' ? privacyNoticeEn : privacyNoticeEs;
  await expect(await within(canvasElement).findByText(notice.updated)).toBeVisible();
});

/** The nav switches the section in place: the same frame, the new heading focused. */
export const NavSwitchesInPlace = sitePage('/', (language) => async ({ canvasElement, step }) => {
  const canvas = within(canvasElement);
  await heading(canvasElement, appConfig.appName);
  const frame = canvasElement.querySelector('header');
  await step('Loan terms and conditions', async () => {
    await userEvent.click(canvas.getByRole('link', { name: m(language, 'nav.loanTerms') }));
    const title = await heading(canvasElement, m(language, 'loanTerms.title'));
    await waitFor(() => expect(title).toHaveFocus());
    await expect(canvasElement.querySelector('header')).toBe(frame);
    await expect(canvas.getByRole('link', { name: m(language, 'nav.loanTerms') })).toHaveAttribute('aria-current', 'page');
  });
  await step('About us', async () => {
    await userEvent.click(canvas.getByRole('link', { name: m(language, 'nav.about') }));
    await heading(canvasElement, m(language, 'about.title'));
  });
});
