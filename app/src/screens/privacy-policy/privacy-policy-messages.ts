import { defineMessages } from '../../shared/i18n/messages';

/** The privacy policy screen's title, loaded with its chunk (the notice itself: features/privacy-notice). */
export const privacyPolicyMessages = defineMessages({
  es: {
    title: 'Aviso de privacidad',
  },
  en: {
    title: 'Privacy notice',
  },
});
