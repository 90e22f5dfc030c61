/**
 * The complaint screens' own texts, one catalogue per language, loaded only with the complaint
 * screens' lazy chunks (not the borrower entry). `es` is the source of the keys; `en` must have
 * exactly the same keys (a missing or extra key fails `tsc`).
 *
 * The specification gives some complaint messages in one language only. The English-only
 * 'The selected order does not support sending collection types' stays as written in both
 * languages (docs/screens.md "Complaint entry"); the Spanish ones ('Por favor, rellene …', '¡La carga se realizó
 * correctamente!') are exact in Spanish and translated in English.
 */
import { interpolate, type Catalogue, type MessageValues } from '../../shared/i18n/language';

/** Messages the specification gives in English only, identical in both catalogues. */
const untranslated = {
  collectionBlocked: 'The selected order does not support sending collection types',
} as const;

const es = {
  entryTitle: 'Quejas y sugerencias',
  myComplaints: 'Mis quejas',
  orderHeading: 'Pedido',
  orderNumber: 'Pedido {orderNo}',
  allOrders: 'Todos',
  allOrdersLabel: 'Ver todos los pedidos',
  pickOrderTitle: 'Elija un pedido',
  pickedOrder: 'Pedido seleccionado',
  noOrders: 'No tiene pedidos sobre los que presentar una queja.',
  logoAlt: 'Logotipo de {name}',
  typesHeading: 'Tipo de problema',
  subTypesHeading: 'Elija el motivo',
  formTitle: 'Presentar una queja',
  chosenType: 'Tipo de problema',
  chosenSubType: 'Motivo',
  detailLabel: 'Comentarios y sugerencias',
  detailPlaceholder: 'Describa su problema (máximo 200 caracteres)',
  imagesHeading: 'Imágenes ({count}/{max})',
  addImage: 'Agregar imagen',
  addImageHint: 'Una imagen a la vez, hasta {mb} MB',
  imageAlt: 'Imagen {number}',
  removeImage: 'Quitar la imagen {number}',
  uploading: 'Subiendo imagen…',
  imageTooLarge: 'La imagen supera {mb} MB; elija una más pequeña.',
  notAnImage: 'El archivo no es una imagen; elija una foto.',
  uploadFailed: 'No se pudo subir la imagen, inténtelo de nuevo.',
  send: 'Enviar',
  sending: 'Enviando…',
  sendFailed: 'No se pudo enviar la queja; su texto y sus imágenes siguen aquí.',
  successTitle: 'Queja enviada',
  successBody: 'Hemos recibido su queja. Volviendo a la página de quejas…',
  missingChoice: 'Primero elija un pedido y un tipo de problema.',
  backToEntry: 'Ir a quejas',
  listTitle: 'Mis quejas',
  listLabel: 'Estado de las quejas',
  tabEmpty: 'No hay quejas en esta sección.',
  // A tab whose title the server sent empty still needs a name.
  tabUntitled: 'Sección {number}',
  // A question type whose title the server sent empty still needs a name.
  typeUntitled: 'Tipo {number}',
  listEmpty: 'Todavía no ha presentado ninguna queja.',
  itemLabel: '{type}, {time}',
  detailTitle: 'Detalle de la queja',
  problemType: 'Tipo de problema',
  problemSubType: 'Motivo',
  content: 'Contenido de la queja',
  images: 'Imágenes',
  viewImage: 'Ver la imagen {number} ampliada',
  viewResultImage: 'Ver la imagen del resultado {number} ampliada',
  resultHeading: 'Resultado del proceso',
  resultImageAlt: 'Imagen del resultado {number}',
  scoreTitle: 'Califique la atención',
  scoreBody: '¿Qué tan satisfecho está con la solución de su queja?',
  scoreSend: 'Enviar calificación',
  scoreLater: 'Ahora no',
  scoreThanks: 'Gracias por su calificación',
  missingProblem: 'No se indicó qué queja mostrar.',
  ...untranslated,
} as const;

export type ComplaintMessageKey = keyof typeof es;
export type ComplaintMessages = Record<ComplaintMessageKey, string>;

const en: ComplaintMessages = {
  entryTitle: 'Complaints and suggestions',
  myComplaints: 'My complaints',
  orderHeading: 'Order',
  orderNumber: 'Order {orderNo}',
  allOrders: 'All',
  allOrdersLabel: 'See all orders',
  pickOrderTitle: 'Choose an order',
  pickedOrder: 'Chosen order',
  noOrders: 'You have no orders to complain about.',
  logoAlt: '{name} logo',
  typesHeading: 'Question type',
  subTypesHeading: 'Choose the reason',
  formTitle: 'File a complaint',
  chosenType: 'Question type',
  chosenSubType: 'Reason',
  detailLabel: 'Comments and suggestions',
  detailPlaceholder: 'Describe your problem (200 characters at most)',
  imagesHeading: 'Images ({count}/{max})',
  addImage: 'Add image',
  addImageHint: 'One image at a time, up to {mb} MB',
  imageAlt: 'Image {number}',
  removeImage: 'Remove image {number}',
  uploading: 'Uploading image…',
  imageTooLarge: 'The image is larger than {mb} MB; choose a smaller one.',
  notAnImage: 'The file is not an image; choose a photo.',
  uploadFailed: 'The image could not be uploaded, please try again.',
  send: 'Send',
  sending: 'Sending…',
  sendFailed: 'The complaint could not be sent; your text and images are still here.',
  successTitle: 'Complaint sent',
  successBody: 'We have received your complaint. Going back to the complaints page…',
  missingChoice: 'Choose an order and a question type first.',
  backToEntry: 'Go to complaints',
  listTitle: 'My complaints',
  listLabel: 'Complaint status',
  tabEmpty: 'There are no complaints in this section.',
  tabUntitled: 'Section {number}',
  typeUntitled: 'Type {number}',
  listEmpty: 'You have not filed any complaint yet.',
  itemLabel: '{type}, {time}',
  detailTitle: 'Complaint detail',
  problemType: 'Question type',
  problemSubType: 'Reason',
  content: 'Complaint content',
  images: 'Images',
  viewImage: 'View image {number} larger',
  viewResultImage: 'View result image {number} larger',
  resultHeading: 'Processing result',
  resultImageAlt: 'Result image {number}',
  scoreTitle: 'Rate our service',
  scoreBody: 'How satisfied are you with how your complaint was handled?',
  scoreSend: 'Send rating',
  scoreLater: 'Not now',
  scoreThanks: 'Thank you for your rating',
  missingProblem: 'No complaint was given to show.',
  ...untranslated,
};

export const complaintMessages: Catalogue<ComplaintMessages> = { es, en };
export { untranslated as complaintUntranslated };

/** `key` of the complaint catalogue in `language`, placeholders filled. */
export function complaintText(
  language: keyof Catalogue<ComplaintMessages>,
  key: ComplaintMessageKey,
  values?: MessageValues,
): string {
  return interpolate(complaintMessages[language][key], values);
}
