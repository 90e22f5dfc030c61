import type { Texts } from './texts';

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

const en: Record<keyof typeof es, string> = {
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
export const channelTexts: Texts<keyof typeof es> = { es, en };
