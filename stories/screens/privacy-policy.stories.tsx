import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import PrivacyPolicyScreen from '../../app/src/screens/privacy-policy/privacy-policy-screen';
import type { PrivacyNotice } from '../../app/src/features/privacy-notice/privacy-notice';
import { privacyNoticeEn } from '../../app/src/features/privacy-notice/privacy-notice-en';
import { privacyNoticeEs } from '../../app/src/features/privacy-notice/privacy-notice-es';
import type { Language } from '../../app/src/shared/i18n/language';
import { messagesOf } from '../../app/src/shared/i18n/messages';
import type { AppParameters } from '../.storybook/app-parameters';
import { inLanguage } from '../support/story-language';
import { privacyPolicyMessages } from '../../app/src/screens/privacy-policy/privacy-policy-messages';

const meta = {
  title: 'Screens/Privacy policy',
  component: PrivacyPolicyScreen,
  parameters: { route: { path: '/privacy-policy' } } satisfies AppParameters,
} satisfies Meta<typeof PrivacyPolicyScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The long notice in the borrower's language: every section heading, in order. */
function playNotice(language: Language): Story['play'] {
  const notice: PrivacyNotice = language === 'en' ? privacyNoticeEn : privacyNoticeEs;
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: messagesOf(privacyPolicyMessages, language)('title') })).toBeVisible();
    await expect(canvas.getByText(notice.updated)).toBeVisible();
    const headings = canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    await expect(headings).toEqual(notice.sections.map((section) => section.heading));
    await expect(canvasElement.ownerDocument.documentElement).toHaveAttribute('lang', language);
  };
}

export const Default: Story = { play: inLanguage(playNotice) };
