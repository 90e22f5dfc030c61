import { useCallback } from 'react';
import { formatMoney } from '../format/money';
import { currencySymbol } from './language';
import { useLanguage } from './language-context';

/** An amount in minor units with the language's currency sign, the one money format: 345000 → "$3.450,00". */
export function useMoney(): (minor: number | string) => string {
  const language = useLanguage();
  return useCallback((minor) => `${currencySymbol(language)}${String(formatMoney(minor))}`, [language]);
}
