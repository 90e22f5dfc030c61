import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PrimaryButton } from '../../app/src/shared/ui/primary-button/primary-button';
import { INLINE_DOCS } from '../.storybook/app-parameters';

const meta = {
  title: 'UI kit/Primary button',
  component: PrimaryButton,
  parameters: INLINE_DOCS,
  args: { children: 'Confirmar préstamo', onClick: fn() },
  decorators: [
    (Story) => (
      <main style={{ padding: 16 }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof PrimaryButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Enabled: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Confirmar préstamo' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Looks disabled (agreement unticked) but still gets the tap, so the screen can explain. */
export const LooksDisabled: Story = {
  args: { looksDisabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Confirmar préstamo' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** Disabled: taps are blocked. */
export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Confirmar préstamo' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Secondary: Story = {
  args: { variant: 'secondary', children: 'No es necesario' },
};
