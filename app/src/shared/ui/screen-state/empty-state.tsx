import { commonMessages } from '../../i18n/common-messages';
import { useMessages } from '../../i18n/use-messages';
import { Icon } from '../icon/icon';
import styles from './screen-state.module.css';

interface Props {
  /** The message; default 'no information yet'. */
  message?: string;
}

/** What a screen shows when it loaded fine but has nothing to show. */
export function EmptyState({ message }: Props) {
  const t = useMessages(commonMessages);
  return (
    <div className={styles.state}>
      <span className={styles.icon}>
        <Icon name="inbox" size={40} />
      </span>
      <p className={styles.body}>{message ?? t('common.empty')}</p>
    </div>
  );
}
