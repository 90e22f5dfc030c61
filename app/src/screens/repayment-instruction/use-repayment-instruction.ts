import { queryOptions, useQuery } from '@tanstack/react-query';
import type { components } from '../../api/schema';
import { orderRepaid, refusal } from '../../features/loan-order/order-repaid';
import { ApiError } from '../../shared/api/api-error';
import { apiPost } from '../../shared/api/form-client';
import { queryClient } from '../../shared/server-state/query-client';
import { getLaunchParams } from '../../shared/launch/launch-params';
import { keepVoucher, readKeptVoucher } from '../../shared/offline/kept-voucher';
import type { GenerateVcodeForm } from './instruction-query';

export type RepaymentInstruction = components['schemas']['RepaymentInstruction'];

/** The instruction to show; `keptAt` when it is the copy kept on the phone (the network failed). */
export interface ShownInstruction {
  repaid: false;
  data: RepaymentInstruction;
  /** When the kept copy was fetched (ms since the epoch); null for a fresh answer. */
  keptAt: number | null;
}

/** What the instruction screen shows: the instruction, or that the order is repaid. */
export type InstructionAnswer = ShownInstruction | { repaid: true };

/** The network could not be reached (the server never answered), as opposed to a refusal. */
function unreachable(error: unknown): boolean {
  return error instanceof ApiError && (error.failure === 'network' || error.failure === 'timeout');
}

/**
 * Asks generate-vcode for the channel's instruction and keeps the answer on the phone for the
 * day (shared/offline/kept-voucher.ts: a borrower shows it at a store's counter, where the
 * network is often weakest). When the network fails on the first load, the instruction kept for
 * the same form this session and day is shown instead, with its time; never in place of an
 * answer, nor of the one on screen when a later check fails (`onScreen`). A refusal of an order
 * repaid now is that answer (docs/decisions.md "Fresh data"), said by the screen, not a toast; any
 * other is toasted (its message says why) and the screen shows its error state with a retry.
 */
export async function loadInstruction(form: GenerateVcodeForm, signal: AbortSignal, onScreen = false): Promise<InstructionAnswer> {
  const session = getLaunchParams().sessionId ?? '';
  const key = JSON.stringify(form);
  let body;
  try {
    body = await apiPost('/throughout/v3/loan-details/generate-vcode', form, { signal, toastOnError: false });
  } catch (error) {
    const kept = unreachable(error) && !onScreen ? await readKeptVoucher<RepaymentInstruction>(session, key) : null;
    if (kept) return { repaid: false, data: kept.data, keptAt: kept.fetchedAt };
    throw error;
  }
  if (body.code !== 0 || !body.data) {
    if (await orderRepaid()) return { repaid: true };
    throw refusal(body.message);
  }
  void keepVoucher(session, key, body.data, [body.data.repayDetail.repayCode].filter(Boolean));
  return { repaid: false, data: body.data, keptAt: null };
}

/** One channel's instruction: the form is the request (another channel, another answer). */
export const instructionQuery = (form: GenerateVcodeForm) =>
  queryOptions({
    queryKey: ['instruction', form],
    queryFn: ({ signal, client, queryKey }) => loadInstruction(form, signal, client.getQueryData(queryKey) !== undefined),
  });

export function useRepaymentInstruction(form: GenerateVcodeForm) {
  return useQuery(instructionQuery(form), queryClient);
}
