/**
 * The first call of each borrower screen that has one, as the screen makes it: the borrower
 * shell's first script (`first-call.ts`, served as /first-call.js) sends it before the bundle
 * has arrived, and the screen takes its answer (app/first-call/take-first-call.ts; docs/quality.md
 * "Data before scripts"). Each line says what the screen's own loader sends for the page's
 * query and launch parameters; the e2e `first-call.spec.ts` proves that each route's call is
 * made once, which it is only when the two agree.
 *
 * `screen` names the screen's module as routes.tsx imports it: app/scripts/prerender.mjs finds
 * its chunk in the build's manifest, and the first script preloads it beside the call.
 */
import { positiveInt } from '../../features/complaint/complaint-api';
import { parseInstructionQuery } from '../../screens/repayment-instruction/instruction-query';
import type { Params } from '../../shared/api/request';
import { CUSTOMER_SERVICE_OVERALL } from '../../shared/config/constants';
import type { LaunchParams } from '../../shared/launch/launch-params';
import { paths } from '../../shared/navigation/paths';

/** One request as a client sends it: GET with `query`, or POST with the form `body`. */
export type FirstRequest = { method: 'GET'; path: string; query: Params } | { method: 'POST'; path: string; body: Params };

export interface FirstCallRoute {
  /** The route's path (paths.ts). */
  path: string;
  /** The screen's module, as routes.tsx imports it, from app/. */
  screen: string;
  /** The screen's first request for the page's query, or null when it makes none (a bad link). */
  request: (query: URLSearchParams, launch: LaunchParams) => FirstRequest | null;
}

const get =
  (path: string, query: Params = {}) =>
  (): FirstRequest => ({ method: 'GET', path, query });

const loanDetail = get('/throughout/v3/loan-details/loan-details');
const customerService = get('/throughout/user-problem/get-whatsapp', { overall: CUSTOMER_SERVICE_OVERALL });

export const firstCallRoutes: readonly FirstCallRoute[] = [
  // use-loan-confirm.ts: the first round has no isType.
  {
    path: paths.loanConfirm,
    screen: 'src/screens/loan-confirm/loan-confirm-screen.tsx',
    request: get('/throughout/v3/loan-confirm/loan-detail-confirm'),
  },
  { path: paths.loanDetail, screen: 'src/screens/loan-detail/loan-detail-screen.tsx', request: loanDetail },
  { path: paths.orderDetail, screen: 'src/screens/loan-detail/loan-detail-screen.tsx', request: loanDetail },
  { path: paths.repay, screen: 'src/screens/repay/repay-screen.tsx', request: get('/throughout/v3/installment/loan-play-detail') },
  {
    path: paths.repayExtension,
    screen: 'src/screens/repay-extension/repay-extension-screen.tsx',
    request: get('/throughout/v3/installment/loan-play-delay-detail'),
  },
  {
    path: paths.repaymentInstruction,
    screen: 'src/screens/repayment-instruction/repayment-instruction-screen.tsx',
    request: (query, launch) => {
      const parsed = parseInstructionQuery(query, launch);
      return parsed.ok ? { method: 'POST', path: '/throughout/v3/loan-details/generate-vcode', body: { ...parsed.form } } : null;
    },
  },
  { path: paths.customerService, screen: 'src/screens/customer-service/customer-service-screen.tsx', request: customerService },
  { path: paths.dag, screen: 'src/screens/customer-service/customer-service-screen.tsx', request: customerService },
  {
    path: paths.complaint,
    screen: 'src/screens/complaint-entry/complaint-entry-screen.tsx',
    request: (_query, launch) => {
      const orderId = positiveInt(launch.orderId);
      return { method: 'GET', path: '/throughout/user-problem/problem-init', query: orderId ? { orderId } : {} };
    },
  },
  {
    path: paths.complaintList,
    screen: 'src/screens/complaint-list/complaint-list-screen.tsx',
    request: get('/throughout/user-problem/problem-list'),
  },
  {
    path: paths.complaintDetail,
    screen: 'src/screens/complaint-detail/complaint-detail-screen.tsx',
    request: (query) => {
      const problemId = positiveInt(query.get('problemId'));
      return problemId ? { method: 'GET', path: '/throughout/user-problem/problem-detail', query: { problemId } } : null;
    },
  },
  {
    path: paths.loanAgreement,
    screen: 'src/screens/loan-agreement/loan-agreement-screen.tsx',
    request: (query) => {
      const orderNo = query.get('orderNo')?.trim() ?? '';
      return orderNo ? { method: 'GET', path: '/throughout/v3/loan-details/contract-detail', query: { orderNo } } : null;
    },
  },
];

/** The route of `pathname` (matched as the router does: whole path, any letter case). */
export function firstCallRoute(pathname: string): FirstCallRoute | null {
  const wanted = pathname.toLowerCase();
  return firstCallRoutes.find((route) => route.path.toLowerCase() === wanted) ?? null;
}
