import { createContext, useContext } from 'react';
import type { Language } from './language';

/** The language shown (LanguageProvider sets it). */
export const LanguageContext = createContext<Language | null>(null);

/** The language shown. */
export function useLanguage(): Language {
  const language = useContext(LanguageContext);
  if (!language) throw new Error('no LanguageProvider');
  return language;
}
