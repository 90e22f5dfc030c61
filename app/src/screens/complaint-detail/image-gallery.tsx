import { safeHttpUrl } from '../../shared/format/url';
import { Modal } from '../../shared/ui/modal/modal';
import type { ComplaintMessageKey } from '../../features/complaint/complaint-messages';
import styles from './complaint-detail-screen.module.css';
import { RemoteImage } from '../../shared/ui/remote-image/remote-image';
import { complaintMessages } from '../../features/complaint/complaint-messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { useHistoryModal } from '../../shared/navigation/use-history-modal';

interface Props {
  urls: readonly string[];
  /** The alt text of each image ({number} filled). */
  altKey: ComplaintMessageKey;
  /** The name of the button that shows it larger ({number} filled). */
  viewKey: ComplaintMessageKey;
}

/**
 * Thumbnails; a tap shows the image larger in a modal, which takes a history entry (back closes
 * it; the names differ between the complaint's and the result's galleries). Only http(s) URLs
 * are shown.
 */
export function ImageGallery({ urls, altKey, viewKey }: Props) {
  const ct = useMessages(complaintMessages);
  const images = urls.map((url) => safeHttpUrl(url));
  const names = images.map((_, index) => `${altKey}-${index}`);
  const modal = useHistoryModal(names);
  const shown = modal.open === null ? null : names.indexOf(modal.open);
  const current = shown === null ? null : images[shown];
  return (
    <>
      <ul className={styles.grid}>
        {images.map((src, index) =>
          src ? (
            <li key={`${index}-${src}`}>
              <button
                type="button"
                className={styles.thumb}
                aria-label={ct(viewKey, { number: index + 1 })}
                aria-haspopup="dialog"
                onClick={() => modal.show(`${altKey}-${index}`)}
              >
                <RemoteImage className={styles.image} src={src} alt={ct(altKey, { number: index + 1 })} />
              </button>
            </li>
          ) : null,
        )}
      </ul>
      <Modal open={shown !== null && Boolean(current)} title={ct(altKey, { number: (shown ?? 0) + 1 })} onClose={modal.close}>
        {current && <RemoteImage className={styles.large} src={current} alt={ct(altKey, { number: (shown ?? 0) + 1 })} />}
      </Modal>
    </>
  );
}
