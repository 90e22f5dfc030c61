import { useEffect, type ReactNode } from 'react';
import type { Language } from './language';
import { LanguageContext } from './language-context';

interface Props {
  language: Language;
  children: ReactNode;
}

/** Gives the screens their language (`useMessages`, `useMoney`) and sets the document's `lang`. */
export function LanguageProvider({ language, children }: Props) {
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <LanguageContext.Provider value={language}>{children}</LanguageContext.Provider>;
}
