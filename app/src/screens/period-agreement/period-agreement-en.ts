import type { PeriodAgreementText } from './period-agreement-terms';

export const periodAgreementEn: PeriodAgreementText = {
  title: 'Period loan agreement',
  intro: [
    'This period loan agreement (the "Agreement") is made between the lending company (the "Lender") and the user who accepts the offer in the app (the "Borrower"). By ticking the acceptance box and confirming the loan, the Borrower declares that they have read and accept all of its clauses.',
  ],
  sections: [
    {
      heading: '1. Purpose and currency',
      paragraphs: [
        'The Lender pays the Borrower the amount shown on the confirmation screen, which the Borrower undertakes to repay with its interest, commission and taxes on the dates of the repayment plan. Every amount in this Agreement is stated in pesos.',
      ],
    },
    {
      heading: '2. Borrower requirements',
      paragraphs: [
        'The Borrower declares that they are over 18 years of age and an Indian national (India), and that the information they gave is true and complete. The Lender may refuse or cancel the loan if the information is false.',
      ],
    },
    {
      heading: '3. Interest',
      paragraphs: [
        'The loan bears an annual interest rate of {annualRate}. For clarity, the daily interest is shown as {dailyInterest} of the outstanding principal, charged for each calendar day elapsed.',
      ],
    },
    {
      heading: '4. Commission and tax',
      paragraphs: [
        'The Borrower pays the commission shown on the confirmation screen. Value added tax (VAT) is {vat} of the interest plus the commission, and is charged with each payment.',
      ],
    },
    {
      heading: '5. Repayment plan',
      paragraphs: [
        'The Borrower pays each instalment on the date the repayment plan shows, through the payment channels the app lists. The Borrower may prepay the whole outstanding amount at any time.',
      ],
    },
    {
      heading: '6. Late payment',
      paragraphs: [
        'If an instalment is not paid on its date, an overdue penalty of {overduePenalty} per day of the overdue amount is charged, from the day after the due date until the day of payment.',
      ],
    },
    {
      heading: '7. Extension',
      paragraphs: [
        'Before the due date, or while overdue when the app offers it, the Borrower may pay the extension fee and postpone repayment by up to {extensionDays} days. An extension does not reduce the outstanding principal.',
      ],
    },
    {
      heading: '8. Personal data',
      paragraphs: ["The Lender processes the Borrower's personal data as its privacy notice says; the Borrower can read it in the app."],
    },
    {
      heading: '9. Electronic acceptance',
      paragraphs: [
        'The Agreement is accepted electronically and is as valid as one signed on paper. The Borrower can see its details on the agreement screen of each order.',
      ],
    },
  ],
};
