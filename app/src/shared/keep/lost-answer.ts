import { ApiError } from '../api/api-error';

/**
 * Whether the answer to a write did not arrive (the fetch rejected or timed out, or the body was
 * cut off): the request may have acted, so the screen says the answer did not arrive and offers
 * to try again with the same Idempotency-Key, rather than saying it failed (docs/decisions.md
 * "Network failures"). Borrower screens only: the promotion page checks the failure itself.
 */
export function answerLost(error: unknown): boolean {
  return error instanceof ApiError && (error.failure === 'network' || error.failure === 'timeout');
}
