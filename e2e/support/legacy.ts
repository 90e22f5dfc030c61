/** The legacy payment's launch (legacy.spec.ts and webkit/); each run its own sessionId. */
import type { Language } from '../../app/src/shared/i18n/language';
import { languageFlag, LAUNCH } from './launch';

/** The order and payment of the mock's default world (its QA links use the same). */
export const PAYMENT = { orderId: '10482', amount: '345000', userId: '88123' };

export function legacyUrl(session: string, language: Language, scenario = 'default'): string {
  const query = new URLSearchParams({
    ...LAUNCH,
    ...PAYMENT,
    sessionId: session,
    language: languageFlag(language),
    scenario,
  });
  return `/legacy-repay?${query.toString()}`;
}
