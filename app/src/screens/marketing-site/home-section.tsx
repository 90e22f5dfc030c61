import { CompanyDetails } from './company-details';
import styles from './marketing-site.module.css';
import { useMessages } from '../../shared/i18n/use-messages';
import { marketingMessages } from './marketing-messages';

const FEATURES = [
  ['home.fastTitle', 'home.fastBody'],
  ['home.safeTitle', 'home.safeBody'],
  ['home.clearTitle', 'home.clearBody'],
] as const;

/** The home section: what the company offers and its static company details. */
export function HomeSection() {
  const m = useMessages(marketingMessages);
  return (
    <>
      <p className={styles.tagline}>{m('home.tagline')}</p>
      <section aria-labelledby="home-features">
        <h2 id="home-features" className={styles.subheading}>
          {m('home.featuresTitle')}
        </h2>
        <ul className={styles.features}>
          {FEATURES.map(([title, body]) => (
            <li key={title} className={styles.card}>
              <h3 className={styles.cardTitle}>{m(title)}</h3>
              <p>{m(body)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="home-company" className={styles.card}>
        <h2 id="home-company" className={styles.subheading}>
          {m('home.companyTitle')}
        </h2>
        <CompanyDetails />
      </section>
    </>
  );
}
