import { getConfig } from '../../shared/config/runtime-config';
import { safeHttpUrl } from '../../shared/format/url';
import { LoadingIndicator } from '../../shared/ui/loading/loading-indicator';
import { Page } from '../../shared/ui/page/page';
import { useMessages } from '../../shared/i18n/use-messages';
import { promotionMessages } from '../i18n/promotion-messages';
import type { TemplateState } from '../use-landing-template';
import styles from './download-screen.module.css';

/**
 * The download page (#/downloadTemplate): the app of the landing config, its banner and a
 * button to its download URL (followed only when http(s)).
 */
export default function DownloadScreen({ template }: { template: TemplateState }) {
  const t = useMessages(promotionMessages);
  const landing = template.status === 'ready' ? template.template : null;
  const appName = landing?.appName || getConfig().appName;
  const banner = landing ? safeHttpUrl(landing.banner) : null;
  const download = landing ? safeHttpUrl(landing.downloadUrl) : null;
  return (
    <Page title={t('downloadTitle', { appName })}>
      {template.status === 'loading' ? (
        <LoadingIndicator text={t('loading')} />
      ) : (
        <div className={styles.card}>
          {banner && <img className={styles.banner} src={banner} alt="" />}
          <p className={styles.intro}>{t('downloadIntro')}</p>
          {download ? (
            <a className={styles.button} href={download} rel="noopener noreferrer">
              {t('downloadButton')}
            </a>
          ) : (
            <p className={styles.unavailable} role="note">
              {t('downloadUnavailable')}
            </p>
          )}
        </div>
      )}
    </Page>
  );
}
