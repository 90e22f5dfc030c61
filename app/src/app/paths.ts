/**
 * The route paths of design.md §3 that have a screen so far. Later issues add their own
 * (loan-confirm, loan-detail, repay, …) with their screens.
 */
export const paths = {
  customerService: '/customer-service',
  aboutUs: '/about-us',
  jointLoginFailed: '/joint-login-failed',
  privacyPolicy: '/privacy-policy',
  // Loan screens (issue 7) and the repayment screens they link to (issue 8 builds those).
  loanConfirm: '/loan-confirm',
  loanDetail: '/loan-detail',
  orderDetail: '/order-detail',
  loanAgreement: '/loan-agreement',
  periodAgreement: '/agony',
  repay: '/repay',
  repayExtension: '/repay-extension',
  // Repayment (issue 8): full, extension, the instruction of a channel and the target of the
  // floating customer-service button.
  repaymentInstruction: '/carpmm',
  dag: '/Dag',
  // Legacy payment flow (issue 12)
  legacyRepay: '/legacy-repay',
  legacyRepaySms: '/legacy-repay/sms',
  legacyRepayBorrowDetail: '/legacy-repay/borrow-detail',
  // issue 11: marketing site (one lazy screen for all its routes) and the test preview page.
  home: '/',
  about: '/About',
  user: '/User',
  contact: '/Contact',
  policy: '/Policy',
  loanTerms: '/Loan',
  privacyPage: '/PrivacyPolicy',
  testPreview: '/testPreview',
  // Opened by the test preview page (their screens come with other issues).
  complaint: '/complaint',
  // Complaints (issue 9).
  complaintList: '/complaintList',
  complaintForm: '/complainPageNext',
  complaintDetail: '/complainDetails',
} as const;

export type PathKey = keyof typeof paths;
export type AppPath = (typeof paths)[PathKey];

/** The link to a route with an optional query: `pathTo('aboutUs', { from: 'x' })`. */
export function pathTo(key: PathKey, query?: Record<string, string | number>): string {
  const path = paths[key];
  if (!query) return path;
  const search = new URLSearchParams(
    Object.entries(query).map(([name, value]) => [name, String(value)]),
  ).toString();
  return search ? `${path}?${search}` : path;
}
