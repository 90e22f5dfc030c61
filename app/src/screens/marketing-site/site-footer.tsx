import { Link } from 'react-router';
import { useConfig } from '../../shared/config/use-config';
import { CompanyDetails } from './company-details';
import styles from './marketing-site.module.css';
import { sectionPath } from './site-sections';
import { useMessages } from '../../shared/i18n/use-messages';
import { marketingMessages } from './marketing-messages';

/** The footer: the company's contact details and the pages outside the nav. */
export function SiteFooter() {
  const m = useMessages(marketingMessages);
  const { appName } = useConfig();
  return (
    <footer className={styles.footer}>
      <div className={styles.footerInner}>
        <section aria-labelledby="site-footer-contact">
          <h2 id="site-footer-contact" className={styles.footerTitle}>
            {m('footer.contactTitle')}
          </h2>
          <CompanyDetails />
        </section>
        <section aria-labelledby="site-footer-links">
          <h2 id="site-footer-links" className={styles.footerTitle}>
            {m('footer.linksTitle')}
          </h2>
          <ul className={styles.footerLinks}>
            <li>
              <Link to={sectionPath('contact')}>{m('footer.contactLink')}</Link>
            </li>
            <li>
              <Link to={sectionPath('policy')}>{m('footer.policyLink')}</Link>
            </li>
          </ul>
        </section>
      </div>
      <p className={styles.rights}>{m('footer.rights', { appName })}</p>
    </footer>
  );
}
