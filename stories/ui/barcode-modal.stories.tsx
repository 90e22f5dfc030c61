import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { BarcodeModal } from '../../app/src/shared/ui/barcode-modal/barcode-modal';
import { PrimaryButton } from '../../app/src/shared/ui/primary-button/primary-button';
import { INLINE_DOCS } from '../.storybook/app-parameters';

interface DemoProps {
  code: string;
  imageUrl: string;
  onClose: () => void;
}

function BarcodeDemo({ code, imageUrl, onClose }: DemoProps) {
  const [open, setOpen] = useState(false);
  return (
    <main style={{ padding: 16 }}>
      <PrimaryButton onClick={() => setOpen(true)}>Barcode</PrimaryButton>
      <BarcodeModal
        open={open}
        code={code}
        imageUrl={imageUrl}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      />
    </main>
  );
}

const meta = {
  title: 'UI kit/Barcode modal',
  component: BarcodeDemo,
  parameters: INLINE_DOCS,
  args: { code: '93000412345678', imageUrl: '/__mock/media/barcode/93000412345678.png', onClose: fn() },
} satisfies Meta<typeof BarcodeDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The voucher's barcode with 'scan to pay'; closes with its button. */
export const OpenAndClose: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Barcode' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Escanee el código para pagar' });
    await expect(within(dialog).getByRole('img', { name: `Código de barras del pago ${args.code}` })).toBeVisible();
    await expect(within(dialog).getByText(args.code)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** An image URL that is not http(s) or a data image is not shown; the code still is. */
export const UnsafeImageUrl: Story = {
  args: { imageUrl: 'javascript:alert(1)' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Barcode' }));
    const dialog = await canvas.findByRole('dialog');
    await expect(within(dialog).queryByRole('img')).toBeNull();
    await expect(within(dialog).getByText(args.code)).toBeVisible();
  },
};

export const English: Story = {
  globals: { language: 'en' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Barcode' }));
    await expect(await canvas.findByRole('dialog', { name: 'Scan the code to pay' })).toBeVisible();
  },
};
