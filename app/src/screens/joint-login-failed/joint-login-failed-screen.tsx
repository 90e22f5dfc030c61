import { useI18n } from '../../shared/i18n/use-i18n';
import { Page } from '../../shared/ui/page/page';
import { Icon } from '../../shared/ui/icon/icon';
import styles from './joint-login-failed-screen.module.css';

/** Joint-login failure: a static failure status ('Fracaso') and its notice. */
export default function JointLoginFailedScreen() {
  const { t } = useI18n();
  return (
    <Page title={t('jointLogin.title')} ownHeading>
      <section className={styles.status} aria-labelledby="joint-login-status">
        <span className={styles.icon}>
          <Icon name="cross" size={40} />
        </span>
        <h1 id="joint-login-status" className={styles.title}>
          {t('jointLogin.title')}
        </h1>
        <p className={styles.notice}>{t('jointLogin.notice')}</p>
      </section>
    </Page>
  );
}
