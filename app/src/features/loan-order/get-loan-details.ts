import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../api/schema';
import { apiGet } from '../../shared/api/json-client';
import { queryClient } from '../../shared/server-state/query-client';

export type LoanDetails = components['schemas']['LoanDetails'];

/**
 * The order (GET loan-details; productId and orderId are launch parameters the client adds).
 * Only `success` true counts (docs/api.md "Failures"); a refusal has already been toasted by the
 * client and the screen shows its error state.
 */
export async function loadLoanDetails(signal: AbortSignal): Promise<LoanDetails | null> {
  const body = await apiGet('/throughout/v3/loan-details/loan-details', {}, { signal });
  if (!body.success) throw new Error(body.message);
  // Success with no order: the screen's empty state.
  return body.data ?? null;
}

/** The order's query: loan details shows it, the repayment screens ask it whether the order is repaid. */
export const loanDetailsQuery = queryOptions({
  queryKey: ['loan-details'],
  queryFn: ({ signal }) => loadLoanDetails(signal),
});

export function useLoanDetails() {
  return useQuery(loanDetailsQuery, queryClient);
}
