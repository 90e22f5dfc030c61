import { useConfig } from '../../shared/config/use-config';
import { useMessages } from '../../shared/i18n/use-messages';
import { Page } from '../../shared/ui/page/page';
import styles from './about-us-screen.module.css';
import { aboutUsMessages } from './about-us-messages';

/** About us: one static paragraph naming the app. */
export default function AboutUsScreen() {
  const t = useMessages(aboutUsMessages);
  const { appName } = useConfig();
  return (
    <Page title={t('title')}>
      <section className={styles.card}>
        <p className={styles.text}>{t('body', { appName })}</p>
      </section>
    </Page>
  );
}
