import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../shared/api/json-client';
import { queryClient } from '../../shared/server-state/query-client';
import type { ComplaintList } from './complaint-api';

/** problem-list: the borrower's complaints by tab. */
export async function loadProblemList(signal: AbortSignal): Promise<ComplaintList> {
  const body = await apiGet('/throughout/user-problem/problem-list', {}, { signal });
  if (body.code !== 0 || !body.data) throw new Error(body.message);
  return body.data;
}

export const problemListQuery = queryOptions({
  queryKey: ['problem-list'],
  queryFn: ({ signal }) => loadProblemList(signal),
});

export function useProblemList() {
  return useQuery(problemListQuery, queryClient);
}
