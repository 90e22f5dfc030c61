/**
 * The borrower privacy notice's structure; one catalogue per language (`privacy-notice-es.ts`,
 * `privacy-notice-en.ts`). It lives here, not in a screen, because two screens show it: the
 * borrower's /privacy-policy and the marketing site's /PrivacyPolicy (screens never import each
 * other). Each screen loads it with its own lazy chunk. `{appName}` is filled from config.
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

/** Every text of a notice, one per line (tests look for the specification's figures in it). */
export function noticeText(notice: PrivacyNotice): string {
  return [
    notice.updated,
    ...notice.intro,
    ...notice.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.items ?? [])]),
  ].join('\n');
}
