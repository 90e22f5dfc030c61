import { useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { screenState } from '../../shared/server-state/screen-state';
import { validateLegacyCard } from '../../shared/format/legacy-validators';
import { safeHttpUrl } from '../../shared/format/url';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { useToast } from '../../shared/ui/toast/use-toast';
import { readFlow, saveFlow, updateFlow, type LegacyFlow } from '../../features/legacy-payment/flow-store';
import { borrowDetailPath, smsStepPath } from '../../features/legacy-payment/flow-routes';
import { commitRepayment, requestHostedPage } from '../../features/legacy-payment/legacy-api';
import { usePaymentWays } from '../../features/legacy-payment/get-payment-ways';
import { leavePage } from '../../features/legacy-payment/leave-page';
import { readPaymentQuery } from '../../features/legacy-payment/payment-query';
import { legacyText } from '../../features/legacy-payment/legacy-text';
import { forget, keep, recall } from '../../shared/keep/kept';

/** Where the chosen card is kept (shared/keep/kept.ts). */
const CARD_DRAFT = 'legacy-card';

/**
 * The card step: loads the cards (repayment-way), keeps the chosen card (index -1: none), and
 * commits once however often the button is tapped (a ref guards the call in flight; the button
 * is also marked busy).
 */
export function useLegacyRepay() {
  // The page's own query (useLocation: useSearchParams would add its code to the entry chunk).
  const payment = readPaymentQuery(new URLSearchParams(useLocation().search));
  const orderId = payment?.orderId ?? 0;
  const ways = screenState(usePaymentWays(orderId));
  // The chosen card, by its id: a later check of the cards may list them anew. It survives a
  // reload (its id with the order, never its number; docs/decisions.md "Network failures"):
  // restored once the cards are loaded, forgotten once a payment is accepted.
  const [picked, setPicked] = useState<number | null>(null);
  const [keptCard] = useState(() => recall(CARD_DRAFT) as { orderId?: unknown; cardId?: unknown } | undefined);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  /** Set once a commit was accepted: the page is leaving, no tap may commit again. */
  const accepted = useRef(false);
  const navigate = useNavigate();
  const toast = useToast();
  const t = useMessages(commonMessages);
  const text = useMessages(legacyText);

  const outcome = ways.status === 'success' ? ways.data : null;
  const loaded = outcome?.ok ? outcome.data : null;
  const chosenId = picked ?? (keptCard?.orderId === orderId ? keptCard.cardId : undefined);
  const chosen = loaded ? loaded.cards.findIndex((card) => card.id === chosenId) : -1;
  const setChosen = (index: number) => {
    const card = loaded?.cards[index];
    if (!card) return;
    setPicked(card.id);
    keep(CARD_DRAFT, { orderId, cardId: card.id });
  };

  const run = async (work: () => Promise<void>) => {
    if (inFlight.current || accepted.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  /** A new flow for this order and amount, the token of this card list, no record yet. */
  const startFlow = (): LegacyFlow | null => {
    if (!payment || !loaded) return null;
    const kept = readFlow();
    const same = kept && kept.orderId === payment.orderId && kept.amount === payment.amount && kept.status !== 'paid';
    return { ...(same ? kept : {}), ...payment, repayToken: loaded.repayToken };
  };

  const commit = () =>
    run(async () => {
      const invalid = validateLegacyCard(chosen);
      const card = loaded?.cards[chosen];
      const flow = startFlow();
      if (invalid || !card || !flow?.repayToken) {
        toast(t(invalid ?? 'legacy.chooseCard'));
        return;
      }
      saveFlow({ ...flow, card, recordId: undefined, status: undefined });
      const result = await commitRepayment({ ...flow, card, repayToken: flow.repayToken }, text('committing'));
      if (!result.ok) {
        toast(result.lost ? text('answerLost') : result.message);
        return;
      }
      accepted.current = true;
      forget(CARD_DRAFT);
      if (result.data.needsCode) {
        updateFlow({ recordId: result.data.recordId, status: 'awaiting-code' });
        void navigate(smsStepPath());
      } else {
        updateFlow({ recordId: result.data.recordId, status: 'paid', paidAt: Date.now() });
        void navigate(borrowDetailPath(), { replace: true });
      }
    });

  const payOnline = () =>
    run(async () => {
      if (!payment || payment.userId <= 0) return;
      const result = await requestHostedPage(payment, text('onlineOpening'));
      if (!result.ok) {
        toast(result.message);
        return;
      }
      const url = safeHttpUrl(result.data);
      if (!url) {
        toast(text('onlineUnsafe'));
        return;
      }
      leavePage(url);
    });

  return { payment, ways, outcome, loaded, chosen, setChosen, busy, commit, payOnline };
}
