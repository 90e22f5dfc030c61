import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../shared/api/json-client';
import { queryClient } from '../../shared/server-state/query-client';
import { CUSTOMER_SERVICE_OVERALL } from '../../shared/config/constants';
import { getConfig } from '../../shared/config/runtime-config';

export interface ServiceContacts {
  phone: string;
  email: string;
  /** The WhatsApp field: loaded, never shown (docs/screens.md "Customer service"). */
  whatsapp: string;
}

/**
 * Loads the customer service contacts (GET get-whatsapp with overall=30). A failed envelope
 * has already been toasted by the client; the screen then shows its error state. An empty
 * phone falls back to the config's service phone.
 */
export async function loadServiceContacts(signal: AbortSignal): Promise<ServiceContacts> {
  const body = await apiGet('/throughout/user-problem/get-whatsapp', { overall: CUSTOMER_SERVICE_OVERALL }, { signal });
  if (body.code !== 0 || !body.data) throw new Error(body.message);
  return {
    phone: body.data.phone.trim() || getConfig().servicePhone,
    email: body.data.email.trim(),
    whatsapp: body.data.va,
  };
}

export const serviceContactsQuery = queryOptions({
  queryKey: ['service-contacts'],
  queryFn: ({ signal }) => loadServiceContacts(signal),
});

export function useCustomerService() {
  return useQuery(serviceContactsQuery, queryClient);
}
