import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs, type TabItem } from '../../app/src/shared/ui/tabs/tabs';
import { INLINE_DOCS } from '../.storybook/app-parameters';

const TABS: readonly TabItem[] = [
  { key: 'pending', label: 'En proceso' },
  { key: 'done', label: 'Resueltas' },
  { key: 'all', label: 'Todas' },
];

interface DemoProps {
  onSelect: (key: string) => void;
}

function TabsDemo({ onSelect }: DemoProps) {
  const [selected, setSelected] = useState('pending');
  const label = TABS.find((tab) => tab.key === selected)?.label ?? '';
  return (
    <main style={{ padding: 16 }}>
      <Tabs
        tabs={TABS}
        selected={selected}
        label="Mis quejas"
        onSelect={(key) => {
          onSelect(key);
          setSelected(key);
        }}
      >
        <p>Quejas: {label}</p>
      </Tabs>
    </main>
  );
}

const meta = {
  title: 'UI kit/Tabs',
  component: TabsDemo,
  parameters: INLINE_DOCS,
  args: { onSelect: fn() },
} satisfies Meta<typeof TabsDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tap a tab, or move with the arrow keys, Home and End (wrapping around). */
export const SelectByTapAndKeys: Story = {
  play: async ({ canvasElement, args, step }) => {
    const canvas = within(canvasElement);
    const tab = (name: string) => canvas.getByRole('tab', { name });
    await expect(tab('En proceso')).toHaveAttribute('aria-selected', 'true');
    await step('tap', async () => {
      await userEvent.click(tab('Resueltas'));
      await expect(tab('Resueltas')).toHaveAttribute('aria-selected', 'true');
      await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Quejas: Resueltas');
      await expect(args.onSelect).toHaveBeenLastCalledWith('done');
    });
    await step('keys', async () => {
      await userEvent.keyboard('{ArrowRight}');
      await expect(tab('Todas')).toHaveFocus();
      await userEvent.keyboard('{ArrowRight}');
      await expect(tab('En proceso')).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{End}');
      await expect(tab('Todas')).toHaveAttribute('aria-selected', 'true');
      await userEvent.keyboard('{Home}');
      await expect(tab('En proceso')).toHaveAttribute('aria-selected', 'true');
    });
  },
};
