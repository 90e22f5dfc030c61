import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getFeedbackState, resetFeedback } from '../../shared/feedback/feedback-store';
import { captureLaunchParams, clearLaunchParams } from '../../shared/launch/launch-params';
import { answerWith, recordRequests } from '../../shared/testing/msw/server';
import { buttonByText, click, settle } from '../../shared/testing/render';
import { currentLocation, renderAt } from '../../features/complaint/complaint-test-kit';
import { COMPLAINT_ORDER_STORAGE_KEY } from '../../features/complaint/complaint-storage';
import ComplaintEntryScreen from './complaint-entry-screen';

const toasts = () => getFeedbackState().toasts.map((toast) => toast.message);
const blocked = 'The selected order does not support sending collection types';

// The default scenario's orders: MX202611220001 (Crédito Ágil, the launch order), MX202610050007
// (Presta Ya) and MX202609140003 (Dinero Express, isShow 0).
const FIRST = 'MX202611220001';
const SECOND = 'MX202610050007';
const THIRD = 'MX202609140003';

/** The screen in `scenario`; its requests are recorded. */
async function open(scenario = 'default', language: 'es' | 'en' = 'es') {
  answerWith(scenario);
  const sent = recordRequests();
  const view = renderAt('/complaint', <ComplaintEntryScreen />, language);
  await settle();
  return { view, sent };
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
    const { view, sent } = await open();
    expect(sent[0]?.url.pathname).toBe('/throughout/user-problem/problem-init');
    expect(sent[0]?.url.searchParams.get('orderId')).toBe('10482');
    const shortcut = view.container.querySelector('a');
    expect(shortcut?.textContent).toBe('Mis quejas');
    expect(shortcut?.getAttribute('href')).toBe('/complaintList');
    expect(view.container.textContent).toContain('Crédito Ágil');
    expect(view.container.textContent).toContain(`Pedido ${FIRST}`);
    expect(view.container.textContent).toContain('Pendiente de pago');
    expect([...view.container.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Monto', 'Fecha de vencimiento']);
    expect(view.container.querySelectorAll('button[aria-expanded]')).toHaveLength(1);
    for (const type of ['Cobranza', 'Pagos', 'Otros']) expect(buttonByText(view.container, type)).toBeDefined();
    view.unmount();
  });

  it('a type other than 1 goes straight to the form with problemType, problemSonType and orderNo', async () => {
    const { view } = await open();
    click(buttonByText(view.container, 'Pagos'));
    expect(currentLocation(view)).toBe(`/complainPageNext?problemType=2&problemSonType=0&orderNo=${FIRST}`);
    view.unmount();
  });

  it('type 1 shows its sub-types; picking one goes to the form', async () => {
    const { view } = await open();
    expect(buttonByText(view.container, 'Llamadas excesivas')).toBeUndefined();
    click(buttonByText(view.container, 'Cobranza'));
    expect(buttonByText(view.container, 'Cobranza')?.getAttribute('aria-expanded')).toBe('true');
    click(buttonByText(view.container, 'Trato irrespetuoso'));
    expect(currentLocation(view)).toBe(`/complainPageNext?problemType=1&problemSonType=12&orderNo=${FIRST}`);
    view.unmount();
  });

  it('type 1 on an order whose isShow is not 1 is blocked with the spec message, in both languages', async () => {
    for (const language of ['es', 'en'] as const) {
      resetFeedback();
      const { view } = await open('complaint-collection-blocked', language);
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
    expect(view.container.textContent).toContain(`Pedido ${THIRD}`);
    expect(localStorage.getItem(COMPLAINT_ORDER_STORAGE_KEY)).toBe(THIRD);
    // The picked order (isShow 0) now blocks collection complaints.
    click(buttonByText(view.container, 'Cobranza'));
    expect(toasts()).toEqual([blocked]);
    click(buttonByText(view.container, 'Otros'));
    expect(currentLocation(view)).toBe(`/complainPageNext?problemType=3&problemSonType=0&orderNo=${THIRD}`);
    view.unmount();
  });

  it('shows the kept order again when the borrower comes back', async () => {
    localStorage.setItem(COMPLAINT_ORDER_STORAGE_KEY, SECOND);
    const { view } = await open();
    expect(view.container.textContent).toContain(`Pedido ${SECOND}`);
    view.unmount();
  });

  it('says so when the borrower has no order', async () => {
    const { view } = await open('complaint-no-orders', 'en');
    expect(view.container.textContent).toContain('You have no orders to complain about.');
    view.unmount();
  });

  it('shows the error state with retry when problem-init fails, then loads', async () => {
    const { view } = await open('server-error');
    expect(view.container.querySelector('[role="alert"]')).not.toBeNull();
    answerWith('default');
    click(buttonByText(view.container, 'Reintentar'));
    await settle();
    expect(view.container.textContent).toContain(`Pedido ${FIRST}`);
    view.unmount();
  });
});
