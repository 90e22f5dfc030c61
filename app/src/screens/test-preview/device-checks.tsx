import { useEffect, useId, useState } from 'react';
import { currentPosition, type PositionAnswer } from '../../shared/device/geolocation';
import { describePickedFiles, releasePickedFiles, type PickedFile } from '../../shared/device/picked-file';
import { groupThousands } from '../../shared/format/number';
import styles from './test-preview-screen.module.css';
import { useMessages } from '../../shared/i18n/use-messages';
import { previewMessages } from './test-preview-messages';

/** The file/photo picker, the contact-name field and the geolocation check (docs/screens.md "Test preview page"). */
export function DeviceChecks() {
  const p = useMessages(previewMessages);
  const id = useId();
  const [files, setFiles] = useState<readonly PickedFile[]>([]);
  const [contact, setContact] = useState('');
  const [position, setPosition] = useState<PositionAnswer | 'asking' | null>(null);
  // A new pick, or leaving the page, frees the previous previews.
  useEffect(() => () => releasePickedFiles(files), [files]);
  const locate = () => {
    setPosition('asking');
    void currentPosition().then(setPosition);
  };
  let positionText = '';
  if (position === 'asking') positionText = p('locating');
  else if (position?.kind === 'position') {
    positionText = p('position', {
      latitude: position.latitude.toFixed(5),
      longitude: position.longitude.toFixed(5),
      accuracy: groupThousands(Math.round(position.accuracy)),
    });
  } else if (position) positionText = p(`refused.${position.reason}`);
  return (
    <section aria-labelledby="preview-device" className={styles.card}>
      <h2 id="preview-device" className={styles.heading}>
        {p('deviceTitle')}
      </h2>
      <label htmlFor={`${id}-file`} className={styles.label}>
        {p('filePicker')}
      </label>
      <input
        id={`${id}-file`}
        type="file"
        accept="image/*,.pdf"
        className={styles.input}
        onChange={(event) => setFiles(describePickedFiles(event.target.files))}
      />
      {files.length === 0 ? (
        <p className={styles.muted}>{p('noFile')}</p>
      ) : (
        <ul className={styles.files} aria-live="polite">
          {files.map((file) => (
            <li key={file.previewUrl ?? file.name} className={styles.file}>
              {file.previewUrl && <img src={file.previewUrl} alt={p('filePreview', { name: file.name })} className={styles.preview} />}
              <span>
                <strong>{file.name}</strong>
                <br />
                {p('fileSize', { size: groupThousands(file.size) })} · {p('fileType', { type: file.type || '?' })}
              </span>
            </li>
          ))}
        </ul>
      )}
      <label htmlFor={`${id}-contact`} className={styles.label}>
        {p('contactName')}
      </label>
      <input
        id={`${id}-contact`}
        type="text"
        autoComplete="off"
        className={styles.input}
        value={contact}
        onChange={(event) => setContact(event.target.value)}
      />
      <button type="button" className={styles.button} onClick={locate}>
        {p('locate')}
      </button>
      <p className={styles.result} role="status">
        {positionText}
      </p>
    </section>
  );
}
