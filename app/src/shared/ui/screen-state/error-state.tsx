import { commonMessages } from '../../i18n/common-messages';
import { useMessages } from '../../i18n/use-messages';
import { PrimaryButton } from '../primary-button/primary-button';
import { Icon } from '../icon/icon';
import styles from './screen-state.module.css';

interface Props {
  /** Reloads the screen's data; no button when absent. */
  onRetry?: () => void;
}

/** What a screen shows when its data could not be loaded. */
export function ErrorState({ onRetry }: Props) {
  const t = useMessages(commonMessages);
  return (
    <div className={styles.state} role="alert">
      <span className={styles.icon}>
        <Icon name="alert" size={40} />
      </span>
      <h2 className={styles.title}>{t('common.errorTitle')}</h2>
      <p className={styles.body}>{t('common.errorBody')}</p>
      {onRetry && (
        <div className={styles.action}>
          <PrimaryButton onClick={onRetry}>{t('common.retry')}</PrimaryButton>
        </div>
      )}
    </div>
  );
}
