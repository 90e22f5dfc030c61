import { useCallback, useEffect, useState } from 'react';
import type { Language, PerLanguage } from '../../shared/i18n/language';

export type LazyText<T> = { status: 'loading' } | { status: 'ready'; text: T } | { status: 'error'; retry: () => void };

/** Texts already in, by loader: shown at once, with no loading state in between. */
const loadedTexts = new Map<() => Promise<unknown>, unknown>();

/**
 * Loads one text and keeps it. Start-up and the prerender call it before the first render, so
 * that render shows the text itself: the prerendered page has it, and hydration finds it.
 */
export function loadText<T>(loader: () => Promise<T>): Promise<T> {
  return loader().then((text) => {
    loadedTexts.set(loader, text);
    return text;
  });
}

/**
 * Loads a long text of one language on demand (each is its own chunk, so neither the entry nor
 * the site's chunk carries the legal texts). A failed load (offline, a new deploy removed the
 * chunk) gives the error state with a retry.
 */
export function useLazyText<T>(loaders: PerLanguage<() => Promise<T>>, language: Language): LazyText<T> {
  const loader = loaders[language];
  const loaded = loadedTexts.get(loader) as T | undefined;
  const [attempt, setAttempt] = useState(0);
  const [state, setState] = useState<{ key: string; text?: T; failed?: boolean }>({ key: '' });
  const key = `${language}:${attempt}`;
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  useEffect(() => {
    if (loaded !== undefined) return undefined;
    let live = true;
    loadText(loader).then(
      (text) => live && setState({ key, text }),
      () => live && setState({ key, failed: true }),
    );
    return () => {
      live = false;
    };
  }, [loader, loaded, key]);
  if (loaded !== undefined) return { status: 'ready', text: loaded };
  if (state.key !== key) return { status: 'loading' };
  if (state.text !== undefined) return { status: 'ready', text: state.text };
  return { status: 'error', retry };
}
