import type { Catalogue } from '../../shared/i18n/language';
import type { KnownStatus } from './order-actions';

/** The loan details screen's texts, loaded with its chunk. Placeholders are `{name}`. */
export interface LoanDetailMessages {
  title: string;
  logoAlt: string;
  /** Text alternative of each status icon: what the picture shows. */
  statusIcon: Record<KnownStatus, string>;
  details: string;
  repay: string;
  extension: string;
  borrowAgain: string;
  moreInfo: string;
  reminderTitle: string;
  reminderText: string;
  reminderConfirm: string;
  reminderNoNeed: string;
  ratingTitle: string;
  ratingText: string;
  ratingSend: string;
  ratingSending: string;
  /** The specification's one text (docs/screens.md "Loan details"), the same in both languages. */
  ratingRequired: string;
  ratingFailed: string;
  thanksTitle: string;
  thanksText: string;
  thanksClose: string;
}

/** Texts the specification gives in one language only: shown as written in both. */
const asWritten = { ratingRequired: 'Seleccione una calificación' } as const;

export const loanDetailMessages: Catalogue<LoanDetailMessages> = {
  es: {
    title: 'Detalles del préstamo',
    logoAlt: 'Logotipo de {name}',
    statusIcon: {
      21: 'Icono de estado: reloj',
      151: 'Icono de estado: transferencia',
      110: 'Icono de estado: cruz',
      174: 'Icono de estado: calendario',
      180: 'Icono de estado: alerta',
      200: 'Icono de estado: marca de verificación',
    },
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
    thanksTitle: '¡Gracias por su opinión!',
    thanksText: 'Trabajaremos para mejorar su experiencia.',
    thanksClose: 'Aceptar',
    ...asWritten,
  },
  en: {
    title: 'Loan details',
    logoAlt: '{name} logo',
    statusIcon: {
      21: 'Status icon: clock',
      151: 'Status icon: transfer',
      110: 'Status icon: cross',
      174: 'Status icon: calendar',
      180: 'Status icon: warning',
      200: 'Status icon: check mark',
    },
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
    thanksTitle: 'Thank you for your feedback!',
    thanksText: 'We will work to improve your experience.',
    thanksClose: 'OK',
    ...asWritten,
  },
};
