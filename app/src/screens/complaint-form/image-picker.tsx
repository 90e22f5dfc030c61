import { COMPLAINT_MAX_IMAGES } from '../../api/contract-limits';
import { useId, type ChangeEvent } from 'react';
import { safeHttpUrl } from '../../shared/format/url';
import { COMPLAINT_IMAGE_MAX_MB } from '../../features/complaint/complaint-limits';
import styles from './complaint-form-screen.module.css';
import { complaintMessages } from '../../features/complaint/complaint-messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { Icon } from '../../shared/ui/icon/icon';

interface Props {
  images: readonly string[];
  uploading: boolean;
  onFile: (file: File) => void;
  onRemove: (index: number) => void;
}

/**
 * The uploaded images with a remove control each, and the picker: a real file input (labelled,
 * reachable by keyboard) styled as a tile, one file at a time, gone once there are 9 images.
 */
export function ImagePicker({ images, uploading, onFile, onRemove }: Props) {
  const ct = useMessages(complaintMessages);
  const headingId = useId();
  const hintId = useId();
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so that choosing the same file again fires change again.
    event.target.value = '';
    if (file) onFile(file);
  };
  return (
    <section className={styles.images} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {ct('imagesHeading', { count: images.length, max: COMPLAINT_MAX_IMAGES })}
      </h2>
      <ul className={styles.grid}>
        {images.map((url, index) => {
          const src = safeHttpUrl(url);
          return (
            <li key={`${index}-${url}`} className={styles.thumb}>
              {src && <img className={styles.preview} src={src} alt={ct('imageAlt', { number: index + 1 })} />}
              <button
                type="button"
                className={styles.remove}
                aria-label={ct('removeImage', { number: index + 1 })}
                onClick={() => onRemove(index)}
              >
                <Icon name="cross" size={20} />
              </button>
            </li>
          );
        })}
        {images.length < COMPLAINT_MAX_IMAGES && (
          <li className={styles.thumb}>
            <label className={uploading ? `${styles.picker} ${styles.busy}` : styles.picker}>
              <input
                type="file"
                accept="image/*"
                className="visually-hidden"
                aria-describedby={hintId}
                disabled={uploading}
                onChange={onChange}
              />
              <span>{ct('addImage')}</span>
            </label>
          </li>
        )}
      </ul>
      <p id={hintId} className={styles.hint}>
        {ct('addImageHint', { mb: COMPLAINT_IMAGE_MAX_MB })}
      </p>
    </section>
  );
}
