import { useCallback } from 'react';
import { interpolate, type Catalogue, type MessageValues } from '../../shared/i18n/language';
import { useI18n } from '../../shared/i18n/use-i18n';

/** A screen catalogue: the Spanish object is the source of keys, English must have them all. */
export type Texts<K extends string> = Catalogue<Record<K, string>>;

/**
 * The `t` of a screen-own catalogue in the current language. These catalogues load with the
 * screen's lazy chunk, so their text stays out of the borrower entry.
 */
export function useTexts<K extends string>(texts: Texts<K>): (key: K, values?: MessageValues) => string {
  const { language } = useI18n();
  return useCallback((key, values) => interpolate(texts[language][key], values), [texts, language]);
}
