import { defineMessages } from '../../shared/i18n/messages';

/** The about-us screen's texts, loaded with its chunk. */
export const aboutUsMessages = defineMessages({
  es: {
    title: 'Sobre nosotros',
    body: '{appName} es un servicio de préstamos personales en línea. Ofrecemos préstamos de corto plazo de forma rápida, segura y transparente, directamente desde su teléfono: solicite, reciba su dinero y pague sin filas ni papeleo. Protegemos sus datos personales y le informamos con claridad del monto, el plazo y el costo de cada préstamo antes de que lo acepte.',
  },
  en: {
    title: 'About us',
    body: '{appName} is an online personal loan service. We offer short-term loans quickly, safely and transparently, right from your phone: apply, receive your money and repay without queues or paperwork. We protect your personal data and tell you clearly the amount, term and cost of every loan before you accept it.',
  },
});
