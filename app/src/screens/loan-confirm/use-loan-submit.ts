import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { apiPost } from '../../shared/api/form-client';
import { confirmTrackingPoint } from '../../shared/bridge/bridge';
import { showToast } from '../../shared/feedback/feedback-store';
import { withIntent } from '../../shared/keep/kept';
import { answerLost } from '../../shared/keep/lost-answer';
import { getLaunchParams } from '../../shared/launch/launch-params';
import { lendDetailsTarget } from './lend-details-target';
import type { LoanConfirm } from './use-loan-confirm';

export type SubmitPhase = 'idle' | 'sending' | 'lost' | 'sent' | 'bad-redirect';

/** The intent of loan confirm: borrow this amount for this term (shared/keep/kept.ts). */
const INTENT = 'loan-push';

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
 *
 * Every try of one offer carries the same Idempotency-Key, also after a reload: when the
 * answer is lost (network error, timeout) the phase is 'lost', the screen says the answer did
 * not arrive, and the next tap resends with that key, so the server answers with the loan it
 * made and the borrower goes to it (docs/decisions.md "Network failures"). The key is
 * forgotten on success and on a refusal.
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
    const form = { amount: offer.amount, periods: offer.periods, termUnit: offer.termUnit, productId: Number(productId) };
    try {
      const body = await withIntent(INTENT, form, (headers) =>
        apiPost('/throughout/v3/loan-confirm/loan-detail-push', form, { loadingText: texts.loading, headers }),
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
    } catch (error) {
      busy.current = false;
      if (answerLost(error)) {
        setPhase('lost');
        return;
      }
      setPhase('idle');
      showToast(texts.failed);
    }
  };
  return { phase, submit };
}
