import { act } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render } from '../../testing/render';
import { FloatingButton } from './floating-button';

function pointer(target: Element, type: string, x: number, y: number) {
  act(() => {
    target.dispatchEvent(new PointerEvent(type, { clientX: x, clientY: y, bubbles: true, pointerId: 1 }));
  });
}

describe('draggable floating button', () => {
  it('a tap activates it', () => {
    const onClick = vi.fn();
    const view = render(<FloatingButton label="Servicio al cliente" onClick={onClick} initial={{ x: 100, y: 100 }} />);
    const button = view.container.querySelector('button') as HTMLButtonElement;
    expect(button.getAttribute('aria-label')).toBe('Servicio al cliente');
    pointer(button, 'pointerdown', 120, 120);
    pointer(button, 'pointerup', 121, 121);
    act(() => button.click());
    expect(onClick).toHaveBeenCalledTimes(1);
    view.unmount();
  });
  it('a drag moves it (kept on screen) and does not activate it', () => {
    const onClick = vi.fn();
    const view = render(<FloatingButton label="Servicio al cliente" onClick={onClick} initial={{ x: 100, y: 100 }} />);
    const button = view.container.querySelector('button') as HTMLButtonElement;
    pointer(button, 'pointerdown', 120, 120);
    pointer(button, 'pointermove', 150, 170);
    pointer(button, 'pointerup', 150, 170);
    act(() => button.click());
    expect(onClick).not.toHaveBeenCalled();
    expect(button.style.left).toBe('130px');
    expect(button.style.top).toBe('150px');
    pointer(button, 'pointerdown', 150, 170);
    pointer(button, 'pointermove', -5000, -5000);
    pointer(button, 'pointerup', -5000, -5000);
    expect(button.style.left).toBe('8px');
    expect(button.style.top).toBe('8px');
    view.unmount();
  });
});
