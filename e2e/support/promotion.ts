import type { Page } from '@playwright/test';

/** The promotion page's campaign link and a fresh phone per run (promotion.spec.ts and webkit/). */
export const CAMPAIGN = {
  id: '12',
  user_from: 'e2e',
  app_from: 'creditoagil',
  utm_tag: 'e2e-run',
  links_id: '7',
  invite_code: 'AMIGO2026',
  UC: 'uc-e2e',
};

export function promotionUrl(): string {
  return `/promotion/?${new URLSearchParams(CAMPAIGN).toString()}`;
}

/** Opens the page; resolves with the sid once the captcha of that sid has loaded. */
export async function openRegister(page: Page): Promise<string> {
  const sidAnswer = page.waitForResponse((r) => r.url().includes('/api/v2/youmi/promotion/get-sid'));
  const captcha = page.waitForResponse((r) => r.url().includes('/api/v2/youmi/promotion/get-captcha'));
  await page.goto(promotionUrl());
  const body = (await (await sidAnswer).json()) as { data: { sid: string } };
  await captcha;
  return body.data.sid;
}

/** A random mobile number, so a reused server (its registered phones) never fails a rerun. */
export function randomPhone(): string {
  const digit = () => String(Math.floor(Math.random() * 10));
  return `1${3 + Math.floor(Math.random() * 7)}${Array.from({ length: 9 }, digit).join('')}`;
}
