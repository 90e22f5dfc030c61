import { act, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { click, render } from '../../testing/render';
import { Tabs } from './tabs';

function Harness() {
  const [tab, setTab] = useState('pending');
  return (
    <Tabs
      label="Quejas"
      selected={tab}
      onSelect={setTab}
      tabs={[
        { key: 'pending', label: 'Pendientes' },
        { key: 'done', label: 'Resueltas' },
        { key: 'all', label: 'Todas' },
      ]}
    >
      <p>panel {tab}</p>
    </Tabs>
  );
}

describe('tabs', () => {
  it('selects by tap and by arrow keys, with one labelled panel', () => {
    const view = render(<Harness />);
    const tabs = view.container.querySelectorAll('[role="tab"]');
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    click(tabs[1]);
    expect(view.container.querySelector('[role="tabpanel"]')?.textContent).toBe('panel done');
    act(() => {
      tabs[1]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(tabs[2]?.getAttribute('aria-selected')).toBe('true');
    act(() => {
      tabs[2]?.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true }));
    });
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    const panel = view.container.querySelector('[role="tabpanel"]');
    expect(panel?.getAttribute('aria-labelledby')).toBe(tabs[0]?.id);
    view.unmount();
  });
});
