import { useEffect, useRef, useState } from 'react';
import { SCORE_MODAL_DELAY_MS } from '../../shared/config/constants';
import { useHistoryModal } from '../../shared/navigation/use-history-modal';

const SCORE = ['score'] as const;

/**
 * Opens the score modal 3 s after the detail loaded, when the server asks for a score, as a
 * history entry like every dialog (back closes it). Offered once: closed, it does not come back.
 * An image shown larger at that moment is not covered: the offer waits until it is closed.
 */
export function useScorePrompt(needScore: boolean) {
  const modal = useHistoryModal(SCORE);
  const [due, setDue] = useState(false);
  const offered = useRef(false);
  useEffect(() => {
    if (!needScore) return undefined;
    const timer = setTimeout(() => setDue(true), SCORE_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [needScore]);
  const { anyOpen, show } = modal;
  useEffect(() => {
    if (!due || offered.current || anyOpen) return;
    offered.current = true;
    show('score');
  }, [due, anyOpen, show]);
  return { open: modal.open === 'score', close: modal.close };
}
