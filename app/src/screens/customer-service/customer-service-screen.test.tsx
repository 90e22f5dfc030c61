import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setFetch } from '../../shared/api/request';
import { clearBridgeCalls, getBridgeCalls } from '../../shared/bridge/bridge';
import { DEFAULT_CONFIG, setConfig } from '../../shared/config/runtime-config';
import { getFeedbackState, resetFeedback } from '../../shared/feedback/feedback-store';
import { clearLaunchParams } from '../../shared/launch/launch-params';
import { fakeFetch } from '../../shared/testing/fake-fetch';
import { buttonByText, click, render, settle } from '../../shared/testing/render';
import CustomerServiceScreen from './customer-service-screen';

const contacts = { code: 0, message: 'ok', data: { phone: '800 123 4567', va: '+52 55 9999 0000', email: 'ayuda@example.mx' } };

describe('customer service screen', () => {
  beforeEach(() => {
    clearBridgeCalls();
    clearLaunchParams();
    resetFeedback();
    setConfig(DEFAULT_CONFIG);
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => setConfig(DEFAULT_CONFIG));

  it('asks get-whatsapp with overall=30, shows phone and e-mail, not WhatsApp', async () => {
    const fetch = fakeFetch({ body: contacts });
    setFetch(fetch.impl);
    const view = render(<CustomerServiceScreen />);
    expect(view.container.textContent).toContain('Cargando…');
    await settle();
    expect(fetch.requests[0]?.url.pathname).toBe('/throughout/user-problem/get-whatsapp');
    expect(fetch.requests[0]?.url.searchParams.get('overall')).toBe('30');
    expect(view.container.querySelector('h1')?.textContent).toBe('Servicio al cliente');
    expect(view.container.textContent).toContain('800 123 4567');
    expect(view.container.querySelector('a')?.getAttribute('href')).toBe('mailto:ayuda@example.mx');
    expect(view.container.textContent).not.toContain('+52 55 9999 0000');
    view.unmount();
  });
  it('tapping the phone calls the native dialler through the bridge', async () => {
    setFetch(fakeFetch({ body: contacts }).impl);
    const view = render(<CustomerServiceScreen />, 'en');
    await settle();
    click(buttonByText(view.container, '800 123 4567'));
    expect(getBridgeCalls().map(({ action, arg }) => ({ action, arg }))).toEqual([
      { action: 'callPhone', arg: '800 123 4567' },
    ]);
    expect(view.container.textContent).toContain('Tap to call');
    view.unmount();
  });
  it('falls back to the config service phone when the server gives none', async () => {
    setConfig({ servicePhone: '800 000 1111' });
    setFetch(fakeFetch({ body: { ...contacts, data: { phone: '', va: '', email: '' } } }).impl);
    const view = render(<CustomerServiceScreen />);
    await settle();
    expect(view.container.textContent).toContain('800 000 1111');
    expect(view.container.querySelector('a')).toBeNull();
    view.unmount();
  });
  it('shows the empty state when there is no contact at all', async () => {
    setFetch(fakeFetch({ body: { ...contacts, data: { phone: '', va: '', email: 'not-an-email' } } }).impl);
    const view = render(<CustomerServiceScreen />);
    await settle();
    expect(view.container.textContent).toContain('Los datos de contacto no están disponibles por ahora.');
    view.unmount();
  });
  it('toasts the message and shows the error state with retry when code is not 0', async () => {
    const fetch = fakeFetch({ body: { code: 3, message: 'Sesión vencida', data: null } }, { body: contacts });
    setFetch(fetch.impl);
    const view = render(<CustomerServiceScreen />);
    await settle();
    expect(getFeedbackState().toasts.map((toast) => toast.message)).toEqual(['Sesión vencida']);
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('No se pudo cargar la información');
    click(buttonByText(view.container, 'Reintentar'));
    await settle();
    expect(view.container.textContent).toContain('800 123 4567');
    view.unmount();
  });
  it('shows the error state when the server fails', async () => {
    setFetch(fakeFetch({ status: 500, body: { code: 500, message: 'boom', data: null } }).impl);
    const view = render(<CustomerServiceScreen />, 'en');
    await settle();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('The information could not be loaded');
    view.unmount();
  });
});
