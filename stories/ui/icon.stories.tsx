import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, type IconName } from '../../app/src/shared/ui/icon/icon';
import { INLINE_DOCS } from '../.storybook/app-parameters';

/** Every icon name; `satisfies` fails the type check when the kit adds or drops one. */
const NAMES = Object.keys({
  phone: true,
  mail: true,
  alert: true,
  check: true,
  inbox: true,
  headset: true,
  cross: true,
  star: true,
  starOutline: true,
} satisfies Record<IconName, true>) as IconName[];

const meta = {
  title: 'UI kit/Icon',
  component: Icon,
  parameters: INLINE_DOCS,
  args: { name: 'phone', size: 24 },
  argTypes: { name: { control: 'select', options: NAMES } },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const One: Story = {};

/** Every icon, decorative (hidden from screen readers): the text beside it names it. */
export const Gallery: Story = {
  render: () => (
    <main style={{ padding: 16 }}>
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 16, listStyle: 'none', padding: 0 }}>
        {NAMES.map((name) => (
          <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8, color: 'var(--color-primary)' }}>
            <Icon name={name} size={32} />
            <span style={{ color: 'var(--color-text)' }}>{name}</span>
          </li>
        ))}
      </ul>
    </main>
  ),
  play: async ({ canvasElement }) => {
    const icons = canvasElement.querySelectorAll('svg');
    await expect(icons).toHaveLength(NAMES.length);
    for (const icon of icons) await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(NAMES.length);
  },
};
