import type { FormEvent } from 'react';
import { commonMessages } from '../../shared/i18n/common-messages';
import { useMessages } from '../../shared/i18n/use-messages';
import { useToast } from '../../shared/ui/toast/use-toast';

export interface ContactFields {
  name: string;
  email: string;
  message: string;
}

/** True when every field has something besides spaces (the only check, docs/screens.md "Marketing site"). */
export function isComplete(fields: ContactFields): boolean {
  return Object.values(fields).every((value) => value.trim() !== '');
}

/** The fields as the form holds them now. */
function read(form: HTMLFormElement): ContactFields {
  const data = new FormData(form);
  const text = (name: keyof ContactFields) => String(data.get(name) ?? '');
  return { name: text('name'), email: text('email'), message: text('message') };
}

/**
 * The contact form (docs/screens.md "Marketing site"): all three fields required, else 'Please provide complete
 * information!'; nothing is sent anywhere; then 'Submit successfully' and the fields cleared.
 *
 * The fields are the form's own (uncontrolled), read when it is sent: the page is prerendered,
 * and what a visitor typed before hydration was lost from React state, then wiped by the next
 * render (a clean-clone e2e run typed into the frame and got the 'incomplete' message twice).
 */
export function useContactForm() {
  const t = useMessages(commonMessages);
  const toast = useToast();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (!isComplete(read(form))) {
      toast(t('marketing.incomplete'));
      return;
    }
    toast(t('marketing.submitted'));
    form.reset();
  };
  return { submit };
}
