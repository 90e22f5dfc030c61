/**
 * Whether a call handed over by the API client failed, and how (docs/telemetry.md "What is
 * sent"): a rejection (network, timeout, HTTP status, unreadable body, contract break), or an
 * envelope whose code refuses. A call the screen cancelled (`aborted`) is no failure.
 */
import { SUCCESS_CODES_LEGACY, SUCCESS_CODES_PLAIN, SUCCESS_CODES_V3 } from '../../api/contract-constants';
import { ApiError } from '../api/api-error';

/** How a call failed. */
export type CallFailure =
  | { how: 'network' | 'timeout' | 'unreadable' }
  | { how: 'http'; status: number }
  | { how: 'contract'; path: string; expected: string }
  | { how: 'refusal'; code: string };

const SUCCESS: readonly unknown[] = [SUCCESS_CODES_V3, SUCCESS_CODES_PLAIN, SUCCESS_CODES_LEGACY];

/** Where an answer broke the contract, when its call failed for it. */
export interface ContractBreak {
  path: string;
  expected: string;
}

/**
 * The failure a call's rejection says, or null for a call the screen cancelled; `contractBreak`
 * is where its answer broke the contract, if it did.
 */
export function failureOf(error: unknown, contractBreak?: ContractBreak): CallFailure | null {
  if (!(error instanceof ApiError)) return { how: 'network' };
  switch (error.failure) {
    case 'aborted':
      return null;
    case 'timeout':
    case 'network':
      return { how: error.failure };
    case 'http':
      return { how: 'http', status: error.status };
    case 'parse':
      return error.message === 'contract' && contractBreak ? { how: 'contract', ...contractBreak } : { how: 'unreadable' };
  }
}

/** The refusal an answer's envelope says, or null for a success (or no envelope). */
export function refusalOf(body: unknown): CallFailure | null {
  const code = typeof body === 'object' && body !== null ? (body as { code?: unknown }).code : undefined;
  return code === undefined || SUCCESS.includes(code) ? null : { how: 'refusal', code: String(code) };
}

/**
 * How the call failed, once it has settled; null when it did not. `breakOf` gives where its
 * answer broke the contract (asked once it has failed: the break is signalled just before).
 */
export function settle(call: Promise<unknown>, breakOf: () => ContractBreak | undefined): Promise<CallFailure | null> {
  return call.then(refusalOf, (error: unknown) => failureOf(error, breakOf()));
}
