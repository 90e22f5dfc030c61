import { describe, expect, it } from 'vitest';
import { buttonByText, click, render } from '../../testing/render';
import { TitleValueList } from './title-value-list';

const rows = [
  { title: 'Monto', value: '$3.000,00' },
  { title: 'Plazo', value: '7 días' },
  { title: 'Interés', value: '$15,00' },
  { title: 'IVA', value: '$2,40' },
];

describe('title/value list', () => {
  it('folds to the first N rows with a more/hide toggle', () => {
    const view = render(<TitleValueList rows={rows} foldTo={2} />);
    expect(view.container.querySelectorAll('dt')).toHaveLength(2);
    const more = buttonByText(view.container, 'Ver más');
    expect(more?.getAttribute('aria-expanded')).toBe('false');
    click(more);
    expect(view.container.querySelectorAll('dt')).toHaveLength(4);
    const hide = buttonByText(view.container, 'Ocultar');
    expect(hide?.getAttribute('aria-expanded')).toBe('true');
    click(hide);
    expect(view.container.querySelectorAll('dt')).toHaveLength(2);
    view.unmount();
  });
  it('shows no toggle when there are N rows or fewer', () => {
    const view = render(<TitleValueList rows={rows.slice(0, 2)} foldTo={2} />, 'en');
    expect(view.container.querySelector('button')).toBeNull();
    view.unmount();
  });
  it('renders server text as text', () => {
    const view = render(<TitleValueList rows={[{ title: '<b>x</b>', value: '<img src=x onerror=alert(1)>' }]} />);
    expect(view.container.querySelector('img')).toBeNull();
    expect(view.container.querySelector('dd')?.textContent).toBe('<img src=x onerror=alert(1)>');
    view.unmount();
  });
});
