import { createContext } from 'react';
import type { Language, MessageValues } from './language';
import type { MessageKey } from './messages-es';

export interface I18n {
  language: Language;
  /** The message of `key` with `{name}` placeholders filled. */
  t: (key: MessageKey, values?: MessageValues) => string;
  /** "$" or "₹". */
  currency: string;
  /** An amount in minor units with the currency sign, the one money format: 345000 → "$3.450,00". */
  money: (minor: number | string) => string;
}

export const I18nContext = createContext<I18n | null>(null);
