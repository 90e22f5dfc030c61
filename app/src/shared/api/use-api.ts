import { useCallback, useEffect, useState } from 'react';

export type ApiState<T> =
  | { status: 'loading' }
  | { status: 'error'; error: unknown }
  | { status: 'success'; data: T };

/**
 * Runs `load` when the screen mounts (and again on `reload`), cancelling it when the screen
 * goes away. `load` receives the AbortSignal to pass to the client.
 */
export function useApi<T>(load: (signal: AbortSignal) => Promise<T>): ApiState<T> & { reload: () => void } {
  const [state, setState] = useState<ApiState<T>>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    load(controller.signal).then(
      (data) => {
        if (!controller.signal.aborted) setState({ status: 'success', data });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
    // `load` is read once per round on purpose: reloading is explicit through `reload`.
  }, [round]);
  const reload = useCallback(() => setRound((n) => n + 1), []);
  return { ...state, reload };
}
