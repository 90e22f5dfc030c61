import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { RemoteImage } from '../../app/src/shared/ui/remote-image/remote-image';
import { INLINE_DOCS } from '../.storybook/app-parameters';

const meta = {
  title: 'UI kit/Server image',
  component: RemoteImage,
  parameters: INLINE_DOCS,
  args: { src: '/__mock/media/logo/bbva.png', alt: 'BBVA', fallbackText: 'BB' },
  decorators: [
    (Story) => (
      <main style={{ padding: 16, width: 64, height: 64 }}>
        <Story />
      </main>
    ),
  ],
} satisfies Meta<typeof RemoteImage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A logo the mock serves (snapshots/media/), with its text alternative. */
export const Loaded: Story = {
  play: async ({ canvasElement, args }) => {
    const image = within(canvasElement).getByRole('img', { name: args.alt });
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

/** A URL that does not load: the fallback box says the short text and keeps the name. */
export const Failed: Story = {
  tags: ['failed-image'],
  args: { src: '/__mock/media/missing/1.png' },
  play: async ({ canvasElement, args }) => {
    // The <img> is there until its error event: wait for the fallback that replaces it.
    await waitFor(() => expect(canvasElement.querySelector('[data-image-fallback]')).not.toBeNull());
    const fallback = within(canvasElement).getByRole('img', { name: args.alt });
    await expect(fallback).toHaveTextContent(args.fallbackText ?? '');
  },
};

/** A decorative image (empty alt) that does not load: its fallback is hidden from readers too. */
export const FailedDecorative: Story = {
  tags: ['failed-image'],
  args: { src: '', alt: '', fallbackText: 'BB' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('[data-image-fallback]')).toHaveAttribute('aria-hidden', 'true');
  },
};
