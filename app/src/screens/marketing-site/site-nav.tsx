import { Link } from 'react-router';
import styles from './marketing-site.module.css';
import { NAV, sectionPath, type SectionId } from './site-sections';
import { useMessages } from '../../shared/i18n/use-messages';
import { marketingMessages } from './marketing-messages';

interface Props {
  current: SectionId;
}

/** The site's nav: router links (pushState), the current section marked for screen readers. */
export function SiteNav({ current }: Props) {
  const m = useMessages(marketingMessages);
  return (
    <nav className={styles.nav} aria-label={m('nav.label')}>
      <ul className={styles.navList}>
        {NAV.map((item) => (
          <li key={item.id}>
            <Link to={sectionPath(item.id)} className={styles.navLink} aria-current={item.id === current ? 'page' : undefined}>
              {m(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
