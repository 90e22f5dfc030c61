/**
 * The loan screens' launch: the mock's own order (productId 3, orderId 10482), as the QA links of
 * /__mock give them (loan-details takes numeric ids). Chromium (loan.spec.ts) and WebKit
 * (webkit/) open the same URLs.
 */
import type { Language } from '../../app/src/shared/i18n/language';
import { languageFlag } from './launch';

export const LOAN_LAUNCH = {
  sessionId: 'e2e-loan',
  deviceId: 'e2e-device',
  appVersion: '2.4.1',
  deviceName: 'Playwright',
  osVersion: 'Android 14',
  productId: '3',
  orderId: '10482',
} as const;

export function loanUrl(path: string, language: Language, scenario = 'default', extra: Record<string, string> = {}): string {
  const query = new URLSearchParams({ ...LOAN_LAUNCH, language: languageFlag(language), ...extra, scenario });
  return `${path}${path.includes('?') ? '&' : '?'}${query.toString()}`;
}
