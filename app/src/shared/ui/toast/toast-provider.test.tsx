import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetFeedback, showLoading, showToast } from '../../feedback/feedback-store';
import { render } from '../../testing/render';
import { GlobalLoading } from '../loading/global-loading';
import { ToastProvider } from './toast-provider';

describe('toast provider and global loading', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetFeedback();
  });
  afterEach(() => vi.useRealTimers());

  it('shows a toast in a live region and hides it after 3 s', () => {
    const view = render(<ToastProvider />);
    const region = view.container.querySelector('[role="status"]');
    expect(region?.getAttribute('aria-live')).toBe('polite');
    act(() => {
      showToast('Sesión vencida');
    });
    expect(region?.textContent).toBe('Sesión vencida');
    act(() => vi.advanceTimersByTime(3000));
    expect(region?.textContent).toBe('');
    view.unmount();
  });
  it('shows the loading indicator with the call text while it runs', () => {
    const view = render(<GlobalLoading />);
    expect(view.container.innerHTML).toBe('');
    let hide: () => void = () => {};
    act(() => {
      hide = showLoading('Enviando…');
    });
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe('Enviando…');
    act(() => hide());
    expect(view.container.innerHTML).toBe('');
    view.unmount();
  });
});
