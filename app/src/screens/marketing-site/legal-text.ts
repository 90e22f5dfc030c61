import type { PrivacyNotice } from '../../features/privacy-notice/privacy-notice';

/**
 * A long legal text of the site (the loan terms, the privacy notice): an update line, an
 * introduction and headed sections. The same shape as the shared privacy notice, so one
 * renderer shows both.
 */
export type LegalText = PrivacyNotice;
