import { ApiError } from '../api/api-error';

/**
 * Whether the answer to a write did not arrive (the fetch rejected or timed out): the request
 * may have acted, so the screen says the answer did not arrive and offers to try again with the
 * same Idempotency-Key, rather than saying it failed (docs/decisions.md "Network failures").
 */
export function answerLost(error: unknown): boolean {
  return error instanceof ApiError && (error.failure === 'network' || error.failure === 'timeout');
}
