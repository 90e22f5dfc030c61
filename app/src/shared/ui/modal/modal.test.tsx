import { describe, expect, it, vi } from 'vitest';
import { click, render } from '../../testing/render';
import { Modal } from './modal';

describe('modal', () => {
  it('is a labelled dialog that closes from its button', () => {
    const onClose = vi.fn();
    const view = render(
      <Modal open title="Gracias" onClose={onClose}>
        <p>Texto</p>
      </Modal>,
    );
    const dialog = view.container.querySelector('[role="dialog"]');
    const labelId = dialog?.getAttribute('aria-labelledby') ?? '';
    expect(dialog?.getAttribute('aria-modal')).toBe('true');
    expect(view.container.querySelector(`[id="${labelId}"]`)?.textContent).toBe('Gracias');
    click(view.container.querySelector('button[aria-label="Cerrar"]'));
    expect(onClose).toHaveBeenCalledTimes(1);
    view.unmount();
  });
  it('renders nothing when closed', () => {
    const view = render(<Modal open={false} title="x" />);
    expect(view.container.innerHTML).toBe('');
    view.unmount();
  });
});

describe('modal focus', () => {
  it('takes the focus and keeps Tab inside', () => {
    const view = render(
      <Modal open title="Aviso" onClose={() => {}} actions={<button type="button">OK</button>}>
        <p>Texto</p>
      </Modal>,
    );
    const dialog = view.container.querySelector('[role="dialog"]');
    expect(document.activeElement).toBe(dialog);
    const ok = [...view.container.querySelectorAll('button')].find((b) => b.textContent === 'OK');
    ok?.focus();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Cerrar');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', shiftKey: true, bubbles: true }));
    expect(document.activeElement).toBe(ok);
    view.unmount();
  });
});
