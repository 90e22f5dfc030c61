import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiPost } from '../../shared/api/form-client';
import { confirmTrackingPoint } from '../../shared/bridge/bridge';
import { showToast } from '../../shared/feedback/feedback-store';
import { getLaunchParams } from '../../shared/launch/launch-params';
import { lendDetailsTarget } from './lend-details-target';
import type { LoanConfirm } from './use-loan-confirm';

export type SubmitPhase = 'idle' | 'sending' | 'sent' | 'bad-redirect';

interface Texts {
  loading: string;
  failed: string;
  badRedirect: string;
}

/**
 * Submits the loan (POST loan-detail-push with amount, periods, termUnit and productId).
 * A second tap while one is under way, or after it succeeded, sends nothing (a ref, not state,
 * so two taps in one frame count). On success: the native confirm tracking point with the
 * productId, then the router replaces this page by lendDetailsUrl (+ launch query,
 * from=confirm), so back does not return to a confirmed offer. A lendDetailsUrl that is not
 * same-origin http(s) is refused: the phase says so and the screen shows why.
 */
export function useLoanSubmit(texts: Texts) {
  const navigate = useNavigate();
  const busy = useRef(false);
  const [phase, setPhase] = useState<SubmitPhase>('idle');

  const submit = async (offer: LoanConfirm) => {
    if (busy.current) return;
    busy.current = true;
    setPhase('sending');
    const productId = getLaunchParams().productId ?? '';
    try {
      const body = await apiPost(
        '/throughout/v3/loan-confirm/loan-detail-push',
        { amount: offer.amount, periods: offer.periods, termUnit: offer.termUnit, productId: Number(productId) },
        { loadingText: texts.loading },
      );
      if (!body.success || !body.data) {
        // The client has toasted the server's message; the borrower may try again.
        busy.current = false;
        setPhase('idle');
        return;
      }
      confirmTrackingPoint(productId);
      const target = lendDetailsTarget(body.data.lendDetailsUrl, getLaunchParams());
      if (!target) {
        // The loan is submitted: stay locked so it is not sent twice, and say what happened.
        setPhase('bad-redirect');
        showToast(texts.badRedirect);
        return;
      }
      setPhase('sent');
      void navigate(target, { replace: true });
    } catch {
      busy.current = false;
      setPhase('idle');
      showToast(texts.failed);
    }
  };
  return { phase, submit };
}
