import { useCallback } from 'react';
import { interpolate, type Catalogue, type MessageValues } from '../../shared/i18n/language';
import { useI18n } from '../../shared/i18n/use-i18n';
import { previewEn } from './test-preview-messages-en';
import { previewEs, type PreviewKey, type PreviewMessages } from './test-preview-messages-es';

export const previewMessages: Catalogue<PreviewMessages> = { es: previewEs, en: previewEn };

/** `p(key, values)`: a test preview text in the page's language with `{name}` filled. */
export function usePreviewText(): (key: PreviewKey, values?: MessageValues) => string {
  const { language } = useI18n();
  return useCallback(
    (key: PreviewKey, values?: MessageValues) => interpolate(previewMessages[language][key], values),
    [language],
  );
}
