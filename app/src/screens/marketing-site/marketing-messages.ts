import { defineMessages } from '../../shared/i18n/messages';
import { marketingEn } from './marketing-messages-en';
import { marketingEs } from './marketing-messages-es';

/** The marketing site's catalogue, in the site's lazy chunk. */
export const marketingMessages = defineMessages({ es: marketingEs, en: marketingEn });
