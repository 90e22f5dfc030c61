import { defineMessages } from '../../shared/i18n/messages';

/**
 * Texts the specification gives in one language only, shown as written in both: `ratingRequired`
 * (docs/screens.md "Loan details").
 */
const asWritten = { ratingRequired: 'Seleccione una calificación' } as const;

/**
 * The loan details screen's texts, loaded with its chunk. `statusIcon.<status>` is the text
 * alternative of each status icon (what the picture shows), one per known status.
 */
export const loanDetailMessages = defineMessages({
  es: {
    title: 'Detalles del préstamo',
    logoAlt: 'Logotipo de {name}',
    'statusIcon.21': 'Icono de estado: reloj',
    'statusIcon.151': 'Icono de estado: transferencia',
    'statusIcon.110': 'Icono de estado: cruz',
    'statusIcon.174': 'Icono de estado: calendario',
    'statusIcon.180': 'Icono de estado: alerta',
    'statusIcon.200': 'Icono de estado: marca de verificación',
    details: 'Detalles del pedido',
    repay: 'Pagar',
    extension: 'Extender plazo',
    borrowAgain: 'Pedir de nuevo',
    moreInfo: 'Más información del producto',
    reminderTitle: 'Extender el plazo',
    reminderText:
      'Con la extensión paga hoy solo el cargo de extensión y su fecha de pago se aplaza hasta {days} días. ¿Desea continuar con la extensión?',
    reminderConfirm: 'Confirmar',
    reminderNoNeed: 'No es necesario',
    ratingTitle: 'Califique nuestro servicio',
    ratingText: '¿Qué tan satisfecho está con su préstamo?',
    ratingSend: 'Enviar',
    ratingSending: 'Enviando…',
    ratingFailed: 'No se pudo enviar la calificación. Inténtelo de nuevo.',
    ratingLost: 'La respuesta no llegó: puede que hayamos recibido su calificación. Toque «Enviar» de nuevo: no se contará dos veces.',
    thanksTitle: '¡Gracias por su opinión!',
    thanksText: 'Trabajaremos para mejorar su experiencia.',
    thanksClose: 'Aceptar',
    ...asWritten,
  },
  en: {
    title: 'Loan details',
    logoAlt: '{name} logo',
    'statusIcon.21': 'Status icon: clock',
    'statusIcon.151': 'Status icon: transfer',
    'statusIcon.110': 'Status icon: cross',
    'statusIcon.174': 'Status icon: calendar',
    'statusIcon.180': 'Status icon: warning',
    'statusIcon.200': 'Status icon: check mark',
    details: 'Order details',
    repay: 'Repay',
    extension: 'Extend term',
    borrowAgain: 'Borrow again',
    moreInfo: 'More about the product',
    reminderTitle: 'Extend the term',
    reminderText:
      'With an extension you pay only the extension fee today and your due date moves up to {days} days later. Do you want to go on with the extension?',
    reminderConfirm: 'Confirm',
    reminderNoNeed: 'No need',
    ratingTitle: 'Rate our service',
    ratingText: 'How satisfied are you with your loan?',
    ratingSend: 'Send',
    ratingSending: 'Sending…',
    ratingFailed: 'The rating could not be sent. Please try again.',
    ratingLost: 'The answer did not arrive: we may have received your rating. Tap “Send” again: it will not count twice.',
    thanksTitle: 'Thank you for your feedback!',
    thanksText: 'We will work to improve your experience.',
    thanksClose: 'OK',
    ...asWritten,
  },
});
