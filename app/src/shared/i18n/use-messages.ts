import { useMemo } from 'react';
import { useLanguage } from './language-context';
import { messagesOf, type Catalogue, type Translate } from './messages';

/** The `t` of `catalogue` in the language shown: `t('key', { name: value })`. */
export function useMessages<K extends string>(catalogue: Catalogue<K>): Translate<K> {
  const language = useLanguage();
  return useMemo(() => messagesOf(catalogue, language), [catalogue, language]);
}
