import { COMPLAINT_MAX_IMAGES } from '../../api/contract-limits';
import { useId, type ChangeEvent } from 'react';
import { safeHttpUrl } from '../../shared/format/url';
import styles from './complaint-form-screen.module.css';
import { complaintMessages } from '../../features/complaint/complaint-messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { Icon } from '../../shared/ui/icon/icon';
import type { UploadState } from './use-complaint-form';

interface Props {
  images: readonly string[];
  /** The running upload, if any. */
  upload: UploadState | null;
  onFile: (file: File) => void;
  onCancel: () => void;
  onRemove: (index: number) => void;
}

/**
 * The uploaded images with a remove control each, and the picker: a real file input (labelled,
 * reachable by keyboard) styled as a tile, one file at a time, gone once there are 9 images.
 * While an image uploads: a progress bar (without a value while the copy is made, then the
 * share of the body sent) and its cancel.
 */
export function ImagePicker({ images, upload, onFile, onCancel, onRemove }: Props) {
  const uploading = upload !== null;
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
      {upload && <UploadProgress upload={upload} onCancel={onCancel} />}
      <p id={hintId} className={styles.hint}>
        {ct('addImageHint')}
      </p>
    </section>
  );
}

function UploadProgress({ upload, onCancel }: { upload: UploadState; onCancel: () => void }) {
  const ct = useMessages(complaintMessages);
  const text = upload.step === 'preparing' ? ct('preparing') : ct('uploadProgress', { percent: upload.percent });
  const percent = upload.step === 'sending' ? upload.percent : undefined;
  return (
    <div className={styles.progress}>
      <div
        className={styles.bar}
        role="progressbar"
        aria-label={ct('uploadProgressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <span
          className={percent === undefined ? `${styles.fill} ${styles.waiting}` : styles.fill}
          style={{ width: `${percent ?? 100}%` }}
        />
      </div>
      <p className={styles.progressText}>{text}</p>
      <button type="button" className={styles.cancel} onClick={onCancel}>
        {ct('cancelUpload')}
      </button>
    </div>
  );
}
