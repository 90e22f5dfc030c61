import { useConfig } from '../../shared/config/use-config';
import { useI18n } from '../../shared/i18n/use-i18n';
import { Page } from '../../shared/ui/page/page';
import styles from './about-us-screen.module.css';

/** About us: one static paragraph naming the app. */
export default function AboutUsScreen() {
  const { t } = useI18n();
  const { appName } = useConfig();
  return (
    <Page title={t('aboutUs.title')}>
      <section className={styles.card}>
        <p className={styles.text}>{t('aboutUs.body', { appName })}</p>
      </section>
    </Page>
  );
}
