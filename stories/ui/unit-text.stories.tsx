import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { UnitText } from '../../app/src/shared/ui/unit-text/unit-text';

/** How many lines an element's text lands on: its text's rects (not its own box), one per line. */
function lines(element: Element): number {
  const range = document.createRange();
  range.selectNodeContents(element);
  const seen: DOMRect[] = [];
  for (const rect of Array.from(range.getClientRects())) {
    if (rect.width === 0 || rect.height === 0) continue;
    if (!seen.some((line) => rect.top < line.bottom - 1 && rect.bottom > line.top + 1)) seen.push(rect);
  }
  return seen.length;
}

interface DemoProps {
  text: string;
  /** The box's width in em (so it keeps its width in characters at any text size): narrow. */
  width: number;
  fontSize: number;
}

function UnitTextDemo({ text, width, fontSize }: DemoProps) {
  return (
    <main style={{ padding: 16 }}>
      <p data-testid="box" style={{ width: `${width}em`, fontSize, margin: 0, background: 'var(--color-surface)' }}>
        <UnitText text={text} />
      </p>
    </main>
  );
}

const meta = {
  title: 'UI kit/Unit text',
  component: UnitTextDemo,
  args: { text: 'Pague $3.450,00 antes del 2026-12-07 o llame al 800 123 4567.', width: 7.5, fontSize: 20 },
} satisfies Meta<typeof UnitTextDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * In a narrow box the amount, the date and the phone number each move to a line of their own
 * whole, where plain text would break after "$3.450," or "2026-12-".
 */
export const UnitsStayWhole: Story = {
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('box');
    const units = Array.from(box.children);
    await expect(units.map((unit) => unit.textContent)).toEqual(['$3.450,00', '2026-12-07', '800 123 4567']);
    for (const unit of units) await expect(lines(unit), unit.textContent ?? '').toBe(1);
    await expect(lines(box)).toBeGreaterThan(3);
  },
};

/** An amount wider than its box: the sign goes on the line before the number, which stays whole. */
export const AmountWiderThanItsLine: Story = {
  args: { text: '$3.450,00', width: 4.7, fontSize: 32 },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByTestId('box');
    const [sign, number] = Array.from(box.querySelectorAll('span span'));
    await expect(sign?.textContent).toBe('$');
    await expect(number?.textContent).toBe('3.450,00');
    if (!sign || !number) return;
    await expect(lines(number)).toBe(1);
    await expect(number.getBoundingClientRect().top).toBeGreaterThan(sign.getBoundingClientRect().top);
  },
};
