import { useConfig } from '../../shared/config/use-config';
import { mailtoHref, telHref } from '../../shared/format/contact-links';
import styles from './marketing-site.module.css';
import { useMessages } from '../../shared/i18n/use-messages';
import { marketingMessages } from './marketing-messages';

/** The company's static contact details (home section and footer); the phone from config. */
export function CompanyDetails() {
  const m = useMessages(marketingMessages);
  const { appName, servicePhone } = useConfig();
  const email = m('company.email');
  const mailto = mailtoHref(email);
  const tel = telHref(servicePhone);
  return (
    <dl className={styles.details}>
      <div>
        <dt>{m('company.nameLabel')}</dt>
        <dd>{m('company.name', { appName })}</dd>
      </div>
      <div>
        <dt>{m('company.addressLabel')}</dt>
        <dd>{m('company.address')}</dd>
      </div>
      {tel && (
        <div>
          <dt>{m('company.phoneLabel')}</dt>
          <dd>
            <a href={tel}>{servicePhone}</a>
          </dd>
        </div>
      )}
      <div>
        <dt>{m('company.emailLabel')}</dt>
        <dd>{mailto ? <a href={mailto}>{email}</a> : email}</dd>
      </div>
      <div>
        <dt>{m('company.hoursLabel')}</dt>
        <dd>{m('company.hours')}</dd>
      </div>
    </dl>
  );
}
