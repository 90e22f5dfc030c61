/**
 * The one way to get a message: a screen, feature or page defines its catalogue with
 * `defineMessages` beside its code (so the catalogue travels in that code's chunk), and reads it
 * with `useMessages(catalogue)` (components) or `messagesOf(catalogue, language)` (elsewhere):
 * `t('key', { name: value })`. A key the catalogue lacks fails `tsc`.
 */
import type { Language } from './language';

/** Values of `{name}` placeholders. */
export type MessageValues = Record<string, string | number>;

/** One language's messages. */
export type Messages<K extends string> = Readonly<Record<K, string>>;

/** A catalogue: the same keys in every language. */
export type Catalogue<K extends string> = Readonly<Record<Language, Messages<K>>>;

/** The keys of a catalogue. */
export type MessageKey<C> = C extends Catalogue<infer K> ? K : never;

/** The message of `key` with its `{name}` placeholders filled. */
export type Translate<K extends string> = (key: K, values?: MessageValues) => string;

/**
 * A catalogue from its Spanish messages (the source of the keys) and its English ones: English
 * must have exactly the same keys, a missing or an extra one fails `tsc`.
 */
export function defineMessages<ES extends Record<string, string>, EN extends Record<keyof ES, string>>(catalogue: {
  es: ES;
  en: EN & Record<Exclude<keyof EN, keyof ES>, never>;
}): Catalogue<keyof ES & string> {
  return catalogue;
}

/** Fills `{name}` placeholders; a placeholder without a value is left as written. */
export function interpolate(template: string, values?: MessageValues): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (Object.hasOwn(values, name) ? String(values[name]) : whole));
}

/** The `t` of `catalogue` in `language`. */
export function messagesOf<K extends string>(catalogue: Catalogue<K>, language: Language): Translate<K> {
  const messages = catalogue[language];
  if (!messages) throw new Error(`messages in ${language} are not loaded`);
  return (key, values) => interpolate(messages[key], values);
}

/** A catalogue whose languages are chunks of their own: `load(language)` before the first render. */
export interface LazyCatalogue<K extends string> extends Catalogue<K> {
  load: (language: Language) => Promise<void>;
}

/** A catalogue that downloads only the language shown (`en` typed `Messages<keyof es>`). */
export function defineLazyMessages<K extends string>(loaders: Readonly<Record<Language, () => Promise<Messages<K>>>>): LazyCatalogue<K> {
  const catalogue: Partial<Record<Language, Messages<K>>> & Pick<LazyCatalogue<K>, 'load'> = {
    load: async (language) => {
      catalogue[language] ??= await loaders[language]();
    },
  };
  return catalogue as LazyCatalogue<K>;
}
