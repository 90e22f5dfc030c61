import { defineMessages } from './messages';
import { en } from './messages-en';
import { es } from './messages-es';

/**
 * The shared catalogue: the kit's and the shell's messages, and the specification's messages
 * given in one language only. Part of the borrower entry; a screen's own texts are in the
 * screen's catalogue, which loads with its chunk.
 */
export const commonMessages = defineMessages({ es, en });
