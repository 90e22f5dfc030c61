import { useCallback, useEffect, useState } from 'react';

/**
 * A countdown in whole seconds, computed from its deadline, never counted in ticks: a phone
 * pauses the page's timers with the app (WebView.pauseTimers, iOS suspending it), and the
 * seconds it was away are gone when it comes back (docs/decisions.md "Timers keep real time").
 * It ticks once a second while counting and is read again at once when the page is shown.
 * `start()` begins at `seconds`; `reset()` stops it. `remaining` is 0 when not counting.
 */
export function useCountdown(seconds: number): { remaining: number; start: () => void; reset: () => void } {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [now, setNow] = useState(0);
  const remaining = deadline === null ? 0 : Math.max(0, Math.ceil((deadline - now) / 1000));
  useEffect(() => {
    if (deadline === null) return undefined;
    const read = () => {
      const time = Date.now();
      setNow(time);
      if (time >= deadline) setDeadline(null);
    };
    const timer = setInterval(read, 1000);
    document.addEventListener('visibilitychange', read);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', read);
    };
  }, [deadline]);
  const start = useCallback(() => {
    const time = Date.now();
    setNow(time);
    setDeadline(time + seconds * 1000);
  }, [seconds]);
  const reset = useCallback(() => setDeadline(null), []);
  return { remaining, start, reset };
}
