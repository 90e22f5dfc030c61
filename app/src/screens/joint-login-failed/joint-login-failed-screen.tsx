import { commonMessages } from '../../shared/i18n/common-messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { Page } from '../../shared/ui/page/page';
import { Icon } from '../../shared/ui/icon/icon';
import styles from './joint-login-failed-screen.module.css';

/** Joint-login failure: a static failure status ('Fracaso') and its notice. */
export default function JointLoginFailedScreen() {
  const t = useMessages(commonMessages);
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
