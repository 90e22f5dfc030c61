/**
 * The route paths of docs/decisions.md "Routes" (the fixed paths the native app opens keep their
 * spelling). Screens and features link by key, so the table sits in shared, below them; the route
 * table (app/src/app/routes.tsx) maps each to its lazy chunk.
 */
export const paths = {
  customerService: '/customer-service',
  aboutUs: '/about-us',
  jointLoginFailed: '/joint-login-failed',
  privacyPolicy: '/privacy-policy',
  // Loan: confirm, details (two keys, one screen), the agreement by orderNo, the period agreement.
  loanConfirm: '/loan-confirm',
  loanDetail: '/loan-detail',
  orderDetail: '/order-detail',
  loanAgreement: '/loan-agreement',
  periodAgreement: '/agony',
  // Repayment: full, extension, a channel's instruction, the floating customer-service target.
  repay: '/repay',
  repayExtension: '/repay-extension',
  repaymentInstruction: '/carpmm',
  dag: '/Dag',
  // Legacy bank-card repayment: card choice and commit, SMS step, result.
  legacyRepay: '/legacy-repay',
  legacyRepaySms: '/legacy-repay/sms',
  legacyRepayBorrowDetail: '/legacy-repay/borrow-detail',
  // Marketing site (one lazy screen for all its routes) and the test preview page.
  home: '/',
  about: '/About',
  user: '/User',
  contact: '/Contact',
  policy: '/Policy',
  loanTerms: '/Loan',
  privacyPage: '/PrivacyPolicy',
  testPreview: '/testPreview',
  // Complaints: entry, my complaints, form, detail.
  complaint: '/complaint',
  complaintList: '/complaintList',
  complaintForm: '/complainPageNext',
  complaintDetail: '/complainDetails',
} as const;

export type PathKey = keyof typeof paths;

export type AppPath = (typeof paths)[PathKey];

/**
 * The routes prerendered at build time (app/scripts/prerender.mjs), the public ones: each gets
 * its own HTML file with its content and head, is listed in sitemap.xml and carries no
 * `noindex`. Its screen must render the same with no effect run (the prerender runs none) and
 * load anything else its first render shows in `prepare` (routes.tsx).
 */
export const prerenderedPaths: readonly AppPath[] = [
  paths.home,
  paths.about,
  paths.user,
  paths.contact,
  paths.policy,
  paths.loanTerms,
  paths.privacyPage,
];

/** The link to a route with an optional query: `pathTo('aboutUs', { from: 'x' })`. */
export function pathTo(key: PathKey, query?: Record<string, string | number>): string {
  const path = paths[key];
  if (!query) return path;
  const search = new URLSearchParams(Object.entries(query).map(([name, value]) => [name, String(value)])).toString();
  return search ? `${path}?${search}` : path;
}
