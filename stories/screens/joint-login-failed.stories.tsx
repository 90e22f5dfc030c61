import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import JointLoginFailedScreen from '../../app/src/screens/joint-login-failed/joint-login-failed-screen';
import type { Language } from '../../app/src/shared/i18n/language';
import { messagesOf } from '../../app/src/shared/i18n/messages';
import type { AppParameters } from '../.storybook/app-parameters';
import { inLanguage } from '../support/story-language';
import { jointLoginMessages } from '../../app/src/screens/joint-login-failed/joint-login-failed-messages';

const meta = {
  title: 'Screens/Joint-login failure',
  component: JointLoginFailedScreen,
  parameters: { route: { path: '/joint-login-failed' } } satisfies AppParameters,
} satisfies Meta<typeof JointLoginFailedScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

function playFailure(language: Language): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: messagesOf(jointLoginMessages, language)('title') })).toBeVisible();
    await expect(canvas.getByText(messagesOf(jointLoginMessages, language)('notice'))).toBeVisible();
  };
}

/** The title and notice; in Spanish, 'Fracaso' and the notice of the specification. */
export const Default: Story = {
  play: inLanguage((language) => async (context) => {
    await playFailure(language)?.(context);
    if (language === 'es') {
      await expect(within(context.canvasElement).getByRole('heading', { level: 1 })).toHaveTextContent('Fracaso');
    }
  }),
};
