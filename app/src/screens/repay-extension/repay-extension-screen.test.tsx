import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../features/repayment-channels/render-route.test-helper';
import { resetFeedback } from '../../shared/feedback/feedback-store';
import { captureLaunchParams, clearLaunchParams } from '../../shared/launch/launch-params';
import { answerWith, recordRequests } from '../../shared/testing/msw/server';
import { click, settle } from '../../shared/testing/render';
import RepayExtensionScreen from './repay-extension-screen';

describe('extension repayment screen', () => {
  beforeEach(() => {
    clearLaunchParams();
    resetFeedback();
  });

  it('shows the extension amount, its date and heading, the whole plan, notice and note', async () => {
    // A plan of four dates (more than the two rows a folded list shows).
    answerWith('repay-long-details');
    const sent = recordRequests();
    const view = renderRoute(RepayExtensionScreen, '/repay-extension', '', 'en');
    await settle();
    expect(sent[0]?.url.pathname).toBe('/throughout/v3/installment/loan-play-delay-detail');
    expect(view.container.querySelector('h1')?.textContent).toBe('Extension repayment');
    expect(view.container.querySelector('[data-testid="repay-amount"]')?.textContent).toBe('₹2.067,00');
    expect(view.container.textContent).toContain('New repayment date: 2026-12-14');
    expect(view.container.querySelector('h2')?.textContent).toBe('Extienda su plazo 7 días');
    // The plan is not folded.
    expect([...view.container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Fecha de pago original',
      'Pago de la extensión',
      'Nueva fecha de pago',
      'Último día sin cargos por mora',
    ]);
    expect(view.container.textContent).toContain('La extensión se aplica al acreditarse el pago.');
    expect(view.container.textContent).toContain('Puede extender su préstamo hasta 7 días.');
    view.unmount();
  });

  it('a channel opens /carpmm with requestType=2 and the extension amount (order from the launch)', async () => {
    captureLaunchParams('?productId=7&orderId=555');
    const view = renderRoute(RepayExtensionScreen, '/repay-extension');
    await settle();
    click(view.container.querySelector('a[data-pay-code="OXXO"]'));
    const reached = new URL(view.reached() ?? '', 'http://x/');
    expect(reached.pathname).toBe('/carpmm');
    expect(Object.fromEntries(reached.searchParams)).toEqual({
      requestType: '2',
      amount: '52500',
      payCode: 'OXXO',
      productId: '7',
      orderId: '555',
    });
    view.unmount();
  });

  it('has the draggable customer-service button going to /Dag', async () => {
    const view = renderRoute(RepayExtensionScreen, '/repay-extension');
    await settle();
    click(view.container.querySelector('button[aria-label="Servicio al cliente"]'));
    expect(view.reached()).toBe('/Dag');
    view.unmount();
  });

  it('shows the error state when the server fails', async () => {
    answerWith('server-error');
    const view = renderRoute(RepayExtensionScreen, '/repay-extension');
    await settle();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('No se pudo cargar la información');
    view.unmount();
  });
});
