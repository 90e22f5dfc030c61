import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FOLDED_DETAIL_ROWS } from '../../app/src/shared/config/constants';
import { TitleValueList } from '../../app/src/shared/ui/title-value-list/title-value-list';
import { INLINE_DOCS } from '../.storybook/app-parameters';

const meta = {
  title: 'UI kit/Title-value list',
  component: TitleValueList,
  parameters: INLINE_DOCS,
  args: {
    label: 'Detalle del pago',
    rows: [
      { title: 'Monto del préstamo', value: '$3.000,00' },
      { title: 'Interés', value: '$292,50' },
      { title: 'Comisión', value: '$300,00' },
      { title: 'IVA', value: '$94,80' },
      { title: 'Fecha de vencimiento', value: '2026-12-07' },
    ],
  },
} satisfies Meta<typeof TitleValueList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllRows: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(args.rows.length);
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** Folded to the first 2 rows (the full repayment's detail list) with 'more' / 'hide'. */
export const Folded: Story = {
  args: { foldTo: FOLDED_DETAIL_ROWS },
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(FOLDED_DETAIL_ROWS);
    await step('more shows every row', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Ver más' }));
      await expect(canvas.getAllByRole('term')).toHaveLength(args.rows.length);
      await expect(canvas.getByRole('button', { name: 'Ocultar' })).toHaveAttribute('aria-expanded', 'true');
    });
    await step('hide folds it again', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Ocultar' }));
      await expect(canvas.getAllByRole('term')).toHaveLength(FOLDED_DETAIL_ROWS);
    });
  },
};

/** In English the toggle says More / Hide. */
export const FoldedEnglish: Story = {
  globals: { language: 'en' },
  args: {
    foldTo: FOLDED_DETAIL_ROWS,
    label: 'Payment detail',
    rows: [
      { title: 'Loan amount', value: '₹3.000,00' },
      { title: 'Interest', value: '₹292,50' },
      { title: 'Due date', value: '2026-12-07' },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'More' }));
    await expect(canvas.getByRole('button', { name: 'Hide' })).toBeVisible();
  },
};

/** No more rows than the fold: no toggle. */
export const ShortList: Story = {
  args: { foldTo: FOLDED_DETAIL_ROWS, rows: [{ title: 'Monto', value: '$1.500,00' }] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};
