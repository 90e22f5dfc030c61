import { defineMessages } from '../../shared/i18n/messages';

const es = {
  title: 'Pago de extensión',
  amount: 'Monto de la extensión',
  date: 'Nueva fecha de pago: {date}',
  plan: 'Plan de pago',
} as const;

const en = {
  title: 'Extension repayment',
  amount: 'Extension amount',
  date: 'New repayment date: {date}',
  plan: 'Repayment plan',
};

/** Texts of the extension repayment page (loaded with its chunk). */
export const repayExtensionTexts = defineMessages({ es, en });
