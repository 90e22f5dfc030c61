import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from '../../testing/render';
import { CountedTextarea } from './counted-textarea';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return <CountedTextarea label="Comentarios" value={value} onChange={setValue} max={200} />;
}

describe('textarea with a character counter', () => {
  it('is labelled and shows count/max', () => {
    const view = render(<Harness initial="Hola" />);
    const area = view.container.querySelector('textarea');
    const label = view.container.querySelector('label');
    expect(label?.getAttribute('for')).toBe(area?.id);
    expect(area?.getAttribute('maxlength')).toBe('200');
    expect(view.container.textContent).toContain('4/200');
    view.unmount();
  });
  it('counts characters, not UTF-16 units', () => {
    const view = render(<Harness initial="ñ😀" />);
    expect(view.container.textContent).toContain('2/200');
    view.unmount();
  });
});
