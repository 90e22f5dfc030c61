import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../shared/api/json-client';
import { queryClient } from '../../shared/server-state/query-client';
import type { ComplaintDetail } from './complaint-api';

/** problem-detail: one complaint, its processing and whether it asks for a score. */
export async function loadProblemDetail(problemId: number, signal: AbortSignal): Promise<ComplaintDetail> {
  const body = await apiGet('/throughout/user-problem/problem-detail', { problemId }, { signal });
  if (body.code !== 0 || !body.data) throw new Error(body.message);
  return body.data;
}

export const problemDetailQuery = (problemId: number) =>
  queryOptions({
    queryKey: ['problem-detail', problemId],
    queryFn: ({ signal }) => loadProblemDetail(problemId, signal),
  });

/** Nothing is asked without a problemId (the screen says the link is incomplete). */
export function useProblemDetail(problemId: number | undefined) {
  return useQuery({ ...problemDetailQuery(problemId ?? 0), enabled: problemId !== undefined }, queryClient);
}
