import { defineMessages } from '../../shared/i18n/messages';

const es = {
  channels: 'Canales de pago',
  noChannels: 'No hay canales de pago disponibles por ahora.',
  emptyGroup: 'No hay canales en este grupo por ahora.',
  channelLogo: 'Logotipo de {payCode}',
  voucher: 'Código de pago',
  copyVoucher: 'Copiar el código de pago {code}',
  showBarcode: 'Ver el código de barras de {code}',
  imageMissing: 'Imagen no disponible',
} as const;

const en = {
  channels: 'Payment channels',
  noChannels: 'No payment channels are available right now.',
  emptyGroup: 'No channels in this group right now.',
  channelLogo: '{payCode} logo',
  voucher: 'Payment code',
  copyVoucher: 'Copy the payment code {code}',
  showBarcode: 'Show the barcode of {code}',
  imageMissing: 'Image not available',
};

/** Texts of the channel list and the pieces both repayment pages share. */
export const channelTexts = defineMessages({ es, en });
