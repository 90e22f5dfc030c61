import { useId, useState } from 'react';
import { commonMessages } from '../../i18n/common-messages';
import { useMessages } from '../../i18n/use-messages';
import { UnitText } from '../unit-text/unit-text';
import styles from './title-value-list.module.css';

export interface TitleValueRow {
  title: string;
  value: string;
}

interface Props {
  rows: readonly TitleValueRow[];
  /** Show only the first N rows with a 'more'/'hide' toggle (when there are more than N). */
  foldTo?: number;
  /** Accessible name of the list. */
  label?: string;
}

/**
 * Title/value rows (server text, rendered as text), optionally folded to the first N. A row
 * whose title and value do not fit side by side puts its value on the next line, at the end
 * (docs/large-text.md "Label and value rows").
 */
export function TitleValueList({ rows, foldTo, label }: Props) {
  const t = useMessages(commonMessages);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const foldable = foldTo !== undefined && rows.length > foldTo;
  const shown = foldable && !expanded ? rows.slice(0, foldTo) : rows;
  return (
    <div>
      <dl id={listId} className={styles.list} aria-label={label}>
        {shown.map((row, index) => (
          <div className={styles.row} key={`${index}-${row.title}`}>
            <dt className={styles.title}>{row.title}</dt>
            <dd className={styles.value}>
              <UnitText text={row.value} />
            </dd>
          </div>
        ))}
      </dl>
      {foldable && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? t('common.hide') : t('common.more')}
        </button>
      )}
    </div>
  );
}
