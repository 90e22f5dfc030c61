/**
 * The borrower routes with a first call (app/src/app/first-call/first-requests.ts), each as a
 * link opens it, for the checks of the shell's first script: first-call.spec.ts and
 * slow-link.spec.ts.
 */
import { LAUNCH, languageFlag } from './launch';
import { ORDER } from './repay';

export interface FirstCallCase {
  /** The page, with the query a link gives it. */
  page: string;
  /** The first call's path. */
  call: string;
  /** A part of the route chunk's file name. */
  chunk: string;
  scenario?: string;
}

export const CASES: readonly FirstCallCase[] = [
  { page: '/loan-confirm', call: '/throughout/v3/loan-confirm/loan-detail-confirm', chunk: 'loan-confirm-screen' },
  { page: '/loan-detail', call: '/throughout/v3/loan-details/loan-details', chunk: 'loan-detail-screen' },
  { page: '/order-detail', call: '/throughout/v3/loan-details/loan-details', chunk: 'loan-detail-screen' },
  { page: '/repay', call: '/throughout/v3/installment/loan-play-detail', chunk: 'repay-screen' },
  { page: '/repay-extension', call: '/throughout/v3/installment/loan-play-delay-detail', chunk: 'repay-extension-screen' },
  {
    page: '/carpmm?requestType=1&amount=345000&payCode=OXXO',
    call: '/throughout/v3/loan-details/generate-vcode',
    chunk: 'repayment-instruction-screen',
  },
  { page: '/customer-service', call: '/throughout/user-problem/get-whatsapp', chunk: 'customer-service-screen' },
  { page: '/Dag', call: '/throughout/user-problem/get-whatsapp', chunk: 'customer-service-screen' },
  { page: '/complaint', call: '/throughout/user-problem/problem-init', chunk: 'complaint-entry-screen' },
  {
    page: '/complaintList',
    call: '/throughout/user-problem/problem-list',
    chunk: 'complaint-list-screen',
    scenario: 'complaint-list-many',
  },
  {
    page: '/complainDetails?problemId=5001',
    call: '/throughout/user-problem/problem-detail',
    chunk: 'complaint-detail-screen',
    scenario: 'complaint-detail-images',
  },
  { page: '/loan-agreement?orderNo=MX202611220001', call: '/throughout/v3/loan-details/contract-detail', chunk: 'loan-agreement-screen' },
];

/** The page's address with the launch parameters (each case its own session). */
export function pageUrl({ page, scenario }: FirstCallCase, session: string): string {
  const [path = '', own = ''] = page.split('?');
  const query = new URLSearchParams({ ...LAUNCH, ...ORDER, sessionId: session, language: languageFlag('es') });
  for (const [key, value] of new URLSearchParams(own)) query.set(key, value);
  if (scenario) query.set('scenario', scenario);
  return `${path}?${query.toString()}`;
}
