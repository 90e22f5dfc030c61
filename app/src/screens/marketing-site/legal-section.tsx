import { useConfig } from '../../shared/config/use-config';
import type { PerLanguage } from '../../shared/i18n/language';
import { interpolate } from '../../shared/i18n/messages';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useLanguage } from '../../shared/i18n/language-context';
import { useMessages } from '../../shared/i18n/use-messages';
import { DataLoading } from '../../shared/ui/screen-state/data-loading';
import { ErrorState } from '../../shared/ui/screen-state/error-state';
import type { LegalText } from './legal-text';
import styles from './marketing-site.module.css';
import { useLazyText } from './use-lazy-text';

interface Props {
  /** One loader per language; each text is its own lazily loaded module. */
  loaders: PerLanguage<() => Promise<LegalText>>;
}

/** A long legal text (loan terms, privacy notice), loaded when shown, in the page's language. */
export function LegalSection({ loaders }: Props) {
  const t = useMessages(commonMessages);
  const language = useLanguage();
  const { appName } = useConfig();
  const state = useLazyText(loaders, language);
  if (state.status === 'loading') {
    return (
      <div className={styles.legalLoading}>
        <DataLoading text={t('common.loading')} slowText={t('common.slow')} />
      </div>
    );
  }
  if (state.status === 'error') return <ErrorState onRetry={state.retry} />;
  const { text } = state;
  const withAppName = (value: string) => interpolate(value, { appName });
  return (
    <article className={`${styles.card} ${styles.legal}`}>
      <p className={styles.updated}>{text.updated}</p>
      {text.intro.map((paragraph, index) => (
        <p key={`intro-${index}`}>{withAppName(paragraph)}</p>
      ))}
      {text.sections.map((section) => (
        <section key={section.heading}>
          <h2 className={styles.subheading}>{section.heading}</h2>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>{withAppName(paragraph)}</p>
          ))}
          {section.items && (
            <ul className={styles.items}>
              {section.items.map((item, index) => (
                <li key={index}>{withAppName(item)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
