import { useI18n } from '../../i18n/use-i18n';
import { Icon } from '../icon/icon';
import styles from './screen-state.module.css';

interface Props {
  /** The message; default 'no information yet'. */
  message?: string;
}

/** What a screen shows when it loaded fine but has nothing to show. */
export function EmptyState({ message }: Props) {
  const { t } = useI18n();
  return (
    <div className={styles.state}>
      <span className={styles.icon}>
        <Icon name="inbox" size={40} />
      </span>
      <p className={styles.body}>{message ?? t('common.empty')}</p>
    </div>
  );
}
