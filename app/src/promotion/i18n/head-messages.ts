import { defineMessages } from '../../shared/i18n/messages';

/**
 * The prerendered page's head (search results, link previews): only the build renders it
 * (promotion/prerender.tsx), so these texts stay out of the page's scripts.
 */
export const headMessages = defineMessages({
  es: {
    description: 'Regístrese con su número de celular y solicite su préstamo en efectivo desde la aplicación de {appName}.',
  },
  en: { description: 'Sign up with your mobile number and apply for your cash loan in the {appName} app.' },
});
