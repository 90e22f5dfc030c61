export type Language = 'es' | 'en';

/** Launch flag `language=1` is English; "2", anything else or nothing is Spanish. */
export function languageFromFlag(flag: string | null | undefined): Language {
  return flag === '1' ? 'en' : 'es';
}

/** English shows the rupee sign, Spanish the dollar sign. */
export function currencySymbol(language: Language): string {
  return language === 'en' ? '₹' : '$';
}

/**
 * One value per language for what is not a message: a long structured document (a legal text
 * with headed sections) or its loader. Messages are catalogues (`messages.ts`).
 */
export type PerLanguage<T> = Readonly<Record<Language, T>>;
