import { act } from 'react';
import { vi } from 'vitest';

/**
 * The app in the background for `ms`, then in front again, as a phone does it: the page hides,
 * the clock moves on while no timer of the page runs, the page shows (docs/decisions.md "Fresh
 * data"). `meanwhile` runs while it is hidden (the server's answer changes). Date.now stays
 * `ms` ahead for the rest of the test (restored after it).
 */
export async function awayFor(ms: number, meanwhile: () => void = () => undefined): Promise<void> {
  const seen = Date.now;
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
  act(() => document.dispatchEvent(new Event('visibilitychange')));
  meanwhile();
  vi.spyOn(Date, 'now').mockImplementation(() => seen() + ms);
  Reflect.deleteProperty(document, 'visibilityState');
  await act(async () => {
    document.dispatchEvent(new Event('visibilitychange'));
    await Promise.resolve();
  });
}
