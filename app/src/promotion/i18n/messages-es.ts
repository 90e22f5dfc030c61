/**
 * The promotion page's Spanish catalogue: the source of its keys (`messages-en.ts` must have the
 * same, or `tsc` fails). The page does not use the borrower catalogues (shared/i18n/messages-*),
 * so none of the borrower texts ride in this light entry; and only the visitor's language is
 * downloaded (promotion-messages.ts: main.tsx loads one language beside config.json).
 */
import type { Messages } from '../../shared/i18n/messages';
import { specMessages } from './spec-messages';

export const es = {
  ...specMessages,
  documentTitle: 'Registro',
  loading: 'Cargando…',
  sending: 'Enviando…',
  registering: 'Registrando…',
  lost: 'La respuesta no llegó, pero puede que la tengamos. Toque de nuevo: no se enviará dos veces.',
  mobileLabel: 'Número de celular',
  mobilePlaceholder: '11 dígitos',
  captchaLabel: 'Código de la imagen',
  captchaPlaceholder: '4 caracteres',
  captchaImage: 'Código de la imagen; toque para cambiarlo',
  captchaUnavailable: 'Toque para cargar el código',
  smsLabel: 'Código SMS',
  smsPlaceholder: '6 dígitos',
  sendCode: 'Obtener código',
  resendIn: 'Reenviar ({seconds} s)',
  register: 'Registrarme',
  agreementPrefix: 'Al registrarme acepto el',
  agreementLink: 'Acuerdo de registro',
  back: 'Volver',
  downloadTitle: 'Descargue {appName}',
  downloadIntro: 'Su cuenta está lista. Descargue la aplicación e inicie sesión con su número de celular.',
  downloadButton: 'Descargar la aplicación',
  downloadUnavailable: 'El enlace de descarga no está disponible por ahora.',
  errorTitle: 'No se pudo cargar la información',
  errorBody: 'Revise su conexión e inténtelo de nuevo.',
  retry: 'Reintentar',
} as const;

export type PromotionKey = keyof typeof es;
export type PromotionMessages = Messages<PromotionKey>;
