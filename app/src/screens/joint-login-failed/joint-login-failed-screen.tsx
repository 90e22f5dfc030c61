import { useMessages } from '../../shared/i18n/use-messages';
import { Page } from '../../shared/ui/page/page';
import { Icon } from '../../shared/ui/icon/icon';
import styles from './joint-login-failed-screen.module.css';
import { jointLoginMessages } from './joint-login-failed-messages';

/** Joint-login failure: a static failure status ('Fracaso') and its notice. */
export default function JointLoginFailedScreen() {
  const t = useMessages(jointLoginMessages);
  return (
    <Page title={t('title')} ownHeading>
      <section className={styles.status} aria-labelledby="joint-login-status">
        <span className={styles.icon}>
          <Icon name="cross" size={40} />
        </span>
        <h1 id="joint-login-status" className={styles.title} tabIndex={-1}>
          {t('title')}
        </h1>
        <p className={styles.notice}>{t('notice')}</p>
      </section>
    </Page>
  );
}
