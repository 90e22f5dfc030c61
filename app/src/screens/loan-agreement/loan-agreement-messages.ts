import type { components } from '../../api/schema';
import { defineMessages } from '../../shared/i18n/messages';

export type ContractDetail = components['schemas']['ContractDetail'];
/** The fourteen fields of the agreement (docs/screens.md "Loan agreement"). */
export type ContractField = keyof ContractDetail;

/** The loan agreement screen's texts, loaded with its chunk; `field.<name>` labels each contract field. */
export const loanAgreementMessages = defineMessages({
  es: {
    title: 'Contrato de préstamo',
    intro: 'Datos del contrato del pedido {orderNo}.',
    missingOrder: 'Falta el número de pedido (orderNo) en la dirección, así que no se puede mostrar el contrato.',
    failedTitle: 'No se pudo mostrar el contrato',
    'field.userName': 'Nombre del prestatario',
    'field.productName': 'Producto',
    'field.amount': 'Monto del préstamo',
    'field.bankNo': 'Cuenta bancaria',
    'field.daiDate': 'Fecha de desembolso del prestamista',
    'field.planDate': 'Fecha de pago del prestatario',
    'field.contractAmount': 'Monto del contrato',
    'field.commission': 'Comisión',
    'field.Interest': 'Intereses',
    'field.IVA': 'IVA (impuesto al valor agregado)',
    'field.giveAmount': 'Monto recibido',
    'field.userAddress': 'Domicilio del prestatario',
    'field.contractDate': 'Fecha del contrato',
    'field.company': 'Empresa',
  },
  en: {
    title: 'Loan agreement',
    intro: 'Agreement details of order {orderNo}.',
    missingOrder: 'The order number (orderNo) is missing from the address, so the agreement cannot be shown.',
    failedTitle: 'The agreement could not be shown',
    'field.userName': 'Borrower name',
    'field.productName': 'Product',
    'field.amount': 'Loan amount',
    'field.bankNo': 'Bank account',
    'field.daiDate': 'Lender payment date',
    'field.planDate': 'Borrower repayment date',
    'field.contractAmount': 'Contract amount',
    'field.commission': 'Commission',
    'field.Interest': 'Interest',
    'field.IVA': 'VAT (value added tax)',
    'field.giveAmount': 'Amount received',
    'field.userAddress': 'Borrower address',
    'field.contractDate': 'Contract date',
    'field.company': 'Company',
  },
});
