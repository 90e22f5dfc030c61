import type { Texts } from '../../features/repayment-channels/texts';

const es = {
  title: 'Pago de extensión',
  amount: 'Monto de la extensión',
  date: 'Nueva fecha de pago: {date}',
  plan: 'Plan de pago',
} as const;

const en: Record<keyof typeof es, string> = {
  title: 'Extension repayment',
  amount: 'Extension amount',
  date: 'New repayment date: {date}',
  plan: 'Repayment plan',
};

/** Texts of the extension repayment page (loaded with its chunk). */
export const repayExtensionTexts: Texts<keyof typeof es> = { es, en };
