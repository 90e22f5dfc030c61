import { beforeEach, describe, expect, it } from 'vitest';
import { formatDate } from '../../shared/format/date';
import { buttonByText, click, render, settle } from '../../shared/testing/render';
import { clearFlow, saveFlow } from '../../features/legacy-payment/flow-store';
import { defaultCards, inRouter, where } from '../../features/legacy-payment/legacy-test-kit';
import LegacyRepayBorrowDetailScreen from './legacy-repay-borrow-detail-screen';

const PATH = '/legacy-repay/borrow-detail';
const paidAt = Date.UTC(2026, 10, 22, 20, 15, 7);

function open(language: 'es' | 'en' = 'es') {
  return render(inRouter(<LegacyRepayBorrowDetailScreen />, PATH, PATH), language);
}

describe('legacy repayment: borrow detail', () => {
  beforeEach(() => clearFlow());

  it.each([
    ['es', ['Monto', '$3.450,00'], ['Tarjeta', '招商银行 **** **** **** 4821'], ['Estado', 'Pago recibido'], 'Volver al pedido'],
    ['en', ['Amount', '₹3.450,00'], ['Card', '招商银行 **** **** **** 4821'], ['Status', 'Payment received'], 'Back to the order'],
  ] as const)('shows amount, card, record, status and time from the kept flow (%s)', async (language, amount, cardRow, status, back) => {
    saveFlow({
      orderId: 10482,
      amount: 345000,
      couponId: '',
      userId: 0,
      card: defaultCards()[0]!,
      repayToken: 'rt-9d1c7e20',
      recordId: 'rr-9001',
      status: 'paid',
      paidAt,
    });
    const view = open(language);
    const rows = [...view.container.querySelectorAll('dl > div')].map((row) => [
      row.querySelector('dt')?.textContent,
      row.querySelector('dd')?.textContent,
    ]);
    expect(rows).toEqual([
      amount,
      cardRow,
      [language === 'es' ? 'Número de registro' : 'Record number', 'rr-9001'],
      status,
      [language === 'es' ? 'Fecha y hora' : 'Date and time', formatDate(paidAt, true)],
    ]);
    click(buttonByText(view.container, back));
    await settle();
    expect(where(view.container)).toBe('/loan-detail');
    view.unmount();
  });

  it('without a finished payment it says so', () => {
    saveFlow({ orderId: 10482, amount: 345000, couponId: '', userId: 0, recordId: 'rr-1', status: 'awaiting-code' });
    const view = open();
    expect(view.container.textContent).toContain('No hay un pago reciente que mostrar.');
    view.unmount();
  });
});
