import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setFetch } from '../../shared/api/request';
import { getFeedbackState, resetFeedback } from '../../shared/feedback/feedback-store';
import { captureLaunchParams, clearLaunchParams } from '../../shared/launch/launch-params';
import { fakeFetch } from '../../shared/testing/fake-fetch';
import { buttonByText, click, settle } from '../../shared/testing/render';
import { currentLocation, initData, ok, renderAt } from '../../features/complaint/complaint-test-kit';
import { COMPLAINT_ORDER_STORAGE_KEY } from '../../features/complaint/complaint-storage';
import ComplaintEntryScreen from './complaint-entry-screen';

const toasts = () => getFeedbackState().toasts.map((toast) => toast.message);
const blocked = 'The selected order does not support sending collection types';

async function open(isShow = 1, language: 'es' | 'en' = 'es') {
  const fetch = fakeFetch(ok(initData(isShow)));
  setFetch(fetch.impl);
  const view = renderAt('/complaint', <ComplaintEntryScreen />, language);
  await settle();
  return { view, fetch };
}

describe('complaint entry', () => {
  beforeEach(() => {
    resetFeedback();
    clearLaunchParams();
    localStorage.clear();
  });
  afterEach(() => localStorage.clear());

  it('asks problem-init with the launch orderId and shows the shortcut, the order card and the types', async () => {
    captureLaunchParams('?sessionId=s1&orderId=10482');
    const { view, fetch } = await open();
    expect(fetch.requests[0]?.url.pathname).toBe('/throughout/user-problem/problem-init');
    expect(fetch.requests[0]?.url.searchParams.get('orderId')).toBe('10482');
    const shortcut = view.container.querySelector('a');
    expect(shortcut?.textContent).toBe('Mis quejas');
    expect(shortcut?.getAttribute('href')).toBe('/complaintList');
    expect(view.container.textContent).toContain('Crédito Ágil');
    expect(view.container.textContent).toContain('Pedido MX1');
    expect(view.container.textContent).toContain('Pendiente de pago');
    expect([...view.container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Monto', 'Fecha de vencimiento']);
    expect(view.container.querySelectorAll('button[aria-expanded]')).toHaveLength(1);
    for (const type of ['Cobranza', 'Pagos', 'Otros']) expect(buttonByText(view.container, type)).toBeDefined();
    view.unmount();
  });

  it('a type other than 1 goes straight to the form with problemType, problemSonType and orderNo', async () => {
    const { view } = await open();
    click(buttonByText(view.container, 'Pagos'));
    expect(currentLocation(view)).toBe('/complainPageNext?problemType=2&problemSonType=0&orderNo=MX1');
    view.unmount();
  });

  it('type 1 shows its sub-types; picking one goes to the form', async () => {
    const { view } = await open();
    expect(buttonByText(view.container, 'Llamadas excesivas')).toBeUndefined();
    click(buttonByText(view.container, 'Cobranza'));
    expect(buttonByText(view.container, 'Cobranza')?.getAttribute('aria-expanded')).toBe('true');
    click(buttonByText(view.container, 'Trato irrespetuoso'));
    expect(currentLocation(view)).toBe('/complainPageNext?problemType=1&problemSonType=12&orderNo=MX1');
    view.unmount();
  });

  it('type 1 on an order whose isShow is not 1 is blocked with the spec message, in both languages', async () => {
    for (const language of ['es', 'en'] as const) {
      resetFeedback();
      const { view } = await open(0, language);
      click(buttonByText(view.container, 'Cobranza'));
      expect(toasts()).toEqual([blocked]);
      expect(buttonByText(view.container, 'Llamadas excesivas')).toBeUndefined();
      expect(currentLocation(view)).toBe('');
      view.unmount();
    }
  });

  it("'All' lists every order; the picked one replaces the card and is kept in local storage", async () => {
    const { view } = await open();
    click(buttonByText(view.container, 'Todos'));
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Elija un pedido');
    expect(dialog?.querySelectorAll('li')).toHaveLength(3);
    click(buttonByText(dialog ?? document, 'Dinero Express'));
    expect(document.querySelector('[role="dialog"]')).toBeNull();
    expect(view.container.textContent).toContain('Pedido MX3');
    expect(localStorage.getItem(COMPLAINT_ORDER_STORAGE_KEY)).toBe('MX3');
    // The picked order (isShow 0) now blocks collection complaints.
    click(buttonByText(view.container, 'Cobranza'));
    expect(toasts()).toEqual([blocked]);
    click(buttonByText(view.container, 'Otros'));
    expect(currentLocation(view)).toBe('/complainPageNext?problemType=3&problemSonType=0&orderNo=MX3');
    view.unmount();
  });

  it('shows the kept order again when the borrower comes back', async () => {
    localStorage.setItem(COMPLAINT_ORDER_STORAGE_KEY, 'MX2');
    const { view } = await open();
    expect(view.container.textContent).toContain('Pedido MX2');
    view.unmount();
  });

  it('says so when the borrower has no order', async () => {
    setFetch(fakeFetch(ok({ ...initData(), orderDetail: null, orderList: [] })).impl);
    const view = renderAt('/complaint', <ComplaintEntryScreen />, 'en');
    await settle();
    expect(view.container.textContent).toContain('You have no orders to complain about.');
    view.unmount();
  });

  it('shows the error state with retry when problem-init fails, then loads', async () => {
    setFetch(fakeFetch({ status: 500, body: { code: 500, message: 'x', data: null } }, ok(initData())).impl);
    const view = renderAt('/complaint', <ComplaintEntryScreen />);
    await settle();
    expect(view.container.querySelector('[role="alert"]')).not.toBeNull();
    click(buttonByText(view.container, 'Reintentar'));
    await settle();
    expect(view.container.textContent).toContain('Pedido MX1');
    view.unmount();
  });
});
