import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../api/schema';
import { apiGet } from '../../shared/api/json-client';
import { CONFIRM_RELOAD_MS } from '../../shared/config/constants';
import { queryClient } from '../../shared/server-state/query-client';

export type LoanConfirm = components['schemas']['LoanConfirm'];

/**
 * The offer (GET loan-detail-confirm; productId and the other launch parameters come from the
 * client). `isType` 1 marks the reload after the waiting modal. Only `success` true counts
 * (docs/api.md "Failures"); a refusal has already been toasted by the client. `null`: the server
 * answered success with no offer (the screen's empty state).
 */
export async function loadLoanConfirm(isType: 1 | undefined, signal: AbortSignal): Promise<LoanConfirm | null> {
  const body = await apiGet('/throughout/v3/loan-confirm/loan-detail-confirm', isType ? { isType } : {}, { signal });
  if (!body.success) throw new Error(body.message);
  return body.data ?? null;
}

/**
 * The offer; while the one on screen says isNeedPop 1, it is loaded again with isType=1 every
 * 5.5 s (docs/screens.md "Loan confirm", docs/constants.md "Timers and lengths"), the waiting
 * modal staying over it until an answer says 0. Any other load (the first, a check on coming
 * back, a retry of a first load that failed) asks without isType.
 */
export const loanConfirmQuery = queryOptions({
  queryKey: ['loan-confirm'],
  queryFn: ({ signal, client, queryKey }) => {
    const waiting = client.getQueryData<LoanConfirm | null>(queryKey)?.isNeedPop === 1;
    return loadLoanConfirm(waiting ? 1 : undefined, signal);
  },
  refetchInterval: (query) => (query.state.data?.isNeedPop === 1 ? CONFIRM_RELOAD_MS : false),
  // The specification's reloads do not stop while the app is in the background.
  refetchIntervalInBackground: true,
});

export function useLoanConfirm() {
  return useQuery(loanConfirmQuery, queryClient);
}
