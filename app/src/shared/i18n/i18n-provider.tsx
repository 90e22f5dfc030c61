import { useEffect, useMemo, type ReactNode } from 'react';
import { formatMoney } from '../format/money';
import { currencySymbol, translate, type Language } from './language';
import { I18nContext, type I18n } from './i18n-context';

interface Props {
  language: Language;
  children: ReactNode;
}

/** Gives the screens the catalogue of one language and sets the document's `lang`. */
export function I18nProvider({ language, children }: Props) {
  const value = useMemo<I18n>(() => {
    const currency = currencySymbol(language);
    return {
      language,
      currency,
      t: (key, values) => translate(language, key, values),
      money: (minor) => `${currency}${String(formatMoney(minor))}`,
    };
  }, [language]);
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
