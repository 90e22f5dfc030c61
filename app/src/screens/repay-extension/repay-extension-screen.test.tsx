import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../features/repayment-channels/render-route.test-helper';
import { setFetch } from '../../shared/api/request';
import { resetFeedback } from '../../shared/feedback/feedback-store';
import { captureLaunchParams, clearLaunchParams } from '../../shared/launch/launch-params';
import { fakeFetch } from '../../shared/testing/fake-fetch';
import { click, settle } from '../../shared/testing/render';
import RepayExtensionScreen from './repay-extension-screen';

const extension = {
  productLogo: '/__mock/media/logo/credito-agil.png',
  productName: 'Crédito Ágil',
  delayInfo: { delayAmount: 52500, delayTime: '2026-12-14', heading: 'Extienda su plazo 7 días' },
  repayPlan: [
    { title: 'Fecha de pago actual', time: '2026-12-07' },
    { title: 'Nueva fecha de pago', time: '2026-12-14' },
    { title: 'Último día', time: '2026-12-15' },
  ],
  repayList: [
    {
      title: 'Pago en efectivo',
      channels: [
        {
          logo: '/__mock/media/logo/oxxo.png',
          desc: 'OXXO',
          payCode: 'OXXO',
          vCode: '93000412345678',
          BARcodeImg: '/__mock/media/barcode/93000412345678.png',
        },
      ],
    },
  ],
  noticeMsg: 'La extensión se aplica al acreditarse el pago.',
  note: 'Puede extender su préstamo hasta 7 días.',
};
const ok = (data: unknown) => ({ body: { code: 0, success: true, message: 'ok', data } });

describe('extension repayment screen', () => {
  beforeEach(() => {
    clearLaunchParams();
    resetFeedback();
  });

  it('shows the extension amount, its date and heading, the whole plan, notice and note', async () => {
    const fetch = fakeFetch(ok(extension));
    setFetch(fetch.impl);
    const view = renderRoute(RepayExtensionScreen, '/repay-extension', '', 'en');
    await settle();
    expect(fetch.requests[0]?.url.pathname).toBe('/throughout/v3/installment/loan-play-delay-detail');
    expect(view.container.querySelector('h1')?.textContent).toBe('Extension repayment');
    expect(view.container.querySelector('[data-testid="repay-amount"]')?.textContent).toBe('₹525,00');
    expect(view.container.textContent).toContain('New repayment date: 2026-12-14');
    expect(view.container.querySelector('h2')?.textContent).toBe('Extienda su plazo 7 días');
    // The plan is not folded.
    expect([...view.container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Fecha de pago actual',
      'Nueva fecha de pago',
      'Último día',
    ]);
    expect(view.container.textContent).toContain('La extensión se aplica al acreditarse el pago.');
    expect(view.container.textContent).toContain('Puede extender su préstamo hasta 7 días.');
    view.unmount();
  });

  it('a channel opens /carpmm with requestType=2 and the extension amount (order from the launch)', async () => {
    captureLaunchParams('?productId=7&orderId=555');
    setFetch(fakeFetch(ok(extension)).impl);
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
    setFetch(fakeFetch(ok(extension)).impl);
    const view = renderRoute(RepayExtensionScreen, '/repay-extension');
    await settle();
    click(view.container.querySelector('button[aria-label="Servicio al cliente"]'));
    expect(view.reached()).toBe('/Dag');
    view.unmount();
  });

  it('shows the error state when the server fails', async () => {
    setFetch(fakeFetch({ status: 500, body: { code: 500, message: 'boom', data: null } }).impl);
    const view = renderRoute(RepayExtensionScreen, '/repay-extension');
    await settle();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('No se pudo cargar la información');
    view.unmount();
  });
});
