import { useLocation } from 'react-router';
import { useConfig } from '../../shared/config/use-config';
import type { Language, PerLanguage } from '../../shared/i18n/language';
import { AboutSection } from './about-section';
import { ContactSection } from './contact-section';
import { HomeSection } from './home-section';
import { LegalSection } from './legal-section';
import { loanTermsLoaders, privacyNoticeLoaders } from './legal-loaders';
import type { LegalText } from './legal-text';
import styles from './marketing-site.module.css';
import { PolicySection } from './policy-section';
import { SiteFrame } from './site-frame';
import { SiteHead } from './site-head';
import { sectionOf, type SectionId } from './site-sections';
import { loadText } from './use-lazy-text';
import { useMessages } from '../../shared/i18n/use-messages';
import { marketingMessages } from './marketing-messages';

/** The legal text a section shows, if any (one loader per language). */
function legalLoaders(id: SectionId): PerLanguage<() => Promise<LegalText>> | null {
  if (id === 'loanTerms') return loanTermsLoaders;
  if (id === 'privacyPage') return privacyNoticeLoaders;
  return null;
}

/**
 * Loads what the section at `pathname` needs for its first render (routes.tsx calls it at
 * start-up, the prerender before rendering): the legal text, so the page shows it at once and
 * hydration finds the prerendered text rather than a loading state.
 */
export async function prepare(pathname: string, language: Language): Promise<void> {
  const loaders = legalLoaders(sectionOf(pathname).id);
  if (loaders) await loadText(loaders[language]);
}

function SectionContent({ id }: { id: SectionId }) {
  switch (id) {
    case 'home':
      return <HomeSection />;
    case 'about':
      return <AboutSection />;
    case 'contact':
      return <ContactSection />;
    case 'policy':
      return <PolicySection />;
    case 'loanTerms':
      return <LegalSection loaders={loanTermsLoaders} />;
    case 'privacyPage':
      return <LegalSection loaders={privacyNoticeLoaders} />;
    case 'user':
      // An empty page in the site's frame (docs/screens.md "Marketing site": "/User | Empty").
      return null;
  }
}

/**
 * The public marketing site: /, /About, /User, /Contact, /Policy, /Loan and /PrivacyPolicy all
 * render this screen (routes.tsx), which shows the section of the path inside one frame. The
 * nav's router links switch sections in place (pushState, no page load); after a switch the
 * focus moves to the new heading, as after any move between screens (docs/decisions.md "Moves
 * between screens"), so screen readers hear the new section. See README.md.
 */
export default function MarketingSiteScreen() {
  const m = useMessages(marketingMessages);
  const section = sectionOf(useLocation().pathname);
  const { appName } = useConfig();
  const title = m(section.title, { appName });
  return (
    <SiteFrame current={section.id}>
      <SiteHead section={section} appName={appName} title={title} />
      <div className={styles.section} data-section={section.id}>
        <h1 tabIndex={-1} className={section.hiddenTitle ? 'visually-hidden' : styles.title}>
          {title}
        </h1>
        <SectionContent id={section.id} />
      </div>
    </SiteFrame>
  );
}
