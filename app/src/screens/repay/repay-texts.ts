import { defineMessages } from '../../shared/i18n/messages';

const es = {
  title: 'Pago total',
  repayAmount: 'Monto a pagar',
  repayDate: 'Fecha de pago: {date}',
  details: 'Detalle del monto',
} as const;

const en = {
  title: 'Full repayment',
  repayAmount: 'Amount to repay',
  repayDate: 'Repayment date: {date}',
  details: 'Amount breakdown',
};

/** Texts of the full repayment page (loaded with its chunk). */
export const repayTexts = defineMessages({ es, en });
