import { useCallback, useEffect, useEffectEvent, useState } from 'react';

export type ApiState<T> = { status: 'loading' } | { status: 'error'; error: unknown } | { status: 'success'; data: T };

/**
 * Runs `load` when the screen mounts (and again on `reload`), cancelling it when the screen
 * goes away. `load` receives the AbortSignal to pass to the client.
 */
export function useApi<T>(load: (signal: AbortSignal) => Promise<T>): ApiState<T> & { reload: () => void } {
  const [round, setRound] = useState(0);
  // The answer of a round; a round with none yet is loading (derived, so a reload shows the
  // loading state in the same render instead of setting it from the effect).
  const [answer, setAnswer] = useState<{ round: number; state: ApiState<T> } | null>(null);
  // `load` is read once per round: reloading is explicit through `reload`.
  const run = useEffectEvent((signal: AbortSignal) => load(signal));
  useEffect(() => {
    const controller = new AbortController();
    run(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setAnswer({ round, state: { status: 'success', data } });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setAnswer({ round, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  const state: ApiState<T> = answer?.round === round ? answer.state : { status: 'loading' };
  return { ...state, reload };
}
