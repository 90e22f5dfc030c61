import type { PerLanguage } from '../../shared/i18n/language';
import type { LegalText } from './legal-text';

/**
 * The site's legal texts, one dynamic import per text and language: the long copy stays out of
 * the site's chunk and only the language shown is downloaded. Module-level constants, so the
 * loader hook sees stable functions.
 */
export const loanTermsLoaders: PerLanguage<() => Promise<LegalText>> = {
  es: () => import('./loan-terms-es').then((module) => module.loanTermsEs),
  en: () => import('./loan-terms-en').then((module) => module.loanTermsEn),
};

/** The borrower privacy notice (shared with /privacy-policy), in the site's frame. */
export const privacyNoticeLoaders: PerLanguage<() => Promise<LegalText>> = {
  es: () => import('../../features/privacy-notice/privacy-notice-es').then((module) => module.privacyNoticeEs),
  en: () => import('../../features/privacy-notice/privacy-notice-en').then((module) => module.privacyNoticeEn),
};
