import { commonMessages } from '../../i18n/common-messages';
import { useMessages } from '../../i18n/use-messages';
import { showToast } from '../../feedback/feedback-store';
import { copyText } from './copy-text';
import styles from './copy-button.module.css';

interface Props {
  /** The text put on the clipboard. */
  text: string;
  /** Accessible name, e.g. 'Copy the voucher code'; default 'Copy'. */
  label?: string;
}

/** Copies a text and says so in a toast. */
export function CopyButton({ text, label }: Props) {
  const t = useMessages(commonMessages);
  const onClick = async () => {
    showToast((await copyText(text)) ? t('common.copied') : t('common.copyFailed'));
  };
  return (
    <button type="button" className={styles.button} aria-label={label} onClick={() => void onClick()}>
      {t('common.copy')}
    </button>
  );
}
