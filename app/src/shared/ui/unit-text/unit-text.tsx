import { splitUnits } from '../../format/units';
import styles from './unit-text.module.css';

/**
 * `text` (server text or a formatted message, rendered as text) with each amount, date, time,
 * phone number, order number and code in it kept on one line: at a large text size such a unit
 * moves to the next line whole instead of breaking after its "," or "-"
 * (docs/large-text.md "Amounts, dates, numbers and codes").
 */
export function UnitText({ text }: { text: string }) {
  return (
    <>
      {splitUnits(text).map((part, index) =>
        part.unit ? (
          <span key={index} className={styles.unit}>
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
