import { useId } from 'react';
import { clampLength } from '../../format/input';
import { commonMessages } from '../../i18n/common-messages';
import { useMessages } from '../../i18n/use-messages';
import styles from './counted-textarea.module.css';

interface Props {
  label: string;
  value: string;
  /** Gets the text already cut to `max` characters (extra typing is ignored). */
  onChange?: (value: string) => void;
  max: number;
  placeholder?: string;
  readOnly?: boolean;
}

/** A textarea with a 'count/max' counter under it. */
export function CountedTextarea({ label, value, onChange, max, placeholder, readOnly = false }: Props) {
  const t = useMessages(commonMessages);
  const id = useId();
  const count = Array.from(value).length;
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      <textarea
        id={id}
        className={styles.textarea}
        value={value}
        placeholder={placeholder}
        readOnly={readOnly}
        maxLength={max}
        aria-describedby={`${id}-count`}
        onChange={(event) => onChange?.(clampLength(event.target.value, max))}
      />
      <p id={`${id}-count`} className={styles.counter}>
        {t('ui.characterCount', { count, max })}
      </p>
    </div>
  );
}
