import type { Page } from '@playwright/test';

/** A toast (the app's status region) saying `text`. */
export const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text });

/** `text` as a regular expression that matches it literally. */
export function literal(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
