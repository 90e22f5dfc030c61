import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { paths } from './paths';

export interface RouteEntry {
  path: string;
  screen: LazyExoticComponent<ComponentType>;
}

const LoanDetailScreen = lazy(() => import('../screens/loan-detail/loan-detail-screen'));
// issue 11: one lazy component for all marketing routes.
const marketingSite = lazy(() => import('../screens/marketing-site/marketing-site-screen'));

/**
 * The route table: first match wins, each screen in its own lazy chunk. A later issue adds a
 * screen here together with its path in `paths.ts`.
 */
export const routes: readonly RouteEntry[] = [
  {
    path: paths.customerService,
    screen: lazy(() => import('../screens/customer-service/customer-service-screen')),
  },
  { path: paths.aboutUs, screen: lazy(() => import('../screens/about-us/about-us-screen')) },
  {
    path: paths.jointLoginFailed,
    screen: lazy(() => import('../screens/joint-login-failed/joint-login-failed-screen')),
  },
  {
    path: paths.privacyPolicy,
    screen: lazy(() => import('../screens/privacy-policy/privacy-policy-screen')),
  },
  // Loan screens (issue 7): loan details answers both of its paths with one chunk.
  { path: paths.loanConfirm, screen: lazy(() => import('../screens/loan-confirm/loan-confirm-screen')) },
  { path: paths.loanDetail, screen: LoanDetailScreen },
  { path: paths.orderDetail, screen: LoanDetailScreen },
  { path: paths.loanAgreement, screen: lazy(() => import('../screens/loan-agreement/loan-agreement-screen')) },
  {
    path: paths.periodAgreement,
    screen: lazy(() => import('../screens/period-agreement/period-agreement-screen')),
  },
  // Repayment (issue 8).
  { path: paths.repay, screen: lazy(() => import('../screens/repay/repay-screen')) },
  {
    path: paths.repayExtension,
    screen: lazy(() => import('../screens/repay-extension/repay-extension-screen')),
  },
  {
    path: paths.repaymentInstruction,
    screen: lazy(() => import('../screens/repayment-instruction/repayment-instruction-screen')),
  },
  // /Dag: the specification only says the draggable customer-service button goes there and does
  // not show the screen; design.md §3 decides it shows the customer-service screen. The same
  // module as /customer-service, so Vite emits one chunk for both.
  {
    path: paths.dag,
    screen: lazy(() => import('../screens/customer-service/customer-service-screen')),
  },
  // Legacy payment flow (issue 12): one lazy chunk for its three screens (see legacy-flow.ts)
  { path: paths.legacyRepay, screen: lazy(() => import('./legacy-flow').then((m) => ({ default: m.LegacyRepayScreen }))) },
  {
    path: paths.legacyRepaySms,
    screen: lazy(() => import('./legacy-flow').then((m) => ({ default: m.LegacyRepaySmsScreen }))),
  },
  {
    path: paths.legacyRepayBorrowDetail,
    screen: lazy(() => import('./legacy-flow').then((m) => ({ default: m.LegacyRepayBorrowDetailScreen }))),
  },
  // issue 11: the marketing site (every route the same lazy screen, so the frame stays while the
  // section changes) and the test preview page.
  ...[paths.home, paths.about, paths.user, paths.contact, paths.policy, paths.loanTerms, paths.privacyPage].map(
    (path) => ({ path, screen: marketingSite }),
  ),
  { path: paths.testPreview, screen: lazy(() => import('../screens/test-preview/test-preview-screen')) },
  // Complaints (issue 9).
  { path: paths.complaint, screen: lazy(() => import('../screens/complaint-entry/complaint-entry-screen')) },
  { path: paths.complaintList, screen: lazy(() => import('../screens/complaint-list/complaint-list-screen')) },
  { path: paths.complaintForm, screen: lazy(() => import('../screens/complaint-form/complaint-form-screen')) },
  {
    path: paths.complaintDetail,
    screen: lazy(() => import('../screens/complaint-detail/complaint-detail-screen')),
  },
];
