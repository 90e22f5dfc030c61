import { defineLazyMessages } from '../../shared/i18n/messages';
import type { PromotionKey } from './messages-es';

/**
 * The promotion page's catalogue: each language is a chunk of its own, and only the visitor's
 * is downloaded (main.tsx loads it beside config.json, before the first render).
 */
export const promotionMessages = defineLazyMessages<PromotionKey>({
  es: () => import('./messages-es').then((module) => module.es),
  en: () => import('./messages-en').then((module) => module.en),
});
