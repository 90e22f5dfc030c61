import type { UseQueryResult } from '@tanstack/react-query';
import { ApiError } from '../api/api-error';

/** What a data screen shows of its query. */
export type ScreenState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

/**
 * What a data screen shows (docs/decisions.md "Fresh data"): the answer it has, also while it is
 * being checked again and when that check was lost on the way (the borrower keeps what was there,
 * never a skeleton or a flash); but a check the server refused (the client has toasted its
 * message) is not hidden behind the old answer: the error state with its retry. With no answer
 * yet: the error of the load, or the loading state.
 */
export function screenState<T>(query: UseQueryResult<T>): ScreenState<T> & { reload: () => void } {
  // A retry joins a check already on its way (the network or the borrower came back).
  const reload = () => void query.refetch({ cancelRefetch: false });
  const refused = query.isError && !(query.error instanceof ApiError);
  if (query.data !== undefined && !refused) return { status: 'success', data: query.data, reload };
  if (query.isError) return { status: 'error', error: query.error, reload };
  return { status: 'loading', reload };
}
