import { defineMessages } from '../../shared/i18n/messages';

const es = {
  paidTitle: 'Este préstamo ya está pagado',
  paidBody: 'Recibimos su pago. No tiene nada pendiente por pagar en este préstamo.',
  paidBack: 'Ver mi préstamo',
} as const;

const en = {
  paidTitle: 'This loan is paid',
  paidBody: 'We received your payment. There is nothing left to pay on this loan.',
  paidBack: 'See my loan',
};

/** Texts of what the repayment screens show of an order that is repaid (loaded with their chunks). */
export const loanOrderMessages = defineMessages({ es, en });
