import { useNavigate } from 'react-router';
import { useMessages } from '../../shared/i18n/use-messages';
import { pathTo } from '../../shared/navigation/paths';
import { Icon } from '../../shared/ui/icon/icon';
import { PrimaryButton } from '../../shared/ui/primary-button/primary-button';
import styles from '../../shared/ui/screen-state/screen-state.module.css';
import { launchQuery } from './launch-query';
import { loanOrderMessages } from './loan-order-messages';

/**
 * What a repayment screen shows once the order is repaid (docs/decisions.md "Fresh data"): the
 * loan is paid, and the way back to loan details; never the old amount as if still owed.
 * `role="status"`: a borrower who comes back to the screen hears that it changed.
 */
export function OrderRepaidState() {
  const m = useMessages(loanOrderMessages);
  const navigate = useNavigate();
  return (
    <div className={styles.state} role="status">
      <span className={styles.icon}>
        <Icon name="check" size={40} />
      </span>
      <h2 className={styles.title}>{m('paidTitle')}</h2>
      <p className={styles.body}>{m('paidBody')}</p>
      <div className={styles.action}>
        <PrimaryButton onClick={() => void navigate(pathTo('loanDetail', launchQuery()))}>{m('paidBack')}</PrimaryButton>
      </div>
    </div>
  );
}
