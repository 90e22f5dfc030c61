import { useEffect, useState } from 'react';
import { SCORE_MODAL_DELAY_MS } from '../../shared/config/constants';

/** Opens the score modal 3 s after the detail loaded, when the server asks for a score. */
export function useScorePrompt(needScore: boolean) {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    if (!needScore) return undefined;
    const timer = setTimeout(() => setOpen(true), SCORE_MODAL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [needScore]);
  return { open, close: () => setOpen(false) };
}
