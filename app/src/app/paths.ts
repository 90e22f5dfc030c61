/**
 * The route paths of design.md §3 that have a screen so far. Later issues add their own
 * (loan-confirm, loan-detail, repay, …) with their screens.
 */
export const paths = {
  customerService: '/customer-service',
  aboutUs: '/about-us',
  jointLoginFailed: '/joint-login-failed',
  privacyPolicy: '/privacy-policy',
  // Complaints (issue 9).
  complaint: '/complaint',
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
