import type { Language } from '../../shared/i18n/language';
import type { PromotionMessages } from './messages-es';

/** The catalogue of `language`, as a chunk of its own (fetched in parallel with config.json). */
export async function loadMessages(language: Language): Promise<PromotionMessages> {
  return language === 'en' ? (await import('./messages-en')).en : (await import('./messages-es')).es;
}
