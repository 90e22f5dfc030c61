import type { components } from '../../api/schema';
import { apiGet } from '../../shared/api/json-client';
import { useApi } from '../../shared/api/use-api';

export type ExtensionDetail = components['schemas']['ExtensionDetail'];

/**
 * Loads the extension offer of the order (loan-play-delay-detail; productId and orderId are
 * launch parameters). A refusal has been toasted by the client; the screen shows its error state.
 */
export async function loadExtensionDetail(signal: AbortSignal): Promise<ExtensionDetail> {
  const body = await apiGet('/throughout/v3/installment/loan-play-delay-detail', {}, { signal });
  if (body.code !== 0 || !body.data) throw new Error(body.message);
  return body.data;
}

export function useExtensionDetail() {
  return useApi(loadExtensionDetail);
}
