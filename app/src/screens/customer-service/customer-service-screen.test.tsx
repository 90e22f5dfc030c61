import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearBridgeCalls, getBridgeCalls } from '../../shared/bridge/bridge';
import { DEFAULT_CONFIG, setConfig } from '../../shared/config/runtime-config';
import { getFeedbackState, resetFeedback } from '../../shared/feedback/feedback-store';
import { clearLaunchParams } from '../../shared/launch/launch-params';
import { answerWith, recordRequests, snapshotJson } from '../../shared/testing/msw/server';
import { buttonByText, click, render, settle } from '../../shared/testing/render';
import CustomerServiceScreen from './customer-service-screen';

// The default scenario's contacts: 800 123 4567, +52 55 1234 5678, soporte@creditoagil.mx.

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
    const sent = recordRequests();
    const view = render(<CustomerServiceScreen />);
    expect(view.container.textContent).toContain('Cargando…');
    await settle();
    expect(sent[0]?.url.pathname).toBe('/throughout/user-problem/get-whatsapp');
    expect(sent[0]?.url.searchParams.get('overall')).toBe('30');
    expect(view.container.querySelector('h1')?.textContent).toBe('Servicio al cliente');
    expect(view.container.textContent).toContain('800 123 4567');
    expect(view.container.querySelector('a')?.getAttribute('href')).toBe('mailto:soporte@creditoagil.mx');
    expect(view.container.textContent).not.toContain('+52 55 1234 5678');
    view.unmount();
  });
  it('tapping the phone calls the native dialler through the bridge', async () => {
    const view = render(<CustomerServiceScreen />, 'en');
    await settle();
    click(buttonByText(view.container, '800 123 4567'));
    expect(getBridgeCalls().map(({ action, arg }) => ({ action, arg }))).toEqual([{ action: 'callPhone', arg: '800 123 4567' }]);
    expect(view.container.textContent).toContain('Tap to call');
    view.unmount();
  });
  it('falls back to the config service phone when the server gives none', async () => {
    setConfig({ servicePhone: '800 000 1111' });
    answerWith('service-contacts-missing');
    const view = render(<CustomerServiceScreen />);
    await settle();
    expect(view.container.textContent).toContain('800 000 1111');
    expect(view.container.querySelector('a')).toBeNull();
    view.unmount();
  });
  it('shows the empty state when there is no contact at all', async () => {
    // No phone here nor in the config, and an e-mail that is not an address.
    answerWith('service-contacts-missing');
    const view = render(<CustomerServiceScreen />);
    await settle();
    expect(view.container.textContent).toContain('Los datos de contacto no están disponibles por ahora.');
    view.unmount();
  });
  it('toasts the message and shows the error state with retry when code is not 0', async () => {
    answerWith('service-unavailable');
    const { message } = snapshotJson('service-unavailable', 'get-whatsapp') as { message: string };
    const view = render(<CustomerServiceScreen />);
    await settle();
    expect(getFeedbackState().toasts.map((toast) => toast.message)).toEqual([message]);
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('No se pudo cargar la información');
    answerWith('default');
    click(buttonByText(view.container, 'Reintentar'));
    await settle();
    expect(view.container.textContent).toContain('800 123 4567');
    view.unmount();
  });
  it('shows the error state when the server fails', async () => {
    answerWith('server-error');
    const view = render(<CustomerServiceScreen />, 'en');
    await settle();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toContain('The information could not be loaded');
    view.unmount();
  });
});
