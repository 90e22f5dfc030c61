import { defineMessages } from '../../shared/i18n/messages';

/** The customer service screen's texts, loaded with its chunk. */
export const customerServiceMessages = defineMessages({
  es: {
    title: 'Servicio al cliente',
    intro: 'Estamos para ayudarle. Contáctenos por teléfono o correo electrónico.',
    phone: 'Teléfono',
    callHint: 'Toque para llamar',
    email: 'Correo electrónico',
    emailHint: 'Toque para escribir',
    empty: 'Los datos de contacto no están disponibles por ahora.',
  },
  en: {
    title: 'Customer service',
    intro: 'We are here to help. Contact us by phone or e-mail.',
    phone: 'Phone',
    callHint: 'Tap to call',
    email: 'E-mail',
    emailHint: 'Tap to write',
    empty: 'Contact details are not available right now.',
  },
});
