import { commonMessages } from '../../i18n/common-messages';
import { useMessages } from '../../i18n/use-messages';
import { safeHttpUrl } from '../../format/url';
import { Modal } from '../modal/modal';
import { UnitText } from '../unit-text/unit-text';
import styles from './barcode-modal.module.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Barcode image URL from the server; shown only when http(s) or a data: image. */
  imageUrl: string;
  /** The voucher code the barcode holds. */
  code: string;
}

/** The barcode of a payment voucher with the 'scan to pay' prompt. */
export function BarcodeModal({ open, onClose, imageUrl, code }: Props) {
  const t = useMessages(commonMessages);
  const src = safeHttpUrl(imageUrl, { allowDataImage: true });
  return (
    <Modal open={open} title={t('ui.scanToPay')} onClose={onClose}>
      {src && <img className={styles.image} src={src} alt={t('ui.barcodeAlt', { code })} />}
      <p className={styles.code}>
        <UnitText text={code} />
      </p>
    </Modal>
  );
}
