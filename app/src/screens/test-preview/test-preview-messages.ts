import { defineMessages } from '../../shared/i18n/messages';
import { previewEn } from './test-preview-messages-en';
import { previewEs } from './test-preview-messages-es';

/** The test preview page's catalogue, in its lazy chunk. */
export const previewMessages = defineMessages({ es: previewEs, en: previewEn });
