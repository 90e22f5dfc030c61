import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FloatingButton } from '../../app/src/shared/ui/floating-button/floating-button';
import { INLINE_DOCS } from '../.storybook/app-parameters';

const meta = {
  title: 'UI kit/Draggable floating button',
  component: FloatingButton,
  parameters: INLINE_DOCS,
  args: { label: 'Servicio al cliente', onClick: fn(), initial: { x: 300, y: 600 } },
  decorators: [
    (Story) => (
      <main style={{ minHeight: '100vh', padding: 16 }}>
        <p>Arrastre el botón a cualquier lugar; un toque abre el servicio al cliente.</p>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof FloatingButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tap activates it (the extension screen goes to /Dag). */
export const Tap: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: args.label }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

/** A drag moves it and is not a tap. */
export const Drag: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: args.label });
    const before = button.getBoundingClientRect();
    await userEvent.pointer([
      { keys: '[MouseLeft>]', target: button, coords: { clientX: before.x + 20, clientY: before.y + 20 } },
      { target: button, coords: { clientX: before.x - 60, clientY: before.y - 200 } },
      { keys: '[/MouseLeft]', target: button, coords: { clientX: before.x - 60, clientY: before.y - 200 } },
    ]);
    const after = button.getBoundingClientRect();
    await expect(after.y).toBeLessThan(before.y - 100);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
