import { useConfig } from '../../shared/config/use-config';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { Page } from '../../shared/ui/page/page';
import styles from './about-us-screen.module.css';

/** About us: one static paragraph naming the app. */
export default function AboutUsScreen() {
  const t = useMessages(commonMessages);
  const { appName } = useConfig();
  return (
    <Page title={t('aboutUs.title')}>
      <section className={styles.card}>
        <p className={styles.text}>{t('aboutUs.body', { appName })}</p>
      </section>
    </Page>
  );
}
