import { describe, expect, it, vi } from 'vitest';
import { render } from '../../shared/testing/render';
import OfflineScreen from './offline-screen';

describe('offline page', () => {
  it('says there is no connection in Spanish and retries', () => {
    const retry = vi.fn();
    const view = render(<OfflineScreen onRetry={retry} />, 'es');
    expect(view.container.querySelector('h1')?.textContent).toBe('Sin conexión');
    view.container.querySelector('button')?.click();
    expect(retry).toHaveBeenCalledTimes(1);
    view.unmount();
  });
  it('is translated in English', () => {
    const view = render(<OfflineScreen onRetry={() => undefined} />, 'en');
    expect(view.container.querySelector('h1')?.textContent).toBe('No connection');
    expect(view.container.querySelector('button')?.textContent).toBe('Try again');
    view.unmount();
  });
});
