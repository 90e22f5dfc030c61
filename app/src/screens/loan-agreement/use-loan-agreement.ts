import { useEffect, useState } from 'react';
import { apiGet } from '../../shared/api/json-client';
import type { ContractDetail } from './loan-agreement-messages';

export type AgreementState =
  | { status: 'missing' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'refused'; message: string }
  | { status: 'empty' }
  | { status: 'success'; data: ContractDetail };

/**
 * The agreement of `orderNo` (GET contract-detail). No orderNo: 'missing', and nothing is
 * asked. `success` false: 'refused' with the server's message, which the screen shows itself
 * (docs/api.md "Failures"), so the client does not toast it as well. A transport failure: 'error'.
 */
export function useLoanAgreement(orderNo: string): AgreementState & { retry: () => void } {
  const [round, setRound] = useState(0);
  // The answer for one orderNo and round; any other is still loading (derived in render, so a
  // new orderNo or a retry shows the loading state at once).
  const key = `${round}:${orderNo}`;
  const [answer, setAnswer] = useState<{ key: string; state: AgreementState } | null>(null);
  useEffect(() => {
    if (!orderNo) return undefined;
    const controller = new AbortController();
    const setState = (state: AgreementState) => setAnswer({ key, state });
    apiGet('/throughout/v3/loan-details/contract-detail', { orderNo }, { signal: controller.signal, toastOnError: false }).then(
      (body) => {
        if (controller.signal.aborted) return;
        if (body.success && body.data) setState({ status: 'success', data: body.data });
        else if (body.success) setState({ status: 'empty' });
        else setState({ status: 'refused', message: body.message });
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'error' });
      },
    );
    return () => controller.abort();
  }, [orderNo, key]);
  const retry = () => setRound((n) => n + 1);
  if (!orderNo) return { status: 'missing', retry };
  return { ...(answer?.key === key ? answer.state : { status: 'loading' }), retry };
}
