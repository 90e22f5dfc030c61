import type { Catalogue } from '../../shared/i18n/language';

/** The loan confirm screen's texts, loaded with its chunk. Placeholders are `{name}`. */
export interface LoanConfirmMessages {
  title: string;
  logoAlt: string;
  amountLabel: string;
  term: string;
  termDays: string;
  rate: string;
  coupon: string;
  details: string;
  plan: string;
  planDue: string;
  agreementPrefix: string;
  agreementLink: string;
  submit: string;
  submitting: string;
  mustAgree: string;
  waitingTitle: string;
  waitingText: string;
  badRedirect: string;
  submitFailed: string;
  noProduct: string;
}

export const loanConfirmMessages: Catalogue<LoanConfirmMessages> = {
  es: {
    title: 'Confirmar préstamo',
    logoAlt: 'Logotipo de {name}',
    amountLabel: 'Monto de desembolso',
    term: 'Plazo del préstamo',
    termDays: '{days} días',
    rate: 'Tasa',
    coupon: 'Cupón',
    details: 'Detalles del préstamo',
    plan: 'Plan de pagos',
    planDue: 'Fecha de pago: {date}',
    agreementPrefix: 'He leído y acepto el',
    agreementLink: 'Contrato de préstamo',
    submit: 'Confirmar y solicitar',
    submitting: 'Enviando…',
    mustAgree: 'Lea y acepte el contrato de préstamo para continuar.',
    waitingTitle: 'Procesando su solicitud',
    waitingText: 'Estamos preparando su oferta. Espere unos segundos, por favor.',
    badRedirect:
      'Su solicitud fue enviada, pero la dirección de los detalles del préstamo no es válida. Abra sus pedidos desde la aplicación.',
    submitFailed: 'No se pudo enviar la solicitud. Revise su conexión e inténtelo de nuevo.',
    noProduct: 'Falta el producto del préstamo. Vuelva a la aplicación e inténtelo de nuevo.',
  },
  en: {
    title: 'Confirm loan',
    logoAlt: '{name} logo',
    amountLabel: 'Disbursal amount',
    term: 'Loan term',
    termDays: '{days} days',
    rate: 'Rate',
    coupon: 'Coupon',
    details: 'Loan details',
    plan: 'Repayment plan',
    planDue: 'Due date: {date}',
    agreementPrefix: 'I have read and accept the',
    agreementLink: 'Loan agreement',
    submit: 'Confirm and apply',
    submitting: 'Sending…',
    mustAgree: 'Read and accept the loan agreement to continue.',
    waitingTitle: 'Processing your application',
    waitingText: 'We are preparing your offer. Please wait a few seconds.',
    badRedirect:
      'Your application was sent, but the address of the loan details is not valid. Open your orders from the app.',
    submitFailed: 'The application could not be sent. Check your connection and try again.',
    noProduct: 'The loan product is missing. Go back to the app and try again.',
  },
};
