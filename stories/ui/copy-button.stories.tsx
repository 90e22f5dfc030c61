import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CopyButton } from '../../app/src/shared/ui/copy-button/copy-button';
import { INLINE_DOCS } from '../.storybook/app-parameters';

const meta = {
  title: 'UI kit/Copy to clipboard',
  component: CopyButton,
  parameters: INLINE_DOCS,
  args: { text: '93000412345678', label: 'Copiar el código de pago' },
  decorators: [
    (Story, { args }) => (
      <main style={{ padding: 16, display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'center' }}>
        <code>{args.text}</code>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof CopyButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Copies the voucher code and says so in a toast. */
export const CopiesTheCode: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: args.label }));
    await expect(await body.findByText('Copiado')).toBeVisible();
    await expect(await navigator.clipboard.readText()).toBe(args.text);
  },
};

export const English: Story = {
  globals: { language: 'en' },
  args: { label: 'Copy the payment code' },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(body.getByRole('button', { name: args.label }));
    await expect(await body.findByText('Copied')).toBeVisible();
  },
};
