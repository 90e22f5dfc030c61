import { callPhone } from '../../shared/bridge/bridge';
import { mailtoHref } from '../../shared/format/contact-links';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { Icon } from '../../shared/ui/icon/icon';
import { DataLoading } from '../../shared/ui/screen-state/data-loading';
import { Page } from '../../shared/ui/page/page';
import { EmptyState } from '../../shared/ui/screen-state/empty-state';
import { ErrorState } from '../../shared/ui/screen-state/error-state';
import styles from './customer-service-screen.module.css';
import { useCustomerService } from './use-customer-service';
import { screenState } from '../../shared/server-state/screen-state';
import { customerServiceMessages } from './customer-service-messages';
import { UnitText } from '../../shared/ui/unit-text/unit-text';

/** Customer service: the phone (tap: native dialler through the bridge) and the e-mail. */
export default function CustomerServiceScreen() {
  const t = useMessages(commonMessages);
  const m = useMessages(customerServiceMessages);
  const state = screenState(useCustomerService());
  let content;
  if (state.status === 'loading') content = <DataLoading text={t('common.loading')} slowText={t('common.slow')} />;
  else if (state.status === 'error') content = <ErrorState onRetry={state.reload} />;
  else {
    const { phone, email } = state.data;
    const mailto = mailtoHref(email);
    content =
      !phone && !mailto ? (
        <EmptyState message={m('empty')} />
      ) : (
        <>
          <p className={styles.intro}>{m('intro')}</p>
          <ul className={styles.list}>
            {phone && (
              <li className={styles.item}>
                <button type="button" className={styles.contact} onClick={() => callPhone(phone)}>
                  <span className={styles.icon}>
                    <Icon name="phone" />
                  </span>
                  <span className={styles.text}>
                    <span className={styles.label}>{m('phone')}</span>
                    <span className={styles.value}>
                      <UnitText text={phone} />
                    </span>
                    <span className={styles.hint}>{m('callHint')}</span>
                  </span>
                </button>
              </li>
            )}
            {mailto && (
              <li className={styles.item}>
                <a className={styles.contact} href={mailto}>
                  <span className={styles.icon}>
                    <Icon name="mail" />
                  </span>
                  <span className={styles.text}>
                    <span className={styles.label}>{m('email')}</span>
                    <span className={styles.value}>{email}</span>
                    <span className={styles.hint}>{m('emailHint')}</span>
                  </span>
                </a>
              </li>
            )}
          </ul>
        </>
      );
  }
  return <Page title={m('title')}>{content}</Page>;
}
