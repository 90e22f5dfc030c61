/**
 * The shared catalogue's Spanish messages (the kit's and the shell's, in the borrower entry):
 * the source of its keys. `messages-en.ts` must have exactly
 * the same keys (a missing or extra key fails `tsc`). Placeholders are written `{name}`.
 * The messages the specification gives in one language only come from `messages-untranslated.ts`.
 */
import { untranslated } from './messages-untranslated';

export const es = {
  'common.loading': 'Cargando…',
  'common.slow': 'La conexión es lenta; seguimos intentando…',
  'common.retry': 'Reintentar',
  'common.errorTitle': 'No se pudo cargar la información',
  'common.errorBody': 'Revise su conexión e inténtelo de nuevo.',
  'common.empty': 'No hay información por ahora.',
  'common.close': 'Cerrar',
  'common.more': 'Ver más',
  'common.hide': 'Ocultar',
  'common.copy': 'Copiar',
  'common.copied': 'Copiado',
  'common.copyFailed': 'No se pudo copiar',
  'common.notFoundTitle': 'Página no encontrada',
  'common.notFoundBody': 'La página que busca no existe.',
  'common.notifications': 'Notificaciones',

  'ui.sendCode': 'Enviar código',
  'ui.resendIn': 'Reenviar en {seconds} s',
  'ui.ratingLabel': 'Calificación',
  'ui.starLabel': '{count} de 5 estrellas',
  'ui.scanToPay': 'Escanee el código para pagar',
  'ui.barcodeAlt': 'Código de barras del pago {code}',
  'ui.characterCount': '{count}/{max}',
  'ui.customerService': 'Servicio al cliente',

  'complaint.textEmpty': 'Por favor, rellene sus comentarios y sugerencias',
  'complaint.collectionBlocked': 'El pedido seleccionado no admite quejas del tipo cobranza',
  'complaint.uploadSuccess': '¡La carga se realizó correctamente!',
  'rating.required': 'Seleccione una calificación',

  ...untranslated,
} as const;

/** A key of the shared catalogue (`commonMessages`). */
export type CommonKey = keyof typeof es;
