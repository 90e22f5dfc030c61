import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SMS_COUNTDOWN_SECONDS } from '../../app/src/shared/config/constants';
import { commonMessages } from '../../app/src/shared/i18n/common-messages';
import type { Language } from '../../app/src/shared/i18n/language';
import { messagesOf } from '../../app/src/shared/i18n/messages';
import { SmsCountdownButton } from '../../app/src/shared/ui/sms-countdown-button/sms-countdown-button';
import { INLINE_DOCS } from '../.storybook/app-parameters';

/** The button's words, which a page gives it (the kit's own words of the shared catalogue here). */
function labels(language: Language) {
  const t = messagesOf(commonMessages, language);
  return { label: t('ui.sendCode'), countingLabel: (seconds: number) => t('ui.resendIn', { seconds }) };
}

const meta = {
  title: 'UI kit/SMS countdown button',
  component: SmsCountdownButton,
  parameters: INLINE_DOCS,
  args: { onSend: fn(() => true), onBlocked: fn(), ...labels('es') },
  decorators: [
    (Story) => (
      <main style={{ padding: 16 }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof SmsCountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** After a successful send it counts down 60 s, one tick a second; a tap meanwhile is blocked. */
export const CountsDown: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Enviar código' });
    await step('send: the countdown starts at 60 s', async () => {
      await userEvent.click(button);
      await expect(args.onSend).toHaveBeenCalledTimes(1);
      await expect(button).toHaveTextContent(`Reenviar en ${SMS_COUNTDOWN_SECONDS} s`);
      await expect(button).toHaveAttribute('aria-disabled', 'true');
    });
    await step('it ticks once a second', async () => {
      await waitFor(() => expect(button).toHaveTextContent(`Reenviar en ${SMS_COUNTDOWN_SECONDS - 1} s`), {
        timeout: 1_500,
      });
      await waitFor(() => expect(button).toHaveTextContent(`Reenviar en ${SMS_COUNTDOWN_SECONDS - 2} s`), {
        timeout: 1_500,
      });
    });
    await step('a tap during the countdown is blocked', async () => {
      await userEvent.click(button);
      await expect(args.onBlocked).toHaveBeenCalledTimes(1);
      await expect(args.onSend).toHaveBeenCalledTimes(1);
    });
  },
};

/** A short countdown ends and the button is available again. */
export const ResetsAtTheEnd: Story = {
  args: { seconds: 2 },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enviar código' });
    await userEvent.click(button);
    await expect(button).toHaveTextContent('Reenviar en 2 s');
    await waitFor(() => expect(button).toHaveTextContent('Enviar código'), { timeout: 3_500 });
    await expect(button).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledTimes(2);
  },
};

/** A failed send does not start the countdown. */
export const SendFails: Story = {
  args: { onSend: fn(() => false) },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enviar código' });
    await userEvent.click(button);
    await expect(button).toHaveTextContent('Enviar código');
  },
};

export const English: Story = {
  globals: { language: 'en' },
  args: labels('en'),
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Send code' });
    await userEvent.click(button);
    await expect(button).toHaveTextContent('Resend in 60 s');
  },
};
