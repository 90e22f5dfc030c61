import { safeHttpUrl } from '../../shared/format/url';
import type { ComplaintOrder } from '../../features/complaint/complaint-api';
import styles from './complaint-entry-screen.module.css';
import { complaintMessages } from '../../features/complaint/complaint-messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { UnitText } from '../../shared/ui/unit-text/unit-text';

/** An order as phrasing content (a button may hold nothing else). */
export function OrderSummary({ order }: { order: ComplaintOrder }) {
  const ct = useMessages(complaintMessages);
  const logo = safeHttpUrl(order.productLogo);
  return (
    <span className={styles.orderHead}>
      {logo && <img className={styles.logo} src={logo} alt="" width={40} height={40} />}
      <span className={styles.orderNames}>
        <span className={styles.productName}>{order.productName}</span>
        <span className={styles.orderNo}>
          <UnitText text={ct('orderNumber', { orderNo: order.orderNo })} />
        </span>
        {order.list.map((row, index) => (
          <span key={`${index}-${row.title}`} className={styles.summaryRow}>
            {row.title}: <UnitText text={row.value} />
          </span>
        ))}
      </span>
      <span className={styles.status}>
        <UnitText text={order.status} />
      </span>
    </span>
  );
}
