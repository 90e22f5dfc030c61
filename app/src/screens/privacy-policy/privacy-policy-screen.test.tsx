import { describe, expect, it } from 'vitest';
import { render } from '../../shared/testing/render';
import { privacyNoticeEn } from '../../features/privacy-notice/privacy-notice-en';
import { privacyNoticeEs } from '../../features/privacy-notice/privacy-notice-es';
import PrivacyPolicyScreen from './privacy-policy-screen';

const allText = (notice: typeof privacyNoticeEs) =>
  [notice.updated, ...notice.intro, ...notice.sections.flatMap((s) => [s.heading, ...s.paragraphs, ...(s.items ?? [])])].join('\n');

describe('privacy notice', () => {
  it('has the same structure in both languages', () => {
    expect(privacyNoticeEn.intro).toHaveLength(privacyNoticeEs.intro.length);
    expect(privacyNoticeEn.sections.map((s) => [s.paragraphs.length, s.items?.length])).toEqual(
      privacyNoticeEs.sections.map((s) => [s.paragraphs.length, s.items?.length]),
    );
  });
  it.each([
    [
      'es',
      privacyNoticeEs,
      [/30 días/, /20 días/, /15 días hábiles/, /5 días hábiles/, /10 días hábiles/, /únicamente a usuarios mexicanos/],
    ],
    ['en', privacyNoticeEn, [/30 days/, /20 days/, /15 working days/, /5 working days/, /10 working days/, /only to Mexican users/]],
  ] as const)('%s states every privacy constant of the spec', (_, notice, patterns) => {
    const text = allText(notice);
    for (const pattern of patterns) expect(text).toMatch(pattern);
  });
  it('renders in the borrower language with the app name', () => {
    const es = render(<PrivacyPolicyScreen />, 'es');
    expect(es.container.querySelector('h1')?.textContent).toBe('Aviso de privacidad');
    expect(es.container.textContent).toContain('Crédito Ágil');
    expect(es.container.textContent).not.toContain('{appName}');
    es.unmount();
    const en = render(<PrivacyPolicyScreen />, 'en');
    expect(en.container.querySelector('h1')?.textContent).toBe('Privacy notice');
    expect(en.container.querySelectorAll('h2').length).toBe(privacyNoticeEn.sections.length);
    en.unmount();
  });
});
