import { type KeyboardEvent } from 'react';
import { RATING_MAX } from '../../config/constants';
import { commonMessages } from '../../i18n/common-messages';
import { useMessages } from '../../i18n/use-messages';
import { Icon } from '../icon/icon';
import styles from './star-rating.module.css';

interface Props {
  /** 0 (none chosen) to 5. */
  value: number;
  onChange: (stars: number) => void;
  label?: string;
}

/** Stars 1 to 5 as a radio group: tap a star, or use the arrow keys. */
export function StarRating({ value, onChange, label }: Props) {
  const t = useMessages(commonMessages);
  const stars = Array.from({ length: RATING_MAX }, (_, i) => i + 1);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') onChange(Math.min(RATING_MAX, value + 1));
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') onChange(Math.max(1, value - 1));
    else return;
    event.preventDefault();
  };
  return (
    <div className={styles.group} role="radiogroup" aria-label={label ?? t('ui.ratingLabel')}>
      {stars.map((star) => (
        <button
          key={star}
          type="button"
          role="radio"
          aria-checked={star === value}
          aria-label={t('ui.starLabel', { count: star })}
          tabIndex={star === (value || 1) ? 0 : -1}
          className={star <= value ? `${styles.star} ${styles.on}` : styles.star}
          onClick={() => onChange(star)}
          onKeyDown={onKeyDown}
        >
          <Icon name={star <= value ? 'star' : 'starOutline'} size={32} />
        </button>
      ))}
    </div>
  );
}
