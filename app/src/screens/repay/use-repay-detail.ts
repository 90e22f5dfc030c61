import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../api/schema';
import { owedOrRepaid, type OwedOrRepaid } from '../../features/loan-order/order-repaid';
import { apiGet } from '../../shared/api/json-client';
import { queryClient } from '../../shared/server-state/query-client';

export type RepayDetail = components['schemas']['RepayDetail'];

/** What full repayment shows: what the order owes, or that it is repaid. */
export type RepayAnswer = OwedOrRepaid<RepayDetail>;

/**
 * Loads the full repayment of the order (loan-play-detail; productId and orderId are launch
 * parameters, added by the client). A refusal of an order that is repaid now is that answer
 * (docs/decisions.md "Fresh data"), said by the screen; any other refusal is toasted and the
 * screen shows its error state for it and for a transport failure alike.
 */
export async function loadRepayDetail(signal: AbortSignal): Promise<RepayAnswer> {
  const body = await apiGet('/throughout/v3/installment/loan-play-detail', {}, { signal, toastOnError: false });
  return owedOrRepaid(body);
}

export const repayDetailQuery = queryOptions({
  queryKey: ['repay-detail'],
  queryFn: ({ signal }) => loadRepayDetail(signal),
});

export function useRepayDetail() {
  return useQuery(repayDetailQuery, queryClient);
}
