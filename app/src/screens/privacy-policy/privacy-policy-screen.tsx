import { useConfig } from '../../shared/config/use-config';
import { interpolate, type Catalogue } from '../../shared/i18n/language';
import { useI18n } from '../../shared/i18n/use-i18n';
import { Page } from '../../shared/ui/page/page';
import type { PrivacyNotice } from '../../features/privacy-notice/privacy-notice';
import { privacyNoticeEn } from '../../features/privacy-notice/privacy-notice-en';
import { privacyNoticeEs } from '../../features/privacy-notice/privacy-notice-es';
import styles from './privacy-policy-screen.module.css';

const notices: Catalogue<PrivacyNotice> = { es: privacyNoticeEs, en: privacyNoticeEn };

/** The privacy notice: long static text in the borrower's language. */
export default function PrivacyPolicyScreen() {
  const { t, language } = useI18n();
  const { appName } = useConfig();
  const notice = notices[language];
  const fill = (text: string) => interpolate(text, { appName });
  return (
    <Page title={t('privacy.title')}>
      <article className={styles.notice}>
        <p className={styles.updated}>{notice.updated}</p>
        {notice.intro.map((text, index) => (
          <p key={`intro-${index}`} className={styles.paragraph}>
            {fill(text)}
          </p>
        ))}
        {notice.sections.map((section) => (
          <section key={section.heading}>
            <h2 className={styles.heading}>{section.heading}</h2>
            {section.paragraphs.map((text, index) => (
              <p key={index} className={styles.paragraph}>
                {fill(text)}
              </p>
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
    </Page>
  );
}
