import { siteUrl } from '../../shared/seo/site';
import { useLanguage } from '../../shared/i18n/language-context';
import type { Section } from './site-sections';
import { useMessages } from '../../shared/i18n/use-messages';
import { marketingMessages } from './marketing-messages';

/** Shared by every section's link preview: the site's illustration of the app (app/public). */
const PREVIEW_IMAGE = '/og-image.png';

interface Props {
  section: Section;
  appName: string;
  /** The section's title as its heading shows it. */
  title: string;
}

/**
 * The section's head: title, description, canonical link and Open Graph. React puts these in
 * the document's head; the prerendered file has the same tags (so crawlers and link previews
 * read them without scripts) and hydration takes them over; a section switch replaces them.
 */
export function SiteHead({ section, appName, title }: Props) {
  const m = useMessages(marketingMessages);
  const language = useLanguage();
  const documentTitle = section.id === 'home' ? m('head.homeTitle', { appName }) : m('head.title', { page: title, appName });
  const description = m(section.description, { appName });
  const url = siteUrl(section.path);
  return (
    <>
      <title>{documentTitle}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={appName} />
      <meta property="og:locale" content={language === 'en' ? 'en_US' : 'es_MX'} />
      <meta property="og:url" content={url} />
      <meta property="og:title" content={documentTitle} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={siteUrl(PREVIEW_IMAGE)} />
      <meta property="og:image:alt" content={m('head.imageAlt')} />
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
