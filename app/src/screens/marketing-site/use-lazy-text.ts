import { useCallback, useEffect, useState } from 'react';
import type { Catalogue } from '../../shared/i18n/language';
import type { Language } from '../../shared/i18n/language';

export type LazyText<T> =
  | { status: 'loading' }
  | { status: 'ready'; text: T }
  | { status: 'error'; retry: () => void };

/**
 * Loads a long text of one language on demand (each is its own chunk, so neither the entry nor
 * the site's chunk carries the legal texts). A failed load (offline, a new deploy removed the
 * chunk) gives the error state with a retry.
 */
export function useLazyText<T>(loaders: Catalogue<() => Promise<T>>, language: Language): LazyText<T> {
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; text?: T; failed?: boolean }>({ key: '' });
  const key = `${language}:${attempt}`;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    let live = true;
    loaders[language]().then(
      (text) => live && setState({ key, text }),
      () => live && setState({ key, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [loaders, language, key]);
  if (state.key !== key) return { status: 'loading' };
  if (state.text !== undefined) return { status: 'ready', text: state.text };
  return { status: 'error', retry };
}
