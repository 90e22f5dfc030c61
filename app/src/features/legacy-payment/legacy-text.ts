/**
 * The legacy payment flow's own texts (labels, hints, statuses), loaded only with its three
 * lazy screens, never with the borrower entry. The specification's Chinese messages of the flow
 * (请先选择付款银行卡！, 验证码错误 …) are not here: they are the shared `legacy.*` keys of
 * `shared/i18n/messages-untranslated.ts`, identical in both languages.
 */
import type { Catalogue } from '../../shared/i18n/language';

const es = {
  cardsTitle: 'Pagar con tarjeta bancaria',
  amountLabel: 'Monto a pagar',
  cardsLegend: 'Elija la tarjeta de pago',
  cardEnding: 'Tarjeta terminada en {last4}',
  bankCode: 'Código del banco: {code}',
  noCards: 'No tiene tarjetas bancarias vinculadas para pagar.',
  missingPayment: 'Faltan los datos del pago (pedido o monto). Vuelva a abrir el pago desde su pedido.',
  commit: 'Pagar',
  committing: 'Enviando el pago…',
  loadingCards: 'Cargando tarjetas…',
  onlineTitle: 'Pago en línea',
  onlineHint: 'Pague en la página segura de nuestro socio de pagos.',
  onlinePay: 'Pagar en línea',
  onlineOpening: 'Abriendo el pago en línea…',
  onlineUnsafe: 'La dirección de pago recibida no es segura y no se abrió. Elija otra forma de pago.',
  smsTitle: 'Confirmar con código SMS',
  smsSent: 'Enviamos un código de verificación por SMS al teléfono de la tarjeta {card}.',
  smsLabel: 'Código de verificación',
  smsPlaceholder: 'Código de 6 dígitos',
  confirm: 'Confirmar pago',
  confirming: 'Confirmando el pago…',
  resend: 'Reenviar código',
  resending: 'Reenviando el código…',
  resendIn: 'Reenviar en {seconds} s',
  resent: 'Le enviamos un nuevo código.',
  cancel: 'Cancelar',
  noPending: 'No hay ningún pago esperando el código de verificación.',
  backToCards: 'Volver a elegir tarjeta',
  detailTitle: 'Detalle del pago',
  detailAmount: 'Monto',
  detailCard: 'Tarjeta',
  detailRecord: 'Número de registro',
  detailStatus: 'Estado',
  detailTime: 'Fecha y hora',
  statusPaid: 'Pago recibido',
  noDetail: 'No hay un pago reciente que mostrar.',
  backToOrder: 'Volver al pedido',
} as const;

export type LegacyTextKey = keyof typeof es;
export type LegacyText = Record<LegacyTextKey, string>;

const en: LegacyText = {
  cardsTitle: 'Pay with a bank card',
  amountLabel: 'Amount to pay',
  cardsLegend: 'Choose the card to pay with',
  cardEnding: 'Card ending in {last4}',
  bankCode: 'Bank code: {code}',
  noCards: 'You have no linked bank cards to pay with.',
  missingPayment: 'The payment details (order or amount) are missing. Open the payment again from your order.',
  commit: 'Pay',
  committing: 'Sending the payment…',
  loadingCards: 'Loading cards…',
  onlineTitle: 'Online payment',
  onlineHint: "Pay on our payment partner's secure page.",
  onlinePay: 'Pay online',
  onlineOpening: 'Opening the online payment…',
  onlineUnsafe: 'The payment address received is not safe and was not opened. Choose another way to pay.',
  smsTitle: 'Confirm with the SMS code',
  smsSent: 'We sent a verification code by SMS to the phone of card {card}.',
  smsLabel: 'Verification code',
  smsPlaceholder: '6-digit code',
  confirm: 'Confirm payment',
  confirming: 'Confirming the payment…',
  resend: 'Resend code',
  resending: 'Resending the code…',
  resendIn: 'Resend in {seconds} s',
  resent: 'We sent you a new code.',
  cancel: 'Cancel',
  noPending: 'No payment is waiting for a verification code.',
  backToCards: 'Back to the card choice',
  detailTitle: 'Payment detail',
  detailAmount: 'Amount',
  detailCard: 'Card',
  detailRecord: 'Record number',
  detailStatus: 'Status',
  detailTime: 'Date and time',
  statusPaid: 'Payment received',
  noDetail: 'There is no recent payment to show.',
  backToOrder: 'Back to the order',
};

export const legacyText: Catalogue<LegacyText> = { es, en };
