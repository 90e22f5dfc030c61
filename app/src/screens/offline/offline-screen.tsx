import { commonMessages } from '../../shared/i18n/common-messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { Icon } from '../../shared/ui/icon/icon';
import { Page } from '../../shared/ui/page/page';
import { PrimaryButton } from '../../shared/ui/primary-button/primary-button';
import styles from '../../shared/ui/screen-state/screen-state.module.css';
import { offlineMessages } from './offline-messages';

interface Props {
  /** Opens the page again (start-up passes a reload). */
  onRetry: () => void;
}

/**
 * The offline page (docs/serving.md "The service worker"): what a borrower page opened without
 * a network shows in place of the web view's own error page, in the borrower's language, with a
 * retry that opens the page again.
 */
export default function OfflineScreen({ onRetry }: Props) {
  const t = useMessages(offlineMessages);
  const common = useMessages(commonMessages);
  return (
    <Page title={t('title')} ownHeading>
      <div className={styles.state} role="alert">
        <span className={styles.icon}>
          <Icon name="alert" size={40} />
        </span>
        <h1 className={styles.title}>{t('title')}</h1>
        <p className={styles.body}>{t('body')}</p>
        <div className={styles.action}>
          <PrimaryButton onClick={onRetry}>{common('common.retry')}</PrimaryButton>
        </div>
      </div>
    </Page>
  );
}
