import { defineMessages } from '../../shared/i18n/messages';

const es = {
  title: 'Instrucciones de pago',
  total: 'Monto total',
  codeImage: 'Código QR del pago {code}',
  voucher: 'Código de pago',
  copyVoucher: 'Copiar el código de pago {code}',
  company: 'Empresa',
  copyCompany: 'Copiar el nombre de la empresa {name}',
  topLogo: 'Logotipo de {title}',
  bottomLogo: 'Logotipo de {company}',
  image: '{title} (imagen {index} de {count})',
  badAmount:
    'El enlace no trae un monto válido, así que no se puede generar la referencia de pago. Vuelva a la página de pago y elija el canal otra vez.',
  badPayCode:
    'El enlace no indica el canal de pago, así que no se puede generar la referencia de pago. Vuelva a la página de pago y elija el canal otra vez.',
  badOrder:
    'El enlace no indica el préstamo, así que no se puede generar la referencia de pago. Vuelva a la página de pago y elija el canal otra vez.',
  badRequestType: 'El enlace no indica si es un pago total o una extensión. Vuelva a la página de pago y elija el canal otra vez.',
  keptTitle: 'Sin conexión: instrucciones guardadas',
  keptNote:
    'Estas son las instrucciones que obtuvo el {time}. El código de pago puede haber vencido: cuando tenga conexión, vuelva a abrir esta página para ver el vigente.',
} as const;

const en = {
  title: 'Payment instructions',
  total: 'Total amount',
  codeImage: 'QR code of the payment {code}',
  voucher: 'Payment code',
  copyVoucher: 'Copy the payment code {code}',
  company: 'Company',
  copyCompany: 'Copy the company name {name}',
  topLogo: '{title} logo',
  bottomLogo: '{company} logo',
  image: '{title} (image {index} of {count})',
  badAmount: 'The link has no valid amount, so no payment reference can be made. Go back to the payment page and choose the channel again.',
  badPayCode:
    'The link names no payment channel, so no payment reference can be made. Go back to the payment page and choose the channel again.',
  badOrder: 'The link names no loan, so no payment reference can be made. Go back to the payment page and choose the channel again.',
  badRequestType:
    'The link does not say whether this is a full repayment or an extension. Go back to the payment page and choose the channel again.',
  keptTitle: 'No connection: saved instructions',
  keptNote:
    'These are the instructions you got on {time}. The payment code may have expired: when you are online again, open this page again to see the current one.',
};

/** Texts of the repayment instruction page (loaded with its chunk). */
export const instructionTexts = defineMessages({ es, en });
