import { safeHttpUrl } from '../../shared/format/url';
import { TitleValueList } from '../../shared/ui/title-value-list/title-value-list';
import type { ComplaintOrder } from '../../features/complaint/complaint-api';
import styles from './complaint-entry-screen.module.css';
import { RemoteImage } from '../../shared/ui/remote-image/remote-image';
import { complaintMessages } from '../../features/complaint/complaint-messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { UnitText } from '../../shared/ui/unit-text/unit-text';

interface Props {
  order: ComplaintOrder;
}

/** One order: product logo and name, status, order number and its title/value rows. */
export function OrderCard({ order }: Props) {
  const ct = useMessages(complaintMessages);
  const logo = safeHttpUrl(order.productLogo);
  return (
    <div className={styles.orderBody}>
      <div className={styles.orderHead}>
        {logo && <RemoteImage className={styles.logo} src={logo} alt={ct('logoAlt', { name: order.productName })} />}
        <div className={styles.orderNames}>
          <p className={styles.productName}>{order.productName}</p>
          <p className={styles.orderNo}>
            <UnitText text={ct('orderNumber', { orderNo: order.orderNo })} />
          </p>
        </div>
        <span className={styles.status}>
          <UnitText text={order.status} />
        </span>
      </div>
      <TitleValueList rows={order.list} />
    </div>
  );
}
