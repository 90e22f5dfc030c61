import { defineMessages } from '../../shared/i18n/messages';

/** The joint-login failure screen's texts, loaded with its chunk. */
export const jointLoginMessages = defineMessages({
  es: {
    title: 'Fracaso',
    notice:
      'Este servicio ofrece servicios profesionales y el pago de préstamos. No fue posible completar el inicio de sesión; vuelva a la aplicación e inténtelo de nuevo más tarde.',
  },
  en: {
    title: 'Failure',
    notice:
      'This service offers professional services and loan payment. Signing in could not be completed; go back to the app and try again later.',
  },
});
