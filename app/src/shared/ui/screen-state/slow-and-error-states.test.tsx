import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from '../../testing/render';
import { DataLoading, SLOW_AFTER_MS } from './data-loading';
import { ErrorState } from './error-state';

describe('slow is not broken (docs/decisions.md "Network failures")', () => {
  afterEach(() => vi.useRealTimers());

  it('the loading state says the connection is slow once the call takes longer than SLOW_AFTER_MS', () => {
    vi.useFakeTimers();
    const view = render(<DataLoading text="Cargando…" slowText="La conexión es lenta; seguimos intentando…" />);
    act(() => vi.advanceTimersByTime(SLOW_AFTER_MS - 1));
    expect(view.container.textContent).toBe('Cargando…');
    act(() => vi.advanceTimersByTime(1));
    expect(view.container.textContent).toBe('Cargando…La conexión es lenta; seguimos intentando…');
    view.unmount();
  });

  it('the error state tries again by itself when the page becomes visible again, and on online', () => {
    const retry = vi.fn();
    const view = render(<ErrorState onRetry={retry} />);
    expect(document.visibilityState).toBe('visible');
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(retry).toHaveBeenCalledTimes(1);
    act(() => window.dispatchEvent(new Event('online')));
    expect(retry).toHaveBeenCalledTimes(2);
    view.unmount();
    act(() => document.dispatchEvent(new Event('visibilitychange')));
    expect(retry).toHaveBeenCalledTimes(2);
  });
});
