import { COMPLAINT_MAX_CHARS } from '../../app/src/api/contract-limits';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { CountedTextarea } from '../../app/src/shared/ui/counted-textarea/counted-textarea';
import { INLINE_DOCS } from '../.storybook/app-parameters';

interface DemoProps {
  label: string;
  initial: string;
  max: number;
  placeholder?: string;
  readOnly?: boolean;
}

function TextareaDemo({ initial, ...rest }: DemoProps) {
  const [value, setValue] = useState(initial);
  return (
    <main style={{ padding: 16 }}>
      <CountedTextarea {...rest} value={value} onChange={setValue} />
    </main>
  );
}

const meta = {
  title: 'UI kit/Textarea with counter',
  component: TextareaDemo,
  parameters: INLINE_DOCS,
  args: {
    label: 'Describa su problema',
    initial: '',
    max: COMPLAINT_MAX_CHARS,
    placeholder: 'Escriba aquí sus comentarios y sugerencias',
  },
} satisfies Meta<typeof TextareaDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The counter follows the text and stops at 200: extra typing is ignored. */
export const CounterStopsAtMax: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByRole('textbox', { name: 'Describa su problema' });
    await expect(textarea).toHaveAccessibleDescription(`0/${COMPLAINT_MAX_CHARS}`);
    await step('typing counts characters', async () => {
      await userEvent.type(textarea, 'Cobro doble');
      await expect(textarea).toHaveAccessibleDescription(`11/${COMPLAINT_MAX_CHARS}`);
    });
    await step('a long paste is cut at the maximum', async () => {
      await userEvent.clear(textarea);
      await userEvent.click(textarea);
      await userEvent.paste('x'.repeat(COMPLAINT_MAX_CHARS + 25));
      await expect(textarea).toHaveValue('x'.repeat(COMPLAINT_MAX_CHARS));
      await expect(textarea).toHaveAccessibleDescription(`${COMPLAINT_MAX_CHARS}/${COMPLAINT_MAX_CHARS}`);
    });
    await step('typing at the maximum is ignored', async () => {
      await userEvent.type(textarea, 'abc');
      await expect(textarea).toHaveValue('x'.repeat(COMPLAINT_MAX_CHARS));
      await expect(canvas.getByText(`${COMPLAINT_MAX_CHARS}/${COMPLAINT_MAX_CHARS}`)).toBeVisible();
    });
  },
};

/** Read-only, as the complaint detail shows the complaint's content. */
export const ReadOnly: Story = {
  args: {
    label: 'Contenido',
    readOnly: true,
    initial: 'Me cobraron dos veces la cuota del 7 de diciembre. Solicito el reembolso del cobro duplicado.',
  },
  play: async ({ canvasElement }) => {
    const textarea = within(canvasElement).getByRole('textbox', { name: 'Contenido' });
    await expect(textarea).toHaveAttribute('readonly');
    await userEvent.type(textarea, 'más');
    await expect(textarea).not.toHaveValue(expect.stringContaining('más'));
  },
};
