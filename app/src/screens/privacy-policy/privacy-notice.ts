/**
 * The privacy notice's structure; one catalogue per language (`privacy-notice-es.ts`,
 * `privacy-notice-en.ts`), loaded only with this screen. `{appName}` is filled from config.
 */
export interface PrivacySection {
  heading: string;
  paragraphs: readonly string[];
  items?: readonly string[];
}

export interface PrivacyNotice {
  updated: string;
  intro: readonly string[];
  sections: readonly PrivacySection[];
}
