import type { PerLanguage } from '../../shared/i18n/language';
import { interpolate } from '../../shared/i18n/messages';
import { useLanguage } from '../../shared/i18n/language-context';
import { Page } from '../../shared/ui/page/page';
import { periodAgreementEn } from './period-agreement-en';
import { periodAgreementEs } from './period-agreement-es';
import styles from './period-agreement-screen.module.css';
import { PERIOD_AGREEMENT_TERMS, type PeriodAgreementText } from './period-agreement-terms';

const texts: PerLanguage<PeriodAgreementText> = { es: periodAgreementEs, en: periodAgreementEn };

/**
 * The period loan agreement (/agony): static text in the borrower's language with the
 * constants of docs/constants.md "Agreement figures". Both market readings stay as the specification gives them (amounts in
 * pesos; a borrower who is an Indian national over 18; tax): we do not pick one (docs/decisions.md "Language and markets").
 */
export default function PeriodAgreementScreen() {
  const language = useLanguage();
  const text = texts[language];
  const withTerms = (paragraph: string) => interpolate(paragraph, PERIOD_AGREEMENT_TERMS);
  return (
    <Page title={text.title}>
      <article className={styles.agreement}>
        {text.intro.map((paragraph, index) => (
          <p key={`intro-${index}`} className={styles.paragraph}>
            {withTerms(paragraph)}
          </p>
        ))}
        {text.sections.map((section) => (
          <section key={section.heading}>
            <h2 className={styles.heading}>{section.heading}</h2>
            {section.paragraphs.map((paragraph, index) => (
              <p key={index} className={styles.paragraph}>
                {withTerms(paragraph)}
              </p>
            ))}
          </section>
        ))}
      </article>
    </Page>
  );
}
