import { useRef, useState } from 'react';
import { apiPost } from '../../shared/api/form-client';
import { goRateApp } from '../../shared/bridge/bridge';
import { STORE_RATING_MIN } from '../../shared/config/constants';
import { withIntent } from '../../shared/keep/kept';

export type RatingOutcome = 'thanks' | 'store';

/**
 * Sends the rating (POST google-score with the score). On success a score under 4 answers
 * 'thanks' (the screen shows the thank-you modal) and 4 or 5 asks the native app to open the
 * store rating (docs/screens.md "Loan details", docs/constants.md "Timers and lengths"). Nothing is sent while a send is under way.
 * Resolves null when nothing was sent or the server refused (the client toasted why), and
 * rejects on a transport failure. Every try of one score carries the same Idempotency-Key
 * (docs/decisions.md "Network failures").
 */
export function useRating() {
  const busy = useRef(false);
  const [sending, setSending] = useState(false);
  const send = async (score: number): Promise<RatingOutcome | null> => {
    if (busy.current) return null;
    busy.current = true;
    setSending(true);
    try {
      const body = await withIntent('google-score', score, (headers) =>
        apiPost('/throughout/v3/loan-details/google-score', { score }, { headers }),
      );
      if (!body.success) return null;
      if (score >= STORE_RATING_MIN) {
        goRateApp();
        return 'store';
      }
      return 'thanks';
    } finally {
      busy.current = false;
      setSending(false);
    }
  };
  return { sending, send };
}
