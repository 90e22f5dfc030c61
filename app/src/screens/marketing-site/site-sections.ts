import { paths } from '../../shared/navigation/paths';
import type { MarketingKey } from './marketing-messages-es';

/**
 * The sections of the marketing site, one route each (docs/decisions.md "Routes"). Every route renders
 * the same lazy screen, which picks the section from the path; the nav moves between them with
 * the router (history.pushState), so a section is switched in place, has its own address and
 * the back button returns to the previous one.
 */
export type SectionId = 'home' | 'about' | 'user' | 'contact' | 'policy' | 'loanTerms' | 'privacyPage';

export interface Section {
  id: SectionId;
  path: string;
  /** The heading (h1) and document title; `{appName}` is filled. */
  title: MarketingKey;
  /** The meta description (search results, link previews); `{appName}` is filled. */
  description: MarketingKey;
  /** The heading is for screen readers only (the image-only and empty pages). */
  hiddenTitle?: boolean;
}

export const SECTIONS: readonly Section[] = [
  { id: 'home', path: paths.home, title: 'home.title', description: 'home.description' },
  { id: 'about', path: paths.about, title: 'about.title', description: 'about.description', hiddenTitle: true },
  { id: 'user', path: paths.user, title: 'user.title', description: 'user.description', hiddenTitle: true },
  { id: 'contact', path: paths.contact, title: 'contact.title', description: 'contact.description' },
  { id: 'policy', path: paths.policy, title: 'policy.title', description: 'policy.description' },
  { id: 'loanTerms', path: paths.loanTerms, title: 'loanTerms.title', description: 'loanTerms.description' },
  { id: 'privacyPage', path: paths.privacyPage, title: 'privacyPage.title', description: 'privacyPage.description' },
];

/** The nav of the specification (docs/screens.md "Marketing site"): Home, About us, Privacy Policy, Loan terms. */
export const NAV: readonly { id: SectionId; label: MarketingKey }[] = [
  { id: 'home', label: 'nav.home' },
  { id: 'about', label: 'nav.about' },
  { id: 'privacyPage', label: 'nav.privacy' },
  { id: 'loanTerms', label: 'nav.loanTerms' },
];

/** The section of `pathname` (router paths are matched case-insensitively, so is this). */
export function sectionOf(pathname: string): Section {
  const path = pathname.replace(/\/+$/, '') || '/';
  return SECTIONS.find((section) => section.path.toLowerCase() === path.toLowerCase()) ?? (SECTIONS[0] as Section);
}

export function sectionPath(id: SectionId): string {
  return SECTIONS.find((section) => section.id === id)?.path ?? paths.home;
}
