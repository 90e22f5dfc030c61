import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../shared/api/json-client';
import { queryClient } from '../../shared/server-state/query-client';
import type { ProblemInit } from './complaint-api';

/** problem-init: the question types, the order card and all orders (orderId optional). */
export async function loadProblemInit(orderId: number | undefined, signal: AbortSignal): Promise<ProblemInit> {
  const body = await apiGet('/throughout/user-problem/problem-init', orderId ? { orderId } : {}, { signal });
  if (body.code !== 0 || !body.data) throw new Error(body.message);
  return body.data;
}

/** The entry asks with the launch orderId (its order card), the form without one. */
export const problemInitQuery = (orderId: number | undefined) =>
  queryOptions({
    queryKey: ['problem-init', orderId ?? null],
    queryFn: ({ signal }) => loadProblemInit(orderId, signal),
  });

export function useProblemInit(orderId: number | undefined) {
  return useQuery(problemInitQuery(orderId), queryClient);
}
