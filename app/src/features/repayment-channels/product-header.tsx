import { RemoteImage } from '../../shared/ui/remote-image/remote-image';
import styles from './product-header.module.css';

interface Props {
  logo: string;
  name: string;
}

/**
 * The product's logo and name at the top of a repayment page. The logo is decorative: its name is
 * the text beside it, which a screen reader would otherwise say twice (docs/listening.md "What
 * nobody should hear").
 */
export function ProductHeader({ logo, name }: Props) {
  return (
    <div className={styles.product}>
      <RemoteImage className={styles.logo} src={logo} alt="" fallbackText={name.slice(0, 2)} />
      <span className={styles.name}>{name}</span>
    </div>
  );
}
