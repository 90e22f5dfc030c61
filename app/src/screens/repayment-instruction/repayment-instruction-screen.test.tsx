import { beforeEach, describe, expect, it } from 'vitest';
import { renderRoute } from '../../features/repayment-channels/render-route.test-helper';
import { getFeedbackState, resetFeedback } from '../../shared/feedback/feedback-store';
import { clearLaunchParams } from '../../shared/launch/launch-params';
import { answerWith, formOf, recordRequests, snapshotJson } from '../../shared/testing/msw/server';
import { buttonByText, click, settle } from '../../shared/testing/render';
import RepaymentInstructionScreen from './repayment-instruction-screen';

const QUERY = '?requestType=2&amount=345000&payCode=OXXO&productId=3&orderId=10482';

describe('repayment instruction screen', () => {
  beforeEach(() => {
    clearLaunchParams();
    resetFeedback();
  });

  it('posts generate-vcode with the query and shows amount, code, voucher, company, sections, images', async () => {
    const sent = recordRequests();
    const view = renderRoute(RepaymentInstructionScreen, '/carpmm', QUERY);
    await settle();
    const request = sent[0];
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe('/throughout/v3/loan-details/generate-vcode');
    expect(await formOf(request)).toEqual({
      productId: '3',
      orderId: '10482',
      amount: '345000',
      payCode: 'OXXO',
      requestType: '2',
    });
    const text = view.container.textContent;
    expect(view.container.querySelector('[data-testid="instruction-amount"]')?.textContent).toBe('$3.450,00');
    expect(view.container.querySelector('[data-testid="instruction-voucher"]')?.textContent).toBe('93000412345678');
    expect(view.container.querySelector('img[alt="Código QR del pago 93000412345678"]')?.getAttribute('src')).toContain(
      '/__mock/media/qr/93000412345678.png',
    );
    expect(text).toContain('Pago en OXXO');
    expect(text).toContain('Muestre el código en caja y pague el monto exacto.');
    expect(view.container.querySelector('button[aria-label="Copiar el nombre de la empresa Financiera Ágil S.A. de C.V."]')).not.toBeNull();
    expect([...view.container.querySelectorAll('h2')].map((h) => h.textContent)).toEqual([
      'Pago en OXXO',
      'Pasos para pagar',
      'Importante',
      'Ejemplo de comprobante',
    ]);
    expect(view.container.querySelector('a[href="mailto:pagos@creditoagil.mx"]')?.textContent).toBe('pagos@creditoagil.mx');
    expect(view.container.querySelector('img[alt="Ejemplo de comprobante (imagen 1 de 1)"]')).not.toBeNull();
    expect(view.container.querySelector('img[alt="Logotipo de Financiera Ágil S.A. de C.V."]')).not.toBeNull();
    view.unmount();
  });

  it('without imgList shows no image section', async () => {
    answerWith('instruction-no-images');
    const view = renderRoute(RepaymentInstructionScreen, '/carpmm', QUERY, 'en');
    await settle();
    expect(view.container.querySelector('[data-testid="instruction-amount"]')?.textContent).toBe('₹3.450,00');
    expect(view.container.querySelector('[data-testid="instruction-images"]')).toBeNull();
    view.unmount();
  });

  it.each([
    ['?payCode=OXXO&productId=3&orderId=1', 'monto válido'],
    ['?amount=12a&payCode=OXXO&productId=3&orderId=1', 'monto válido'],
    ['?amount=345000&productId=3&orderId=1', 'canal de pago'],
    ['?amount=345000&payCode=OXXO', 'préstamo'],
  ])('says what is wrong with %s and calls no server', async (search, said) => {
    const sent = recordRequests();
    const view = renderRoute(RepaymentInstructionScreen, '/carpmm', search);
    await settle();
    expect(sent).toHaveLength(0);
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain(said);
    view.unmount();
  });

  it('toasts a refusal and shows the error state (the order is not repaid); retry asks again', async () => {
    answerWith('vcode-fail');
    const { message } = snapshotJson('vcode-fail', 'generate-vcode') as { message: string };
    const sent = recordRequests();
    const view = renderRoute(RepaymentInstructionScreen, '/carpmm', QUERY);
    await settle();
    expect(getFeedbackState().toasts.map((toast) => toast.message)).toEqual([message]);
    // The refusal asked loan details whether the order was repaid meanwhile: it is not.
    expect(sent.map((request) => request.url.pathname)).toEqual([
      '/throughout/v3/loan-details/generate-vcode',
      '/throughout/v3/loan-details/loan-details',
    ]);
    answerWith('default');
    click(buttonByText(view.container, 'Reintentar'));
    await settle();
    expect(sent).toHaveLength(3);
    expect(view.container.querySelector('[data-testid="instruction-voucher"]')).not.toBeNull();
    view.unmount();
  });
});
