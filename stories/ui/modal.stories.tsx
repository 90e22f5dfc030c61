import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Modal } from '../../app/src/shared/ui/modal/modal';
import { PrimaryButton } from '../../app/src/shared/ui/primary-button/primary-button';
import { INLINE_DOCS } from '../.storybook/app-parameters';

interface DemoProps {
  title: string;
  body: string;
  /** Whether the modal can be closed (close button, Escape, backdrop). */
  closable: boolean;
  onClose: () => void;
}

function ModalDemo({ title, body, closable, onClose }: DemoProps) {
  const [open, setOpen] = useState(false);
  const close = () => {
    onClose();
    setOpen(false);
  };
  return (
    <main style={{ padding: 16 }}>
      <PrimaryButton onClick={() => setOpen(true)}>Open</PrimaryButton>
      <Modal
        open={open}
        title={title}
        onClose={closable ? close : undefined}
        actions={<PrimaryButton onClick={close}>Confirmar</PrimaryButton>}
      >
        <p>{body}</p>
      </Modal>
    </main>
  );
}

const meta = {
  title: 'UI kit/Modal',
  component: ModalDemo,
  parameters: INLINE_DOCS,
  args: {
    title: '¿Desea extender su pago?',
    body: 'Puede posponer el pago hasta 7 días pagando el monto de la extensión.',
    closable: true,
    onClose: fn(),
  },
} satisfies Meta<typeof ModalDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Opens on tap; the close button, Escape and the backdrop close it. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const open = async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
      const dialog = await canvas.findByRole('dialog', { name: args.title });
      await expect(dialog).toHaveFocus();
      return dialog;
    };
    await step('close button', async () => {
      const dialog = await open();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
      await expect(canvas.queryByRole('dialog')).toBeNull();
      await expect(canvas.getByRole('button', { name: 'Open' })).toHaveFocus();
    });
    await step('Escape', async () => {
      await open();
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    });
    await step('backdrop', async () => {
      const dialog = await open();
      const backdrop = dialog.parentElement;
      if (backdrop) await userEvent.click(backdrop);
      await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    });
    await expect(args.onClose).toHaveBeenCalledTimes(3);
  },
};

/** Without onClose: no close button, Escape does nothing; only its action closes it. */
export const NotClosable: Story = {
  args: { closable: false, title: 'Procesando su solicitud', body: 'Espere un momento…' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Open' }));
    const dialog = await canvas.findByRole('dialog', { name: args.title });
    await expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.getByRole('dialog')).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** Open from the start, for the look. */
export const Opened: Story = {
  render: (args) => (
    <Modal open title={args.title} onClose={args.onClose}>
      <p>{args.body}</p>
    </Modal>
  ),
};
