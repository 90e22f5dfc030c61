import { en } from './messages-en';
import { es, type MessageKey, type Messages } from './messages-es';

export type Language = 'es' | 'en';

/** Launch flag `language=1` is English; "2", anything else or nothing is Spanish. */
export function languageFromFlag(flag: string | null | undefined): Language {
  return flag === '1' ? 'en' : 'es';
}

/** English shows the rupee sign, Spanish the dollar sign. */
export function currencySymbol(language: Language): string {
  return language === 'en' ? '₹' : '$';
}

export const catalogues: Record<Language, Messages> = { es, en };

export type MessageValues = Record<string, string | number>;

/** Fills `{name}` placeholders; a placeholder without a value is left as written. */
export function interpolate(template: string, values?: MessageValues): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : whole,
  );
}

/** The message of `key` in `language`. */
export function translate(language: Language, key: MessageKey, values?: MessageValues): string {
  return interpolate(catalogues[language][key], values);
}

/** A per-screen catalogue (long texts that only one lazy screen needs): one value per language. */
export type Catalogue<T> = Record<Language, T>;
