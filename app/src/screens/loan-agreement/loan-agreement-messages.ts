import type { components } from '../../api/schema';
import type { Catalogue } from '../../shared/i18n/language';

export type ContractDetail = components['schemas']['ContractDetail'];
/** The fourteen fields of the agreement (docs/screens.md "Loan agreement"). */
export type ContractField = keyof ContractDetail;

/** The loan agreement screen's texts, loaded with its chunk. */
export interface LoanAgreementMessages {
  title: string;
  intro: string;
  missingOrder: string;
  failedTitle: string;
  fields: Record<ContractField, string>;
}

export const loanAgreementMessages: Catalogue<LoanAgreementMessages> = {
  es: {
    title: 'Contrato de préstamo',
    intro: 'Datos del contrato del pedido {orderNo}.',
    missingOrder: 'Falta el número de pedido (orderNo) en la dirección, así que no se puede mostrar el contrato.',
    failedTitle: 'No se pudo mostrar el contrato',
    fields: {
      userName: 'Nombre del prestatario',
      productName: 'Producto',
      amount: 'Monto del préstamo',
      bankNo: 'Cuenta bancaria',
      daiDate: 'Fecha de desembolso del prestamista',
      planDate: 'Fecha de pago del prestatario',
      contractAmount: 'Monto del contrato',
      commission: 'Comisión',
      Interest: 'Intereses',
      IVA: 'IVA (impuesto al valor agregado)',
      giveAmount: 'Monto recibido',
      userAddress: 'Domicilio del prestatario',
      contractDate: 'Fecha del contrato',
      company: 'Empresa',
    },
  },
  en: {
    title: 'Loan agreement',
    intro: 'Agreement details of order {orderNo}.',
    missingOrder: 'The order number (orderNo) is missing from the address, so the agreement cannot be shown.',
    failedTitle: 'The agreement could not be shown',
    fields: {
      userName: 'Borrower name',
      productName: 'Product',
      amount: 'Loan amount',
      bankNo: 'Bank account',
      daiDate: 'Lender payment date',
      planDate: 'Borrower repayment date',
      contractAmount: 'Contract amount',
      commission: 'Commission',
      Interest: 'Interest',
      IVA: 'VAT (value added tax)',
      giveAmount: 'Amount received',
      userAddress: 'Borrower address',
      contractDate: 'Contract date',
      company: 'Company',
    },
  },
};
