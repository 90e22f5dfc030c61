import { useConfig } from '../../shared/config/use-config';
import { interpolate, type Catalogue } from '../../shared/i18n/language';
import { useI18n } from '../../shared/i18n/use-i18n';
import { LoadingIndicator } from '../../shared/ui/loading/loading-indicator';
import { ErrorState } from '../../shared/ui/screen-state/error-state';
import type { LegalText } from './legal-text';
import styles from './marketing-site.module.css';
import { useLazyText } from './use-lazy-text';

interface Props {
  /** One loader per language; each text is its own lazily loaded module. */
  loaders: Catalogue<() => Promise<LegalText>>;
}

/** A long legal text (loan terms, privacy notice), loaded when shown, in the page's language. */
export function LegalSection({ loaders }: Props) {
  const { t, language } = useI18n();
  const { appName } = useConfig();
  const state = useLazyText(loaders, language);
  if (state.status === 'loading') {
    return (
      <div className={styles.legalLoading}>
        <LoadingIndicator text={t('common.loading')} />
      </div>
    );
  }
  if (state.status === 'error') return <ErrorState onRetry={state.retry} />;
  const { text } = state;
  const fill = (value: string) => interpolate(value, { appName });
  return (
    <article className={`${styles.card} ${styles.legal}`}>
      <p className={styles.updated}>{text.updated}</p>
      {text.intro.map((paragraph, index) => (
        <p key={`intro-${index}`}>{fill(paragraph)}</p>
      ))}
      {text.sections.map((section) => (
        <section key={section.heading}>
          <h2 className={styles.subheading}>{section.heading}</h2>
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>{fill(paragraph)}</p>
          ))}
          {section.items && (
            <ul className={styles.items}>
              {section.items.map((item, index) => (
                <li key={index}>{fill(item)}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </article>
  );
}
