import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { showToast } from '../../app/src/shared/feedback/feedback-store';
import { PrimaryButton } from '../../app/src/shared/ui/primary-button/primary-button';
import { Toast } from '../../app/src/shared/ui/toast/toast';
import { useToast } from '../../app/src/shared/ui/toast/use-toast';
import { INLINE_DOCS } from '../.storybook/app-parameters';

interface DemoProps {
  message: string;
  /** Milliseconds; 3 s when absent or not above 300 ms. */
  durationMs?: number;
}

/** A button that shows a toast through the app's ToastProvider (in the decorator). */
function ToastDemo({ message, durationMs }: DemoProps) {
  const toast = useToast();
  return (
    <main style={{ padding: 16 }}>
      <PrimaryButton onClick={() => toast(message, durationMs)}>Show toast</PrimaryButton>
    </main>
  );
}

const meta = {
  title: 'UI kit/Toast',
  component: ToastDemo,
  parameters: INLINE_DOCS,
  args: { message: 'Copiado' },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shown on tap, gone after the default 3 s. */
export const DefaultDuration: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(await canvas.findByText(args.message)).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await expect(canvas.getByText(args.message)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(args.message)).toBeNull(), { timeout: 2_500 });
  },
};

/** A duration of 300 ms or less is ignored (3 s); above it, it is kept. */
export const CustomDuration: Story = {
  args: { message: 'Un mensaje del servidor', durationMs: 800 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Show toast' }));
    await expect(await canvas.findByText(args.message)).toBeVisible();
    await waitFor(() => expect(canvas.queryByText(args.message)).toBeNull(), { timeout: 1_500 });
  },
};

/** Several toasts at once, as the API clients and screens may show them. */
export const Stacked: Story = {
  render: () => <ToastDemo message="Primero" />,
  play: async () => {
    showToast('Segundo mensaje, un poco más largo, que ocupa dos líneas en un teléfono', 60_000);
    showToast('Tercero', 60_000);
  },
};

/** The bare toast, as it looks inside the toast region. */
export const Bare: StoryObj<typeof Toast> = {
  render: () => (
    <div role="status">
      <Toast message="¡La carga se realizó correctamente!" />
    </div>
  ),
};
