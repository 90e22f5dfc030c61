import { useId } from 'react';
import { PrimaryButton } from '../../shared/ui/primary-button/primary-button';
import styles from './marketing-site.module.css';
import { useContactForm, type ContactFields } from './use-contact-form';
import { useMessages } from '../../shared/i18n/use-messages';
import { marketingMessages } from './marketing-messages';

/** /Contact: name, e-mail and message; checked and answered on the page only. */
export function ContactSection() {
  const m = useMessages(marketingMessages);
  const { submit } = useContactForm();
  const id = useId();
  const field = (name: keyof ContactFields) => ({
    id: `${id}-${name}`,
    name,
    className: styles.input,
    // Required, but checked by the form itself: the browser's own bubbles would pre-empt the
    // specification's single message.
    'aria-required': true,
  });
  return (
    <>
      <p>{m('contact.intro')}</p>
      <form className={`${styles.card} ${styles.form}`} onSubmit={submit} noValidate>
        <label htmlFor={`${id}-name`}>{m('contact.name')}</label>
        <input type="text" autoComplete="name" {...field('name')} />
        <label htmlFor={`${id}-email`}>{m('contact.email')}</label>
        <input type="email" autoComplete="email" {...field('email')} />
        <label htmlFor={`${id}-message`}>{m('contact.message')}</label>
        <textarea rows={5} {...field('message')} />
        <PrimaryButton type="submit">{m('contact.submit')}</PrimaryButton>
      </form>
    </>
  );
}
