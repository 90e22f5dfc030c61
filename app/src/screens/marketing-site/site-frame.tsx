import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useConfig } from '../../shared/config/use-config';
import styles from './marketing-site.module.css';
import { SiteFooter } from './site-footer';
import { SiteNav } from './site-nav';
import { sectionPath, type SectionId } from './site-sections';
import { useMessages } from '../../shared/i18n/use-messages';
import { marketingMessages } from './marketing-messages';

interface Props {
  current: SectionId;
  children: ReactNode;
}

/** The site's frame: skip link, header with the brand and the nav, the section, the footer. */
export function SiteFrame({ current, children }: Props) {
  const m = useMessages(marketingMessages);
  const { appName } = useConfig();
  return (
    <div className={styles.site}>
      <a className={styles.skip} href="#site-content">
        {m('frame.skip')}
      </a>
      <header className={styles.header}>
        <div className={styles.headerInner}>
          <Link to={sectionPath('home')} className={styles.logo} aria-label={m('frame.home', { appName })}>
            {appName}
          </Link>
          <SiteNav current={current} />
        </div>
      </header>
      <main id="site-content" className={styles.main}>
        {children}
      </main>
      <SiteFooter />
    </div>
  );
}
