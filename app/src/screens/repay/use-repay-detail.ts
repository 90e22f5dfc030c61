import type { components } from '../../api/schema';
import { apiGet } from '../../shared/api/json-client';
import { useApi } from '../../shared/api/use-api';

export type RepayDetail = components['schemas']['RepayDetail'];

/**
 * Loads the full repayment of the order (loan-play-detail; productId and orderId are launch
 * parameters, added by the client). The client has toasted a refusal; the screen shows its error
 * state for it and for a transport failure alike.
 */
export async function loadRepayDetail(signal: AbortSignal): Promise<RepayDetail> {
  const body = await apiGet('/throughout/v3/installment/loan-play-detail', {}, { signal });
  if (body.code !== 0 || !body.data) throw new Error(body.message);
  return body.data;
}

export function useRepayDetail() {
  return useApi(loadRepayDetail);
}
