import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import appConfig from '../../app/public/config.json';
import AboutUsScreen from '../../app/src/screens/about-us/about-us-screen';
import type { Language } from '../../app/src/shared/i18n/language';
import { messagesOf } from '../../app/src/shared/i18n/messages';
import type { AppParameters } from '../.storybook/app-parameters';
import { inLanguage } from '../support/story-language';
import { aboutUsMessages } from '../../app/src/screens/about-us/about-us-messages';

const meta = {
  title: 'Screens/About us',
  component: AboutUsScreen,
  parameters: { route: { path: '/about-us' } } satisfies AppParameters,
} satisfies Meta<typeof AboutUsScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The static paragraph, naming the app of the runtime config. */
function playAbout(language: Language): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: messagesOf(aboutUsMessages, language)('title') })).toBeVisible();
    await expect(canvas.getByText(messagesOf(aboutUsMessages, language)('body', { appName: appConfig.appName }))).toBeVisible();
  };
}

export const Default: Story = { play: inLanguage(playAbout) };
