import { act } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoute } from '../../features/repayment-channels/render-route.test-helper';
import { getFeedbackState, resetFeedback } from '../../shared/feedback/feedback-store';
import { clearLaunchParams } from '../../shared/launch/launch-params';
import { answerWith, recordRequests, snapshotJson } from '../../shared/testing/msw/server';
import { buttonByText, click, settle } from '../../shared/testing/render';
import { awayFor } from '../../shared/testing/away';
import RepayScreen from './repay-screen';

const SEARCH = '?productId=3&orderId=10482';

describe('full repayment screen', () => {
  beforeEach(() => {
    clearLaunchParams();
    resetFeedback();
  });

  it('loads loan-play-detail and shows amount (money helper), date, product, notice and groups', async () => {
    // Two groups, the second (cash) without channels.
    answerWith('repay-plain-channels');
    const sent = recordRequests();
    const view = renderRoute(RepayScreen, '/repay', SEARCH);
    expect(view.container.textContent).toContain('Cargando…');
    await settle();
    expect(sent[0]?.url.pathname).toBe('/throughout/v3/installment/loan-play-detail');
    expect(view.container.querySelector('h1')?.textContent).toBe('Pago total');
    expect(view.container.querySelector('[data-testid="repay-amount"]')?.textContent).toBe('$3.450,00');
    expect(view.container.textContent).toContain('Fecha de pago: 2026-12-07');
    expect(view.container.textContent).toContain('Crédito Ágil');
    expect(view.container.textContent).toContain('Conserve su comprobante de pago.');
    expect([...view.container.querySelectorAll('h3')].map((h) => h.textContent)).toEqual(['Transferencia bancaria', 'Pago en efectivo']);
    expect(view.container.textContent).toContain('No hay canales en este grupo por ahora.');
    view.unmount();
  });

  it('folds the details to 2 rows and toggles more / hide', async () => {
    // The default breakdown has five rows.
    const view = renderRoute(RepayScreen, '/repay', SEARCH, 'en');
    await settle();
    const rows = () => view.container.querySelectorAll('dt').length;
    expect(rows()).toBe(2);
    click(buttonByText(view.container, 'More'));
    expect(rows()).toBe(5);
    click(buttonByText(view.container, 'Hide'));
    expect(rows()).toBe(2);
    view.unmount();
  });

  it('has no toggle with 2 rows or fewer', async () => {
    answerWith('repay-plain-channels');
    const view = renderRoute(RepayScreen, '/repay', SEARCH);
    await settle();
    expect(buttonByText(view.container, 'Ver más')).toBeUndefined();
    view.unmount();
  });

  it('a channel links to /carpmm with requestType=1, the repay amount, payCode and the order', async () => {
    const view = renderRoute(RepayScreen, '/repay', SEARCH);
    await settle();
    const link = view.container.querySelector('a[data-pay-code="OXXO"]');
    const href = new URL(link?.getAttribute('href') ?? '', 'http://x/');
    expect(href.pathname).toBe('/carpmm');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      requestType: '1',
      amount: '345000',
      payCode: 'OXXO',
      productId: '3',
      orderId: '10482',
    });
    click(link);
    expect(view.reached()).toBe(`/carpmm${href.search}`);
    view.unmount();
  });

  it('copy and barcode controls do not open /carpmm; the barcode opens and closes its modal', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const view = renderRoute(RepayScreen, '/repay', SEARCH);
    await settle();
    const copy = view.container.querySelector('button[aria-label="Copiar el código de pago 93000412345678"]');
    click(copy);
    await settle();
    expect(writeText).toHaveBeenCalledWith('93000412345678');
    expect(getFeedbackState().toasts.map((toast) => toast.message)).toEqual(['Copiado']);
    expect(view.reached()).toBeNull();
    // Four channels with a voucher; SPEI has no barcode.
    const barcodeButtons = view.container.querySelectorAll('button[aria-label^="Ver el código de barras"]');
    expect(barcodeButtons).toHaveLength(3);
    expect(view.container.querySelectorAll('button[aria-label^="Copiar el código de pago"]')).toHaveLength(4);
    click(barcodeButtons[0]);
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Escanee el código para pagar');
    expect(dialog?.querySelector('img')?.getAttribute('src')).toContain('/__mock/media/barcode/93000412345678.png');
    expect(view.reached()).toBeNull();
    click(dialog?.querySelector('button[aria-label="Cerrar"]'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    view.unmount();
  });

  it('says so when there is no channel at all', async () => {
    answerWith('repay-no-channels');
    const view = renderRoute(RepayScreen, '/repay', SEARCH);
    await settle();
    expect(view.container.textContent).toContain('No hay canales de pago disponibles por ahora.');
    view.unmount();
  });

  it('shows a visible fallback for a logo that fails to load', async () => {
    const view = renderRoute(RepayScreen, '/repay', SEARCH);
    await settle();
    const logo = view.container.querySelector('img[alt="Logotipo de OXXO"]');
    act(() => {
      logo?.dispatchEvent(new Event('error'));
    });
    const fallback = view.container.querySelector('[role="img"][aria-label="Logotipo de OXXO"]');
    expect(fallback?.textContent).toBe('OXXO');
    view.unmount();
  });

  it('the floating customer-service button goes to /Dag', async () => {
    const view = renderRoute(RepayScreen, '/repay', SEARCH);
    await settle();
    click(view.container.querySelector('button[aria-label="Servicio al cliente"]'));
    expect(view.reached()).toBe('/Dag');
    view.unmount();
  });

  it('toasts a refusal and shows the error state with retry', async () => {
    answerWith('repay-order-not-found');
    const { message } = snapshotJson('repay-order-not-found', 'repay-detail') as { message: string };
    const view = renderRoute(RepayScreen, '/repay', SEARCH);
    await settle();
    expect(getFeedbackState().toasts.map((toast) => toast.message)).toEqual([message]);
    expect(view.container.querySelector('[role="alert"]')).not.toBeNull();
    answerWith('default');
    click(buttonByText(view.container, 'Reintentar'));
    await settle();
    expect(view.container.querySelector('[data-testid="repay-amount"]')?.textContent).toBe('$3.450,00');
    view.unmount();
  });

  it('an order repaid says so, with the way back to loan details, never the amount', async () => {
    answerWith('repay-repaid');
    const view = renderRoute(RepayScreen, '/repay', SEARCH);
    await settle();
    expect(view.container.querySelector('[role="status"] h2')?.textContent).toBe('Este préstamo ya está pagado');
    expect(view.container.querySelector('[data-testid="repay-amount"]')).toBeNull();
    // The screen says it: the refusal of the repaid order is no toast.
    expect(getFeedbackState().toasts).toEqual([]);
    click(buttonByText(view.container, 'Ver mi préstamo'));
    expect(view.reached()).toBe('/loan-detail');
    view.unmount();
  });

  it('back after 35 s to an order paid at a store meanwhile: says the loan is paid, in place', async () => {
    const view = renderRoute(RepayScreen, '/repay', SEARCH, 'en');
    await settle();
    expect(view.container.querySelector('[data-testid="repay-amount"]')?.textContent).toBe('₹3.450,00');
    await awayFor(35_000, () => answerWith('repay-repaid'));
    await settle();
    expect(view.container.querySelector('[role="status"] h2')?.textContent).toBe('This loan is paid');
    expect(view.container.querySelector('[data-testid="repay-amount"]')).toBeNull();
    view.unmount();
  });
});
