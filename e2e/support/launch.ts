/**
 * How the native app opens a page: the route with the launch parameters of docs/constants.md "Launch parameters and headers" in
 * the query string, the language flag (1 English, 2 Spanish) and, for QA, `scenario=NAME`.
 */
import type { APIRequestContext } from '@playwright/test';
import type { Language } from '../../app/src/shared/i18n/language';

export const LAUNCH = {
  sessionId: 'e2e-session',
  deviceId: 'e2e-device',
  appVersion: '1.0.0',
  deviceName: 'Playwright',
  osVersion: '17',
  productId: '1',
  // A number: the contract types orderId as an integer on loan-details, problem-init and the
  // legacy calls (the mock's QA links use the same order).
  orderId: '10482',
} as const;

export const LANGUAGES: readonly Language[] = ['es', 'en'];

export function languageFlag(language: Language): '1' | '2' {
  return language === 'en' ? '1' : '2';
}

/** The URL the app would open: `path?launch…&language=N[&scenario=NAME]`. */
export function launchUrl(path: string, language: Language, scenario?: string): string {
  const query = new URLSearchParams({ ...LAUNCH, language: languageFlag(language) });
  if (scenario) query.set('scenario', scenario);
  return `${path}?${query.toString()}`;
}

/** The envelope the mock server answers for a GET (what the screen must show). */
export async function apiGet(
  request: APIRequestContext,
  path: string,
  params: Record<string, string>,
  scenario = 'default',
): Promise<{ status: number; body: { code: unknown; message: string; data: Record<string, unknown> | null } }> {
  const response = await request.get(path, { params, headers: { 'X-Mock-Scenario': scenario } });
  return { status: response.status(), body: await response.json() };
}

/** The customer service contacts the mock server gives in `language`. */
export async function serviceContacts(request: APIRequestContext, language: Language) {
  const { body } = await apiGet(request, '/throughout/user-problem/get-whatsapp', {
    ...LAUNCH,
    overall: '30',
    language: languageFlag(language),
  });
  const data = body.data ?? {};
  return { phone: String(data.phone ?? ''), email: String(data.email ?? '') };
}
