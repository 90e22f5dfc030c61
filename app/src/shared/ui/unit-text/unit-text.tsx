import { splitUnits } from '../../format/units';
import styles from './unit-text.module.css';

/** A currency sign at the head of an amount: "$3.450,00", "₹ 300,00". */
const SIGN = /^([$₹]\s?)(\d.*)$/u;

interface Props {
  text: string;
  /**
   * A display amount (the big one at the top of a screen): when it is wider than its whole
   * line, its currency sign may go on the line before the number instead of the number
   * breaking (docs/large-text.md "Amounts, dates, numbers and codes").
   */
  signApart?: boolean;
}

/**
 * `text` (server text or a formatted message, rendered as text) with each amount, date, time,
 * phone number, order number and code in it kept on one line: at a large text size such a unit
 * moves to the next line whole instead of breaking after its "," or "-"
 * (docs/large-text.md "Amounts, dates, numbers and codes").
 */
export function UnitText({ text, signApart = false }: Props) {
  return (
    <>
      {splitUnits(text).map((part, index) => {
        if (!part.unit) return part.text;
        const sign = signApart ? SIGN.exec(part.text) : null;
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
