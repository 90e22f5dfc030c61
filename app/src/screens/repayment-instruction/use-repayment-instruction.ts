import type { components } from '../../api/schema';
import { ApiError } from '../../shared/api/api-error';
import { apiPost } from '../../shared/api/form-client';
import { useApi } from '../../shared/api/use-api';
import { getLaunchParams } from '../../shared/launch/launch-params';
import { keepVoucher, readKeptVoucher } from '../../shared/offline/kept-voucher';
import type { GenerateVcodeForm } from './instruction-query';

export type RepaymentInstruction = components['schemas']['RepaymentInstruction'];

/** The instruction to show; `keptAt` when it is the copy kept on the phone (the network failed). */
export interface ShownInstruction {
  data: RepaymentInstruction;
  /** When the kept copy was fetched (ms since the epoch); null for a fresh answer. */
  keptAt: number | null;
}

/** The network could not be reached (the server never answered), as opposed to a refusal. */
function unreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.failure === 'network' || error.failure === 'timeout');
}

/**
 * Asks generate-vcode for the channel's instruction and keeps the answer on the phone for the
 * day (shared/offline/kept-voucher.ts: a borrower shows it at a store's counter, where the
 * network is often weakest). When the network fails, the instruction kept for the same form this
 * session and day is shown instead, with its time; never in place of an answer. A refusal has
 * been toasted by the client (its message says why); the screen shows its error state with a retry.
 */
export async function loadInstruction(form: GenerateVcodeForm, signal: AbortSignal): Promise<ShownInstruction> {
  const session = getLaunchParams().sessionId ?? '';
  const key = JSON.stringify(form);
  let body;
  try {
    body = await apiPost('/throughout/v3/loan-details/generate-vcode', form, { signal });
  } catch (error) {
    const kept = unreachable(error) ? await readKeptVoucher<RepaymentInstruction>(session, key) : null;
    if (kept) return { data: kept.data, keptAt: kept.fetchedAt };
    throw error;
  }
  if (body.code !== 0 || !body.data) throw new Error(body.message);
  void keepVoucher(session, key, body.data, [body.data.repayDetail.repayCode].filter(Boolean));
  return { data: body.data, keptAt: null };
}

export function useRepaymentInstruction(form: GenerateVcodeForm) {
  return useApi((signal) => loadInstruction(form, signal));
}
