import { expect, type Page } from '@playwright/test';

/** Waits until React has taken over the first element matching `selector` (it marks each DOM node it hydrates). */
export async function expectHydrated(page: Page, selector: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate((wanted) => Object.keys(document.querySelector(wanted) ?? {}).some((key) => key.startsWith('__reactFiber')), selector),
    )
    .toBe(true);
}
