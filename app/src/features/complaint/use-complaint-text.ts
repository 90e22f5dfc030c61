import { useCallback } from 'react';
import type { MessageValues } from '../../shared/i18n/language';
import { useI18n } from '../../shared/i18n/use-i18n';
import { complaintText, type ComplaintMessageKey } from './complaint-messages';

/** The complaint catalogue's `t` in the current language. */
export function useComplaintText(): (key: ComplaintMessageKey, values?: MessageValues) => string {
  const { language } = useI18n();
  return useCallback((key, values) => complaintText(language, key, values), [language]);
}
