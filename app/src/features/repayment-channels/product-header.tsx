import { RemoteImage } from '../../shared/ui/remote-image/remote-image';
import styles from './product-header.module.css';

interface Props {
  logo: string;
  name: string;
}

/** The product's logo and name at the top of a repayment page (the logo's alternative is the name). */
export function ProductHeader({ logo, name }: Props) {
  return (
    <div className={styles.product}>
      <RemoteImage className={styles.logo} src={logo} alt={name} fallbackText={name.slice(0, 2)} />
      <span className={styles.name}>{name}</span>
    </div>
  );
}
