import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { showLoading } from '../../app/src/shared/feedback/feedback-store';
import { LoadingIndicator } from '../../app/src/shared/ui/loading/loading-indicator';
import { PrimaryButton } from '../../app/src/shared/ui/primary-button/primary-button';
import { INLINE_DOCS } from '../.storybook/app-parameters';

const meta = {
  title: 'UI kit/Loading indicator',
  component: LoadingIndicator,
  parameters: INLINE_DOCS,
  args: { text: 'Cargando…' },
} satisfies Meta<typeof LoadingIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In the flow of a screen, while its data loads. */
export const Inline: Story = {
  play: async ({ canvasElement, args }) => {
    const status = within(canvasElement).getByText(args.text).closest('[role="status"]');
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

/** Over the whole page, as the API clients show it for a call with a loading text. */
export const Overlay: Story = {
  args: { overlay: true, text: 'Procesando…' },
};

/** The global indicator (GlobalLoading in the providers), driven by a call's loading text. */
export const DuringACall: Story = {
  render: () => (
    <main style={{ padding: 16 }}>
      <PrimaryButton
        onClick={() => {
          const hide = showLoading('Enviando…');
          setTimeout(hide, 600);
        }}
      >
        Send
      </PrimaryButton>
    </main>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText('Enviando…')).toBeVisible();
    await waitFor(() => expect(canvas.queryByText('Enviando…')).toBeNull(), { timeout: 2_000 });
  },
};
