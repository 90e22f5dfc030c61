/** Why a call failed before giving an envelope. */
export type ApiFailure = 'timeout' | 'network' | 'http' | 'parse' | 'aborted';

/** A call that failed at the transport level (no toast: the screen shows its error state). */
export class ApiError extends Error {
  readonly failure: ApiFailure;
  readonly status: number;

  constructor(failure: ApiFailure, message: string, status = 0) {
    super(message);
    this.name = 'ApiError';
    this.failure = failure;
    this.status = status;
  }
}
