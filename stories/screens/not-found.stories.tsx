import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { NotFound } from '../../app/src/app/not-found';
import type { Language } from '../../app/src/shared/i18n/language';
import { commonMessages } from '../../app/src/shared/i18n/common-messages';
import { messagesOf } from '../../app/src/shared/i18n/messages';
import type { AppParameters } from '../.storybook/app-parameters';
import { inLanguage } from '../support/story-language';

const meta = {
  title: 'Screens/Not found',
  component: NotFound,
  parameters: { route: { path: '/no-such-screen' } } satisfies AppParameters,
} satisfies Meta<typeof NotFound>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any path without a screen. */
function playNotFound(language: Language): Story['play'] {
  return async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: messagesOf(commonMessages, language)('common.notFoundTitle') }),
    ).toBeVisible();
    await expect(canvas.getByText(messagesOf(commonMessages, language)('common.notFoundBody'))).toBeVisible();
  };
}

export const Default: Story = { play: inLanguage(playNotFound) };
