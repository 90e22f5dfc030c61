import { useEffect, useState } from 'react';
import type { components } from '../../api/schema';
import { apiGet } from '../../shared/api/json-client';
import { CONFIRM_RELOAD_MS } from '../../shared/config/constants';

export type LoanConfirm = components['schemas']['LoanConfirm'];

export type LoanConfirmState =
  | { status: 'loading' }
  | { status: 'error' }
  /** `data` null: the server answered success with no offer (the screen's empty state). */
  | { status: 'success'; data: LoanConfirm | null };

/**
 * The offer (GET loan-detail-confirm; productId and the other launch parameters come from the
 * client). `isType` 1 marks the reload after the waiting modal. Only `success` true counts
 * (docs/api.md "Failures"); a refusal has already been toasted by the client.
 */
export async function loadLoanConfirm(isType: 1 | undefined, signal: AbortSignal): Promise<LoanConfirm | null> {
  const body = await apiGet('/throughout/v3/loan-confirm/loan-detail-confirm', isType ? { isType } : {}, { signal });
  if (!body.success) throw new Error(body.message);
  return body.data ?? null;
}

interface Round {
  n: number;
  isType?: 1;
}

/**
 * Loads the offer; while it says isNeedPop 1, loads it again with isType=1 every 5.5 s (docs/screens.md "Loan confirm",
 * docs/constants.md "Timers and lengths") without going back to the loading state, so the waiting modal stays over the offer until
 * an answer says 0. `retry` starts over.
 */
export function useLoanConfirm(): LoanConfirmState & { retry: () => void } {
  const [round, setRound] = useState<Round>({ n: 0 });
  // The last answer and its round. A first load or a retry (no isType) shows loading until its
  // own answer comes; a reload with isType=1 keeps the last answer on screen meanwhile.
  const [answer, setAnswer] = useState<{ round: Round; state: LoanConfirmState } | null>(null);
  const state: LoanConfirmState = answer && (answer.round === round || round.isType === 1) ? answer.state : { status: 'loading' };
  useEffect(() => {
    const controller = new AbortController();
    loadLoanConfirm(round.isType, controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setAnswer({ round, state: { status: 'success', data } });
      },
      () => {
        if (!controller.signal.aborted) setAnswer({ round, state: { status: 'error' } });
      },
    );
    return () => controller.abort();
  }, [round]);

  const data = state.status === 'success' ? state.data : null;
  useEffect(() => {
    if (data?.isNeedPop !== 1) return undefined;
    const timer = setTimeout(() => setRound((last) => ({ n: last.n + 1, isType: 1 })), CONFIRM_RELOAD_MS);
    return () => clearTimeout(timer);
  }, [data]);

  const retry = () => setRound((last) => ({ n: last.n + 1 }));
  return { ...state, retry };
}
