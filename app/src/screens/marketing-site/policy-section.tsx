import { useConfig } from '../../shared/config/use-config';
import { safeHttpUrl } from '../../shared/format/url';
import { EmptyState } from '../../shared/ui/screen-state/empty-state';
import styles from './marketing-site.module.css';
import { useMessages } from '../../shared/i18n/use-messages';
import { marketingMessages } from './marketing-messages';

/**
 * The frame's address: an http(s) URL as checked, but a same-origin path kept a path. Resolved,
 * it would be the page's own origin in the browser and none in the prerender (which has no
 * location), and hydration keeps the prerendered attribute (docs/quality.md "Prerendered pages").
 */
function frameUrl(configured: string): string | null {
  const url = safeHttpUrl(configured);
  const path = configured.trim();
  return url && /^\/(?!\/)/.test(path) ? path : url;
}

/**
 * /Policy: the company's hosted privacy page (config `hostedPrivacyUrl`) in a frame. A page
 * cannot tell that a frame was refused (X-Frame-Options or CSP answers still fire `load`), so
 * the link that opens the page on its own is always shown under the frame. No URL, or one that
 * is not http(s): no frame, a notice instead.
 */
export function PolicySection() {
  const m = useMessages(marketingMessages);
  const url = frameUrl(useConfig().hostedPrivacyUrl);
  if (!url) return <EmptyState message={m('policy.unavailable')} />;
  return (
    <>
      <iframe className={styles.frame} src={url} title={m('policy.frameTitle')} referrerPolicy="no-referrer" />
      <p className={styles.fallback}>
        {m('policy.fallback')}{' '}
        <a href={url} target="_blank" rel="noopener noreferrer">
          {m('policy.fallbackLink')}
        </a>
      </p>
    </>
  );
}
