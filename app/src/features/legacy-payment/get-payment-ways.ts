import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../shared/api/api-error';
import { queryClient } from '../../shared/server-state/query-client';
import { loadPaymentWays, type Outcome, type PaymentWays } from './legacy-api';

/**
 * The order's cards (repayment-way). A later check that fails (coming back, a retry) keeps the
 * cards on screen, with the token a commit sends; a refused commit says why itself.
 */
export const paymentWaysQuery = (orderId: number) =>
  queryOptions({
    queryKey: ['payment-ways', orderId],
    queryFn: async ({ signal, client, queryKey }): Promise<Outcome<PaymentWays>> => {
      const outcome = await loadPaymentWays(orderId, signal);
      const shown = client.getQueryData<Outcome<PaymentWays>>(queryKey);
      if (!outcome.ok && shown?.ok) throw new ApiError('network', outcome.message);
      return outcome;
    },
  });

/** Nothing is asked without an order (the screen says the link is incomplete). */
export function usePaymentWays(orderId: number) {
  return useQuery({ ...paymentWaysQuery(orderId), enabled: orderId > 0 }, queryClient);
}
