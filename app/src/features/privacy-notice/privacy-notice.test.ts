import { describe, expect, it } from 'vitest';
import { noticeText } from './privacy-notice';
import { privacyNoticeEn } from './privacy-notice-en';
import { privacyNoticeEs } from './privacy-notice-es';

/**
 * The privacy figures of docs/constants.md "Privacy figures", as the notice words them in each language. Changing a figure
 * in either language's copy (30 → 31 days, "working" dropped …) fails here.
 */
const FIGURES: readonly { figure: string; es: string; en: string }[] = [
  {
    figure: 'face data deleted within 30 days',
    es: 'Los datos faciales se eliminan de nuestros sistemas dentro de los 30 días siguientes',
    en: 'Face data is deleted from our systems within 30 days',
  },
  {
    figure: 'rights request decision within 20 days',
    es: 'decisión sobre su solicitud en un plazo máximo de 20 días',
    en: 'our decision on your request within 20 days',
  },
  {
    figure: 'effect within 15 working days',
    es: 'se hará efectiva dentro de los 15 días hábiles',
    en: 'it will take effect within 15 working days',
  },
  {
    figure: 'correction within 5 working days',
    es: 'los corregiremos dentro de los 5 días hábiles',
    en: 'we will correct it within 5 working days',
  },
  {
    figure: 'response within 10 working days',
    es: 'recibirá respuesta dentro de los 10 días hábiles',
    en: 'will be answered within 10 working days',
  },
];

describe('privacy notice (shared by /privacy-policy and /PrivacyPolicy)', () => {
  it('has the same structure in both languages', () => {
    expect(privacyNoticeEn.intro).toHaveLength(privacyNoticeEs.intro.length);
    expect(privacyNoticeEn.sections.map((s) => [s.paragraphs.length, s.items?.length])).toEqual(
      privacyNoticeEs.sections.map((s) => [s.paragraphs.length, s.items?.length]),
    );
  });
  it.each(FIGURES)('states "$figure" in both languages', ({ es, en }) => {
    expect(noticeText(privacyNoticeEs)).toContain(es);
    expect(noticeText(privacyNoticeEn)).toContain(en);
  });
  it('states no other day count than the specification gives', () => {
    for (const notice of [privacyNoticeEs, privacyNoticeEn]) {
      const counts = [...noticeText(notice).matchAll(/(\d+) (?:días|days|working days)/g)].map((m) => m[1]);
      expect(new Set(counts)).toEqual(new Set(['30', '20', '15', '5', '10']));
    }
  });
  it('keeps the market the notice names: Mexican users only', () => {
    expect(noticeText(privacyNoticeEs)).toMatch(/únicamente a usuarios mexicanos/);
    expect(noticeText(privacyNoticeEn)).toMatch(/only to Mexican users/);
  });
});
