import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { SMS_COUNTDOWN_SECONDS } from '../../shared/config/constants';
import { validateLegacySmsCode } from '../../shared/format/legacy-validators';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { useCountdown } from '../../shared/ui/sms-countdown-button/use-countdown';
import { useToast } from '../../shared/ui/toast/use-toast';
import { readFlow, updateFlow, type LegacyFlow } from '../../features/legacy-payment/flow-store';
import { borrowDetailPath, cardChoicePath } from '../../features/legacy-payment/flow-routes';
import { commitRepayment, confirmRepayment } from '../../features/legacy-payment/legacy-api';
import { legacyText } from '../../features/legacy-payment/legacy-text';

/** The SMS code may be up to 8 digits (contract); the spec asks for at least 6. */
const CODE_MAX = 8;

type Pending = LegacyFlow & Required<Pick<LegacyFlow, 'card' | 'repayToken' | 'recordId'>>;

function pendingFlow(): Pending | null {
  const flow = readFlow();
  if (!flow || flow.status !== 'awaiting-code' || !flow.card || !flow.repayToken || !flow.recordId) return null;
  return { ...flow, card: flow.card, repayToken: flow.repayToken, recordId: flow.recordId };
}

/**
 * The SMS step: the code was sent by the commit, so the 60 s resend countdown starts at once.
 * Resend = the same commit again (docs/decisions.md "Contract shapes"); confirm = repayment-confirm. One call
 * at a time (a ref guards it). Cancel stops the countdown and goes back to the card choice.
 */
export function useLegacySms() {
  const [flow, setFlow] = useState(pendingFlow);
  const [code, setCodeValue] = useState('');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const countdown = useCountdown(SMS_COUNTDOWN_SECONDS);
  const { start, reset } = countdown;
  const navigate = useNavigate();
  const toast = useToast();
  const t = useMessages(commonMessages);
  const text = useMessages(legacyText);

  const hasFlow = flow !== null;
  useEffect(() => {
    if (hasFlow) start();
  }, [hasFlow, start]);

  const run = useCallback(async (work: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  }, []);

  const setCode = (raw: string) => setCodeValue(raw.replace(/\D/g, '').slice(0, CODE_MAX));

  const confirm = () =>
    run(async () => {
      if (!flow) return;
      const invalid = validateLegacySmsCode(code);
      if (invalid) {
        toast(t(invalid));
        return;
      }
      const result = await confirmRepayment(flow.orderId, code, flow.recordId, text('confirming'));
      if (!result.ok) {
        toast(result.lost ? text('answerLost') : result.message);
        return;
      }
      reset();
      updateFlow({ status: 'paid', paidAt: Date.now() });
      void navigate(borrowDetailPath(), { replace: true });
    });

  const resend = () =>
    run(async () => {
      if (!flow || countdown.remaining > 0) return;
      const result = await commitRepayment(flow, text('resending'));
      if (!result.ok) {
        toast(result.message);
        return;
      }
      const next = updateFlow({ recordId: result.data.recordId });
      if (next) setFlow({ ...flow, recordId: result.data.recordId });
      start();
      toast(text('resent'));
    });

  const cancel = () => {
    reset();
    updateFlow({ recordId: undefined, status: undefined });
    void navigate(cardChoicePath(flow ?? readFlow() ?? undefined));
  };

  return { flow, code, setCode, busy, remaining: countdown.remaining, confirm, resend, cancel };
}
