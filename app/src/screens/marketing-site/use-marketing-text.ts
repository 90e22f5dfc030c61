import { useCallback } from 'react';
import { interpolate, type Catalogue, type MessageValues } from '../../shared/i18n/language';
import { useI18n } from '../../shared/i18n/use-i18n';
import { marketingEn } from './marketing-messages-en';
import { marketingEs, type MarketingKey, type MarketingMessages } from './marketing-messages-es';

export const marketingMessages: Catalogue<MarketingMessages> = { es: marketingEs, en: marketingEn };

/** `m(key, values)`: a marketing text in the page's language with `{name}` filled. */
export function useMarketingText(): (key: MarketingKey, values?: MessageValues) => string {
  const { language } = useI18n();
  return useCallback(
    (key: MarketingKey, values?: MessageValues) => interpolate(marketingMessages[language][key], values),
    [language],
  );
}
