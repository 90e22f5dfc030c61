import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../api/schema';
import { owedOrRepaid, type OwedOrRepaid } from '../../features/loan-order/order-repaid';
import { apiGet } from '../../shared/api/json-client';
import { queryClient } from '../../shared/server-state/query-client';

export type ExtensionDetail = components['schemas']['ExtensionDetail'];

/** What extension repayment shows: the offer, or that the order is repaid. */
export type ExtensionAnswer = OwedOrRepaid<ExtensionDetail>;

/**
 * Loads the extension offer of the order (loan-play-delay-detail; productId and orderId are
 * launch parameters). A refusal of an order that is repaid now is that answer (docs/decisions.md
 * "Fresh data"), said by the screen; any other refusal is toasted and the screen shows its
 * error state.
 */
export async function loadExtensionDetail(signal: AbortSignal): Promise<ExtensionAnswer> {
  const body = await apiGet('/throughout/v3/installment/loan-play-delay-detail', {}, { signal, toastOnError: false });
  return owedOrRepaid(body);
}

export const extensionDetailQuery = queryOptions({
  queryKey: ['extension-detail'],
  queryFn: ({ signal }) => loadExtensionDetail(signal),
});

export function useExtensionDetail() {
  return useQuery(extensionDetailQuery, queryClient);
}
