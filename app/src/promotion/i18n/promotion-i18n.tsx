import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { I18nContext, type I18n } from '../../shared/i18n/i18n-context';
import type { Language, MessageValues } from '../../shared/i18n/language';
import type { PromotionKey, PromotionMessages } from './messages-es';

export interface PromotionText {
  language: Language;
  t: (key: PromotionKey, values?: MessageValues) => string;
}

/**
 * Fills `{name}` placeholders. (shared/i18n/language.ts has the same helper, but importing it
 * would bring the borrower catalogues into this entry.)
 */
export function fill(template: string, values?: MessageValues): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

const PromotionTextContext = createContext<PromotionText | null>(null);

/** The promotion page's texts, and the kit's `I18nContext` fed from them. */
interface ProviderProps {
  language: Language;
  /** The catalogue of `language` (main.tsx loads it; tests and stories import it). */
  messages: PromotionMessages;
  children: ReactNode;
}

export function PromotionI18nProvider({ language, messages, children }: ProviderProps) {
  const value = useMemo(() => {
    const t = (key: PromotionKey, values?: MessageValues) => fill(messages[key], values);
    // The page shows no money: the kit's money helpers are never called here.
    const kit: I18n = {
      language,
      currency: '',
      // The kit pieces used here (SMS button, loading, toasts) get their words as props.
      t: (key) => key,
      money: (minor) => String(minor),
    };
    return { text: { language, t }, kit };
  }, [language, messages]);
  // The page's language and title (one title for all its hash routes).
  useEffect(() => {
    document.documentElement.lang = language;
    document.title = messages.documentTitle;
  }, [language, messages]);
  return (
    <I18nContext.Provider value={value.kit}>
      <PromotionTextContext.Provider value={value.text}>{children}</PromotionTextContext.Provider>
    </I18nContext.Provider>
  );
}

/** The current language and the promotion page's messages. */
export function usePromotionText(): PromotionText {
  const value = useContext(PromotionTextContext);
  if (!value) throw new Error('no PromotionI18nProvider');
  return value;
}
