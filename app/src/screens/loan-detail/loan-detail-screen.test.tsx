import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setFetch } from '../../shared/api/request';
import { clearBridgeCalls, getBridgeCalls } from '../../shared/bridge/bridge';
import { resetFeedback } from '../../shared/feedback/feedback-store';
import { captureLaunchParams, clearLaunchParams } from '../../shared/launch/launch-params';
import { fakeFetch } from '../../shared/testing/fake-fetch';
import { buttonByText, click, render, settle } from '../../shared/testing/render';
import LoanDetailScreen from './loan-detail-screen';

const order = {
  orderStatus: 174,
  noticeStatusText: 'Pendiente de pago',
  noticeDesText: 'Pague antes del 2026-12-07.',
  productName: 'Crédito Ágil',
  productLogo: '/logo.png',
  userOrderDetail: { detail: [{ text: 'Número de orden', value: 'MX1' }] },
  inside: 0,
  isScore: 0,
  h5Url: '',
  isDelay: 0,
  isNewContract: '',
};
const envelope = (data: object) => ({ code: 0, success: true, message: 'ok', data });

function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}

function renderScreen(data: object, ...more: object[]) {
  const fetch = fakeFetch({ body: envelope({ ...order, ...data }) }, ...more.map((body) => ({ body })));
  setFetch(fetch.impl);
  const view = render(
    <MemoryRouter initialEntries={['/loan-detail']}>
      <Routes>
        <Route path="/loan-detail" element={<LoanDetailScreen />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
  return { view, fetch };
}

const buttons = (root: HTMLElement) => [...root.querySelectorAll('main button')].map((b) => b.textContent);
const where = (root: HTMLElement) => root.querySelector('[data-testid="where"]')?.textContent ?? null;

describe('loan details screen', () => {
  beforeEach(() => {
    clearBridgeCalls();
    clearLaunchParams();
    captureLaunchParams('?sessionId=s1&productId=3&orderId=10482&language=2');
    resetFeedback();
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });

  it.each([
    [21, 0, []],
    [151, 1, []],
    [110, 1, []],
    [174, 0, ['Pagar']],
    [174, 1, ['Pagar', 'Extender plazo']],
    [180, 1, ['Pagar', 'Extender plazo']],
    [200, 1, ['Pedir de nuevo']],
    [999, 1, []],
  ])('status %i with isDelay %i shows %j', async (orderStatus, isDelay, expected) => {
    const { view } = renderScreen({ orderStatus, isDelay });
    await settle();
    expect(buttons(view.container)).toEqual(expected);
    const icon = view.container.querySelector('[data-status-icon]');
    expect(icon?.getAttribute('data-status-icon')).toBe(String(orderStatus === 999 ? 21 : orderStatus));
    expect(icon?.getAttribute('aria-label')).toBeTruthy();
    expect(view.container.textContent?.includes('Número de orden')).toBe(orderStatus !== 110);
    view.unmount();
  });

  it('the extension reminder: confirm goes to /repay-extension, no need to /repay, with the launch query', async () => {
    for (const [answer, path] of [
      ['Confirmar', '/repay-extension'],
      ['No es necesario', '/repay'],
    ] as const) {
      const { view } = renderScreen({ isDelay: 1 });
      await settle();
      click(buttonByText(view.container, 'Extender plazo'));
      const dialog = view.container.querySelector('[role="dialog"]');
      expect(dialog?.textContent).toContain('7 días');
      click(buttonByText(dialog as HTMLElement, answer));
      const url = new URL(where(view.container) ?? '', 'http://x');
      expect(url.pathname).toBe(path);
      expect(Object.fromEntries(url.searchParams)).toMatchObject({ sessionId: 's1', productId: '3', orderId: '10482' });
      view.unmount();
    }
  });

  it('borrow again goes to the loan confirm', async () => {
    const { view } = renderScreen({ orderStatus: 200 });
    await settle();
    click(buttonByText(view.container, 'Pedir de nuevo'));
    expect(where(view.container)).toMatch(/^\/loan-confirm\?/);
    view.unmount();
  });

  it('rating: none says so, 3 stars thanks, 5 stars asks the native store rating', async () => {
    const ok = { code: 0, success: true, message: 'ok', data: {} };
    const { view, fetch } = renderScreen({ isScore: 1 }, ok, ok);
    await settle();
    let dialog = view.container.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain('Califique nuestro servicio');
    click(buttonByText(dialog, 'Enviar'));
    expect(dialog.querySelector('[role="alert"]')?.textContent).toBe('Seleccione una calificación');
    click(dialog.querySelector('[aria-label="3 de 5 estrellas"]'));
    click(buttonByText(dialog, 'Enviar'));
    await settle();
    expect(fetch.requests[1]?.body).toBe('score=3');
    dialog = view.container.querySelector('[role="dialog"]') as HTMLElement;
    expect(dialog.textContent).toContain('¡Gracias por su opinión!');
    expect(getBridgeCalls()).toHaveLength(0);
    view.unmount();

    const second = renderScreen({ isScore: 1 }, ok);
    await settle();
    dialog = second.view.container.querySelector('[role="dialog"]') as HTMLElement;
    click(dialog.querySelector('[aria-label="5 de 5 estrellas"]'));
    click(buttonByText(dialog, 'Enviar'));
    await settle();
    await settle();
    expect(getBridgeCalls().map((call) => call.action)).toEqual(['goRateApp']);
    expect(second.view.container.querySelector('[role="dialog"]')).toBeNull();
    second.view.unmount();
  });

  it('h5Url opens through the bridge only when http(s)', async () => {
    const { view } = renderScreen({ h5Url: 'https://h5.example.mx/p' });
    await settle();
    click(buttonByText(view.container, 'Más información'));
    expect(getBridgeCalls().map(({ action, arg }) => ({ action, arg }))).toEqual([
      { action: 'openPage', arg: 'https://h5.example.mx/p' },
    ]);
    view.unmount();
    const unsafe = renderScreen({ h5Url: 'javascript:alert(1)' });
    await settle();
    expect(buttonByText(unsafe.view.container, 'Más información')).toBeUndefined();
    unsafe.view.unmount();
  });

  it('success with no order shows the empty state', async () => {
    setFetch(fakeFetch({ body: { code: 0, success: true, message: 'ok', data: null } }).impl);
    const view = render(
      <MemoryRouter initialEntries={['/loan-detail']}>
        <LoanDetailScreen />
      </MemoryRouter>,
    );
    await settle();
    expect(view.container.textContent).toContain('No hay información por ahora.');
    expect(view.container.querySelector('[role="dialog"]')).toBeNull();
    view.unmount();
  });
});
