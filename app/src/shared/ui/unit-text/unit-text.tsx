import { splitUnits } from '../../format/units';
import styles from './unit-text.module.css';

/** A currency sign at the head of an amount: "$3.450,00", "₹ 300,00". */
const SIGN = /^([$₹]\s?)(\d.*)$/u;

/**
 * `text` (server text or a formatted message, rendered as text) with each amount, date, time,
 * phone number, order number and code in it kept on one line: at a large text size such a unit
 * moves to the next line whole instead of breaking after its "," or "-"; an amount wider than
 * its whole line puts its currency sign on the line before the number, which stays whole
 * (docs/large-text.md "Amounts, dates, numbers and codes").
 */
export function UnitText({ text }: { text: string }) {
  return (
    <>
      {splitUnits(text).map((part, index) => {
        if (!part.unit) return part.text;
        const sign = SIGN.exec(part.text);
        return (
          <span key={index} className={styles.unit}>
            {sign ? (
              <>
                <span className={styles.unit}>{sign[1]}</span>
                <span className={styles.unit}>{sign[2]}</span>
              </>
            ) : (
              part.text
            )}
          </span>
        );
      })}
    </>
  );
}
