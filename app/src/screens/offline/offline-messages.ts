import { defineMessages } from '../../shared/i18n/messages';

/** The offline page's texts, loaded with its chunk (the service worker keeps it on the phone). */
export const offlineMessages = defineMessages({
  es: {
    title: 'Sin conexión',
    body: 'No pudimos abrir esta página porque no hay conexión a internet. Revise sus datos móviles o su Wi-Fi y vuelva a intentarlo.',
  },
  en: {
    title: 'No connection',
    body: 'We could not open this page because there is no internet connection. Check your mobile data or Wi-Fi and try again.',
  },
});
