import { useCallback } from 'react';
import { interpolate, type MessageValues } from '../../shared/i18n/language';
import { useI18n } from '../../shared/i18n/use-i18n';
import { legacyText, type LegacyTextKey } from './legacy-text';

/** The flow's own text of `key` in the borrower's language, `{name}` placeholders filled. */
export function useLegacyText(): (key: LegacyTextKey, values?: MessageValues) => string {
  const { language } = useI18n();
  return useCallback(
    (key: LegacyTextKey, values?: MessageValues) => interpolate(legacyText[language][key], values),
    [language],
  );
}
