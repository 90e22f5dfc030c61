import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StarRating } from '../../app/src/shared/ui/star-rating/star-rating';
import { INLINE_DOCS } from '../.storybook/app-parameters';

interface DemoProps {
  initial: number;
  onChange: (stars: number) => void;
}

function RatingDemo({ initial, onChange }: DemoProps) {
  const [value, setValue] = useState(initial);
  return (
    <main style={{ padding: 16 }}>
      <StarRating
        value={value}
        onChange={(stars) => {
          onChange(stars);
          setValue(stars);
        }}
      />
    </main>
  );
}

const meta = {
  title: 'UI kit/Star rating',
  component: RatingDemo,
  parameters: INLINE_DOCS,
  args: { initial: 0, onChange: fn() },
} satisfies Meta<typeof RatingDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** None chosen; tap a star, then move with the arrow keys (1 to 5, never past). */
export const TapAndKeys: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const star = (n: number) => canvas.getByRole('radio', { name: `${n} de 5 estrellas` });
    await expect(canvas.getByRole('radiogroup', { name: 'Calificación' })).toBeVisible();
    await expect(canvas.queryAllByRole('radio', { checked: true })).toHaveLength(0);
    await step('tap the 4th star', async () => {
      await userEvent.click(star(4));
      await expect(star(4)).toHaveAttribute('aria-checked', 'true');
      await expect(args.onChange).toHaveBeenLastCalledWith(4);
    });
    await step('arrow keys stop at 5 and at 1', async () => {
      await userEvent.keyboard('{ArrowRight}{ArrowRight}');
      await expect(star(5)).toHaveAttribute('aria-checked', 'true');
      await userEvent.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}{ArrowLeft}');
      await expect(star(1)).toHaveAttribute('aria-checked', 'true');
    });
  },
};

export const ThreeStars: Story = { args: { initial: 3 } };

export const English: Story = {
  globals: { language: 'en' },
  args: { initial: 5 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('radio', { name: '5 of 5 stars' })).toBeChecked();
  },
};
