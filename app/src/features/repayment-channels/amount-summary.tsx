import styles from './amount-summary.module.css';
import { UnitText } from '../../shared/ui/unit-text/unit-text';

interface Props {
  /** What the amount is ('Amount to repay', 'Extension amount'); also the section's name. */
  label: string;
  /** The amount, already formatted. */
  amount: string;
  /** The date line, already formatted. */
  date: string;
  /** A heading from the server above the amount (the extension offer's). */
  heading?: string;
}

/** The big amount to pay and its date, at the top of both repayment pages. */
export function AmountSummary({ label, amount, date, heading }: Props) {
  return (
    <section className={styles.summary} aria-label={label}>
      {heading && (
        <h2 className={styles.heading}>
          <UnitText text={heading} />
        </h2>
      )}
      <p className={styles.label}>{label}</p>
      <p className={styles.amount} data-testid="repay-amount">
        <UnitText text={amount} />
      </p>
      <p className={styles.date}>
        <UnitText text={date} />
      </p>
    </section>
  );
}
