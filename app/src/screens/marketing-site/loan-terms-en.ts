import type { LegalText } from './legal-text';

/**
 * The loan terms and conditions in English (docs/screens.md "Marketing site", figures of
 * docs/constants.md "Agreement figures"). Loaded on its own, only when /Loan is shown in English.
 * `loan-terms.test.ts` fails when a figure changes.
 */
export const loanTermsEn: LegalText = {
  updated: 'In force from 1 November 2026',
  intro: [
    'These terms and conditions govern every loan that {appName} (the "lender") grants through its app. By accepting a loan offer you (the "borrower") agree to them; please read them in full before you accept.',
  ],
  sections: [
    {
      heading: 'Who may borrow',
      paragraphs: [
        "The borrower must be an Indian national over 18 years of age, with full legal capacity, a valid identity document and a bank account in the borrower's own name.",
      ],
    },
    {
      heading: 'Loan term',
      paragraphs: [
        'Each loan has a term of 91 to 365 calendar days, counted from the day the money is credited. The amount, the term, the repayment date and the total cost are shown on the offer before you accept it.',
      ],
    },
    {
      heading: 'Application, decision and disbursal',
      paragraphs: [
        'The lender takes a decision on a complete application within 1 day and tells you the result in the app.',
        'Once you accept an approved offer, the loan amount is credited to your bank account 1 to 3 days after acceptance.',
      ],
    },
    {
      heading: 'Interest on the unpaid amount',
      paragraphs: ['Daily interest is charged on the unpaid amount as follows:'],
      items: ['5% per day for days 1 to 30;', '4% per day for days 31 to 90;', '2% per day from day 91 onwards.'],
    },
    {
      heading: 'Prepayment',
      paragraphs: [
        'You may repay the whole loan early only after half the term has passed and at least 7 days after disbursal. Interest is then charged only up to the day of repayment.',
      ],
    },
    {
      heading: 'Late payment',
      paragraphs: [
        'If a repayment is not made on its due date, a single late penalty is charged: Rs.1,000 for new clients and Rs.800 for repeat clients. The penalty is charged once per loan, in addition to the interest on the unpaid amount.',
      ],
    },
    {
      heading: 'Change of details',
      paragraphs: [
        'You must tell the lender of any change to your name, address, telephone, e-mail, employment or bank account within 3 days of the change.',
      ],
    },
    {
      heading: 'Assignment',
      paragraphs: [
        'The lender may assign or transfer its rights under the loan to a third party. You will be told of the assignment by notice given 7 business days in advance; your obligations stay the same.',
      ],
    },
    {
      heading: 'Disputes and judgments',
      paragraphs: [
        'If a court gives judgment on a debt under the loan, the borrower shall pay the amount of the judgment within a grace period of 10 days from the judgment.',
      ],
    },
  ],
};
