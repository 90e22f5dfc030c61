import { describe, expect, it } from 'vitest';
import type { LegalText } from './legal-text';
import { loanTermsEn } from './loan-terms-en';
import { loanTermsEs } from './loan-terms-es';

/** The body of the terms (not the "in force from" line), one text per line. */
const body = (terms: LegalText) =>
  [...terms.intro, ...terms.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])])].join('\n');

/**
 * Every figure of docs/constants.md "Agreement figures" (with the Indian national over 18), as each
 * language words it. Changing a figure in either copy fails here.
 */
const FIGURES: readonly { figure: string; es: string; en: string }[] = [
  { figure: 'term 91 to 365 calendar days', es: 'un plazo de 91 a 365 días naturales', en: 'a term of 91 to 365 calendar days' },
  {
    figure: 'credit 1 to 3 days after acceptance',
    es: 'se abona en su cuenta bancaria de 1 a 3 días después de la aceptación',
    en: 'credited to your bank account 1 to 3 days after acceptance',
  },
  { figure: 'decision within 1 day', es: 'una solicitud completa en un plazo de 1 día', en: 'on a complete application within 1 day' },
  {
    figure: 'prepayment only after half the term and at least 7 days after disbursal',
    es: 'solo después de transcurrida la mitad del plazo y al menos 7 días después del desembolso',
    en: 'only after half the term has passed and at least 7 days after disbursal',
  },
  {
    figure: 'single late penalty Rs.1,000 new, Rs.800 repeat',
    es: 'una única penalización por retraso: Rs.1,000 para clientes nuevos y Rs.800 para clientes recurrentes',
    en: 'a single late penalty is charged: Rs.1,000 for new clients and Rs.800 for repeat clients',
  },
  { figure: 'daily interest 5% days 1-30', es: '5% diario del día 1 al 30', en: '5% per day for days 1 to 30' },
  { figure: 'daily interest 4% days 31-90', es: '4% diario del día 31 al 90', en: '4% per day for days 31 to 90' },
  { figure: 'daily interest 2% from day 91', es: '2% diario a partir del día 91', en: '2% per day from day 91 onwards' },
  { figure: 'change-of-details notice 3 days', es: 'dentro de los 3 días siguientes al cambio', en: 'within 3 days of the change' },
  {
    figure: 'assignment notice 7 business days',
    es: 'un aviso con 7 días hábiles de anticipación',
    en: 'notice given 7 business days in advance',
  },
  { figure: 'judgment grace 10 days', es: 'un plazo de gracia de 10 días', en: 'a grace period of 10 days' },
  { figure: 'Indian national over 18', es: 'de nacionalidad india y mayor de 18 años', en: 'an Indian national over 18 years of age' },
];

/** Every number the terms state, in order of first appearance: the same list in both languages. */
const NUMBERS = ['18', '91', '365', '1', '3', '5', '30', '4', '31', '90', '2', '7', '1,000', '800', '10'];

describe('loan terms and conditions', () => {
  it.each(FIGURES)('states "$figure" in both languages', ({ es, en }) => {
    expect(body(loanTermsEs)).toContain(es);
    expect(body(loanTermsEn)).toContain(en);
  });
  it.each([
    ['es', loanTermsEs],
    ['en', loanTermsEn],
  ] as const)('%s states no figure but those of the specification', (_, terms) => {
    const numbers = [...body(terms).matchAll(/\d+(?:,\d{3})*/g)].map((m) => m[0]);
    expect([...new Set(numbers)].sort()).toEqual([...NUMBERS].sort());
  });
  it('has the same structure in both languages', () => {
    expect(loanTermsEn.sections.map((s) => [s.paragraphs.length, s.items?.length])).toEqual(
      loanTermsEs.sections.map((s) => [s.paragraphs.length, s.items?.length]),
    );
  });
});
