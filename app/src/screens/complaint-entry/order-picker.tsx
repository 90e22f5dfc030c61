import { Modal } from '../../shared/ui/modal/modal';
import type { ComplaintOrder } from '../../features/complaint/complaint-api';
import { OrderSummary } from './order-summary';
import styles from './complaint-entry-screen.module.css';
import { complaintMessages } from '../../features/complaint/complaint-messages';
import { useMessages } from '../../shared/i18n/use-messages';

interface Props {
  open: boolean;
  orders: readonly ComplaintOrder[];
  chosen: string | null;
  onPick: (order: ComplaintOrder) => void;
  onClose: () => void;
}

/** 'All': every order of the borrower in a modal; tapping one picks it. */
export function OrderPicker({ open, orders, chosen, onPick, onClose }: Props) {
  const ct = useMessages(complaintMessages);
  return (
    <Modal open={open} title={ct('pickOrderTitle')} onClose={onClose}>
      <ul className={styles.pickList}>
        {orders.map((order) => (
          <li key={order.orderNo}>
            <button
              type="button"
              className={styles.pickItem}
              aria-current={order.orderNo === chosen ? 'true' : undefined}
              onClick={() => onPick(order)}
            >
              <OrderSummary order={order} />
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
