import { MAX_EXTENSION_DAYS } from '../../shared/config/constants';

/**
 * The constants of the period loan agreement (docs/constants.md "Agreement figures"), written once
 * and filled into both languages' text, so the two cannot disagree.
 */
export const PERIOD_AGREEMENT_TERMS = {
  /** Overdue penalty, per day. */
  overduePenalty: '3%',
  /** Annual interest rate. */
  annualRate: '18%',
  /** Daily interest as the agreement shows it. */
  dailyInterest: '0.0065%',
  /** Value added tax, on interest plus commission. */
  vat: '16%',
  /** An extension postpones repayment by at most this many days. */
  extensionDays: MAX_EXTENSION_DAYS,
} as const;

export interface AgreementSection {
  heading: string;
  paragraphs: readonly string[];
}

/** The agreement in one language; `{overduePenalty}` etc. are filled from the terms above. */
export interface PeriodAgreementText {
  title: string;
  intro: readonly string[];
  sections: readonly AgreementSection[];
}
