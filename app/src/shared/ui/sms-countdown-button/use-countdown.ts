import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds, ticking once a second. `start()` begins at `seconds`;
 * `reset()` stops it. `remaining` is 0 when not counting.
 */
export function useCountdown(seconds: number): { remaining: number; start: () => void; reset: () => void } {
  const [remaining, setRemaining] = useState(0);
  const counting = remaining > 0;
  useEffect(() => {
    if (!counting) return undefined;
    const timer = setInterval(() => setRemaining((value) => Math.max(0, value - 1)), 1000);
    return () => clearInterval(timer);
  }, [counting]);
  const start = useCallback(() => setRemaining(seconds), [seconds]);
  const reset = useCallback(() => setRemaining(0), []);
  return { remaining, start, reset };
}
