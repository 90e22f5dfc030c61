import { useConfig } from '../../shared/config/use-config';
import type { PerLanguage } from '../../shared/i18n/language';
import { interpolate } from '../../shared/i18n/messages';
import { useLanguage } from '../../shared/i18n/language-context';
import { useMessages } from '../../shared/i18n/use-messages';
import { Page } from '../../shared/ui/page/page';
import type { PrivacyNotice } from '../../features/privacy-notice/privacy-notice';
import { privacyNoticeEn } from '../../features/privacy-notice/privacy-notice-en';
import { privacyNoticeEs } from '../../features/privacy-notice/privacy-notice-es';
import styles from './privacy-policy-screen.module.css';
import { privacyPolicyMessages } from './privacy-policy-messages';

const notices: PerLanguage<PrivacyNotice> = { es: privacyNoticeEs, en: privacyNoticeEn };

/** The privacy notice: long static text in the borrower's language. */
export default function PrivacyPolicyScreen() {
  const t = useMessages(privacyPolicyMessages);
  const language = useLanguage();
  const { appName } = useConfig();
  const notice = notices[language];
  const withAppName = (text: string) => interpolate(text, { appName });
  return (
    <Page title={t('title')}>
      <article className={styles.notice}>
        <p className={styles.updated}>{notice.updated}</p>
        {notice.intro.map((text, index) => (
          <p key={`intro-${index}`} className={styles.paragraph}>
            {withAppName(text)}
          </p>
        ))}
        {notice.sections.map((section) => (
          <section key={section.heading}>
            <h2 className={styles.heading}>{section.heading}</h2>
            {section.paragraphs.map((text, index) => (
              <p key={index} className={styles.paragraph}>
                {withAppName(text)}
              </p>
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
    </Page>
  );
}
