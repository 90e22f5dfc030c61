import { useState, type FormEvent } from 'react';
import { useI18n } from '../../shared/i18n/use-i18n';
import { useToast } from '../../shared/ui/toast/use-toast';

export interface ContactFields {
  name: string;
  email: string;
  message: string;
}

const EMPTY: ContactFields = { name: '', email: '', message: '' };

/** True when every field has something besides spaces (the only check, spec §5). */
export function isComplete(fields: ContactFields): boolean {
  return Object.values(fields).every((value) => value.trim() !== '');
}

/**
 * The contact form (spec §4, §5): all three fields required, else 'Please provide complete
 * information!'; nothing is sent anywhere; then 'Submit successfully' and the fields cleared.
 */
export function useContactForm() {
  const { t } = useI18n();
  const toast = useToast();
  const [fields, setFields] = useState<ContactFields>(EMPTY);
  const change = (name: keyof ContactFields, value: string) => setFields((current) => ({ ...current, [name]: value }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isComplete(fields)) {
      toast(t('marketing.incomplete'));
      return;
    }
    toast(t('marketing.submitted'));
    setFields(EMPTY);
  };
  return { fields, change, submit };
}
