import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { INLINE_DOCS } from '../.storybook/app-parameters';
import { ColourTokens, readTokens, shortfalls } from './colour-tokens';

/**
 * Every colour token in both themes with its contrast ratios (the Foundations page,
 * foundations.mdx, shows the same table). Its test fails when a text colour falls under its
 * minimum on a background it is used on, in either theme, or when a token has no stated use.
 */
const meta = {
  title: 'Foundations/Colour tokens',
  component: ColourTokens,
  parameters: { layout: 'padded', ...INLINE_DOCS },
  tags: ['!autodocs'],
} satisfies Meta<typeof ColourTokens>;

export default meta;
type Story = StoryObj<typeof meta>;

export const BothThemes: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('li').length).toBeGreaterThan(20);
    await expect(shortfalls(readTokens())).toEqual([]);
  },
};
