import { useEffect, useEffectEvent } from 'react';
import { commonMessages } from '../../i18n/common-messages';
import { useMessages } from '../../i18n/use-messages';
import { PrimaryButton } from '../primary-button/primary-button';
import { Icon } from '../icon/icon';
import styles from './screen-state.module.css';

interface Props {
  /** Reloads the screen's data; no button when absent. */
  onRetry?: () => void;
}

/**
 * What a screen shows when its data could not be loaded. With `onRetry` it also tries again by
 * itself when the page becomes visible again (the borrower comes back to the app) or the
 * browser says it is online: Android's web view fires no `online` event, so visibility is the
 * signal that always comes (docs/decisions.md "Network failures").
 */
export function ErrorState({ onRetry }: Props) {
  const t = useMessages(commonMessages);
  const retry = useEffectEvent(() => onRetry?.());
  const canRetry = onRetry !== undefined;
  useEffect(() => {
    if (!canRetry) return undefined;
    const onVisible = () => {
      if (document.visibilityState === 'visible') retry();
    };
    document.addEventListener('visibilitychange', onVisible);
    window.addEventListener('online', onVisible);
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      window.removeEventListener('online', onVisible);
    };
  }, [canRetry]);
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
