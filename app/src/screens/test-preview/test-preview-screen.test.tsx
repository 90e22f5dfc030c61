import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_ACTIONS, clearBridgeCalls, getBridgeCalls } from '../../shared/bridge/bridge';
import { bridgeSamples } from './bridge-samples';
import { DEFAULT_CONFIG, setConfig } from '../../shared/config/runtime-config';
import { formatDate } from '../../shared/format/date';
import { fakeWrapperCalls, installFakeWrapper, removeFakeWrapper } from '../../shared/testing/fake-wrapper';
import { captureLaunchParams, clearLaunchParams } from '../../shared/launch/launch-params';
import { buttonByText, click, render, settle, type Rendered } from '../../shared/testing/render';
import { previewHref, valuesFrom } from './preview-links';
import TestPreviewScreen from './test-preview-screen';

let view: Rendered | undefined;

const LAUNCH =
  '?sessionId=s-1&deviceId=d-1&appVersion=2.3.0&deviceName=Pixel&osVersion=14&advertisingId=ad-1&productId=7&orderId=MX1&language=1';

function field(root: HTMLElement, name: string): HTMLTextAreaElement {
  return root.querySelector(`textarea[name="${name}"]`) as HTMLTextAreaElement;
}

function type(input: HTMLTextAreaElement, value: string) {
  act(() => {
    Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(input, value);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
}

const link = (root: HTMLElement, text: string) =>
  [...root.querySelectorAll('a')].find((a) => a.textContent === text)?.getAttribute('href') ?? '';

describe('test preview page', () => {
  beforeEach(() => {
    clearLaunchParams();
    captureLaunchParams(LAUNCH);
    clearBridgeCalls();
    setConfig({ ...DEFAULT_CONFIG, servicePhone: '800 123 4567' });
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => {
    view?.unmount();
    clearLaunchParams();
    setConfig(DEFAULT_CONFIG);
  });

  it('fills the eight fields from the launch parameters', () => {
    view = render(<TestPreviewScreen />, 'en');
    const root = view.container;
    expect(
      ['appVersion', 'deviceName', 'deviceId', 'osVersion', 'sessionId', 'advertisingId', 'productId', 'orderId'].map(
        (name) => field(root, name).value,
      ),
    ).toEqual(['2.3.0', 'Pixel', 'd-1', '14', 's-1', 'ad-1', '7', 'MX1']);
  });

  it("names the page's build, and nothing where there is none (the dev server, Storybook)", () => {
    view = render(<TestPreviewScreen />, 'en');
    expect(view.container.querySelector('[data-testid="build-id"]')).toBeNull();
    view.unmount();
    const meta = Object.assign(document.createElement('meta'), { name: 'build-id', content: '0.1.0+2a2d66c.5d41402abc' });
    document.head.append(meta);
    try {
      view = render(<TestPreviewScreen />, 'es');
      expect(view.container.querySelector('[data-testid="build-id"]')?.textContent).toBe('Compilación: 0.1.0+2a2d66c.5d41402abc');
    } finally {
      meta.remove();
    }
  });

  it("keeps QA's edits of the fields through a reload of the page", () => {
    view = render(<TestPreviewScreen />, 'en');
    type(field(view.container, 'productId'), '42');
    view.unmount();
    view = render(<TestPreviewScreen />, 'en');
    expect(field(view.container, 'productId').value).toBe('42');
    expect(field(view.container, 'orderId').value).toBe('MX1');
  });

  it('opens each screen with the fields in the query; an edit reaches the links', () => {
    view = render(<TestPreviewScreen />, 'en');
    const root = view.container;
    const service = new URL(link(root, 'Customer service'), 'http://x');
    expect(service.pathname).toBe('/customer-service');
    expect(Object.fromEntries(service.searchParams)).toEqual({
      appVersion: '2.3.0',
      deviceName: 'Pixel',
      deviceId: 'd-1',
      osVersion: '14',
      sessionId: 's-1',
      advertisingId: 'ad-1',
      productId: '7',
      orderId: 'MX1',
      language: '1',
    });
    type(field(root, 'sessionId'), 'edited session');
    expect(new URL(link(root, 'Customer service'), 'http://x').searchParams.get('sessionId')).toBe('edited session');
    expect(link(root, 'Repayment instructions')).toMatch(/^\/carpmm\?.*sessionId=edited\+session/);
    expect(
      ['Loan confirm', 'Order detail', 'Repay', 'Extension', 'About us', 'Complaint', 'Privacy policy'].map(
        (text) => link(root, text).split('?')[0],
      ),
    ).toEqual(['/loan-confirm', '/order-detail', '/repay', '/repay-extension', '/about-us', '/complaint', '/privacy-policy']);
  });

  it('bind bank starts the native bank flow; each bridge button is logged on the page', () => {
    view = render(<TestPreviewScreen />, 'en');
    const root = view.container;
    click(buttonByText(root, 'Bind bank'));
    for (const text of ['Go home', 'Go to "Mine"', 'Go to login', 'Call the phone', 'Rate in store', 'Confirm tracking point'])
      click(buttonByText(root, text));
    const sent = getBridgeCalls().map((call) => [call.action, call.arg ?? '']);
    expect(sent).toEqual([
      ['startBankFlow', ''],
      ['goHome', ''],
      ['goMine', ''],
      ['goLogin', ''],
      ['callPhone', '800 123 4567'],
      ['goRateApp', ''],
      ['confirmTrackingPoint', '7'],
    ]);
    const logged = [...root.querySelectorAll('li[data-action]')].map((li) => li.getAttribute('data-action'));
    expect(logged).toEqual(sent.map(([action]) => action).reverse());
    expect(root.querySelector('li[data-action="confirmTrackingPoint"]')?.textContent).toBe(
      `${formatDate(getBridgeCalls().at(-1)?.at ?? 0, true).slice(11)} confirmTrackingPoint(7) → browser` +
        'Nothing sent, only logged: console.info("[bridge] confirmTrackingPoint", "7")',
    );
  });

  it('lists every action of the bridge with where its call goes, and fires each with a sample argument', () => {
    // An Android app that registered every action but goRateApp.
    installFakeWrapper({ platform: 'android', actions: BRIDGE_ACTIONS.filter((action) => action !== 'goRateApp') });
    try {
      view = render(<TestPreviewScreen />, 'en');
      const root = view.container;
      const rows = [...root.querySelectorAll('li[data-bridge-action]')];
      expect(rows.map((row) => row.getAttribute('data-bridge-action'))).toEqual([...BRIDGE_ACTIONS]);
      expect(root.textContent).toContain(
        `In the Android app: the page calls its AndroidBridge interface. ${BRIDGE_ACTIONS.length - 1} of ${BRIDGE_ACTIONS.length} actions registered. Missing: goRateApp.`,
      );
      const row = (action: string) => root.querySelector(`li[data-bridge-action="${action}"]`);
      expect(row('goRateApp')?.textContent).toContain('Missing: a call only reaches the console');
      expect(row('callPhone')?.textContent).toContain('Registered (Android method)');
      expect(row('callPhone')?.textContent).toContain('Argument: "800 123 4567"');
      expect(row('goHome')?.textContent).toContain('No argument');
      expect(row('openPage')?.textContent).toContain('Argument: "https://example.com/"');
      for (const action of BRIDGE_ACTIONS) click(row(action)?.querySelector('button'));
      // Every registered action with its sample (none for an action without argument).
      const samples = bridgeSamples('800 123 4567', '7');
      expect(fakeWrapperCalls()).toEqual(
        BRIDGE_ACTIONS.filter((action) => action !== 'goRateApp').map(
          (action) => `${action}(${samples[action] === undefined ? '' : JSON.stringify(samples[action])})`,
        ),
      );
      expect(fakeWrapperCalls()).toContain('openPage("https://example.com/")');
      expect(fakeWrapperCalls()).toContain('confirmTrackingPoint("7")');
      const logged = (action: string) => root.querySelector(`li[data-action="${action}"]`)?.textContent ?? '';
      expect(logged('callPhone')).toContain('Android interface method: window.AndroidBridge.callPhone("800 123 4567")');
      expect(logged('goHome')).toContain('Android interface method: window.AndroidBridge.goHome()');
      expect(logged('goRateApp')).toContain('Nothing sent, only logged: console.info("[bridge] goRateApp", "")');
    } finally {
      removeFakeWrapper();
    }
  });

  it('in a plain browser says no app registered anything', () => {
    view = render(<TestPreviewScreen />, 'es');
    const root = view.container;
    expect(root.textContent).toContain('En un navegador, sin app: ninguna acción está registrada');
    expect([...root.querySelectorAll('li[data-bridge-action]')].map((row) => row.getAttribute('data-status'))).toEqual(
      BRIDGE_ACTIONS.map(() => 'browser'),
    );
    expect(root.querySelector('li[data-bridge-action="goHome"]')?.textContent).toContain('No registrada (navegador)');
  });

  it('a field keeps one line: a pasted line break is dropped, and its copy for the height follows the value', () => {
    view = render(<TestPreviewScreen />, 'es');
    const session = field(view.container, 'sessionId');
    type(session, 'sesion-de-qa\n0042');
    expect(session.value).toBe('sesion-de-qa0042');
    expect(session.parentElement?.dataset.value).toBe('sesion-de-qa0042');
  });

  it('the tracking point sends the edited product id', () => {
    view = render(<TestPreviewScreen />, 'es');
    type(field(view.container, 'productId'), '42');
    click(buttonByText(view.container, 'Confirmar punto de seguimiento'));
    expect(getBridgeCalls().at(-1)).toMatchObject({ action: 'confirmTrackingPoint', arg: '42' });
  });

  it('shows a picked file with its size and an image preview', () => {
    vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:preview-1');
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    view = render(<TestPreviewScreen />, 'en');
    const input = view.container.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File([new Uint8Array(1234)], 'photo.png', { type: 'image/png' });
    Object.defineProperty(input, 'files', { value: [file] });
    act(() => {
      input.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(view.container.textContent).toContain('photo.png');
    expect(view.container.textContent).toContain('1.234 bytes');
    expect(view.container.querySelector('img[alt="Preview of photo.png"]')?.getAttribute('src')).toBe('blob:preview-1');
  });

  it('shows the geolocation refusal (no geolocation here)', async () => {
    view = render(<TestPreviewScreen />, 'en');
    click(buttonByText(view.container, 'Test geolocation'));
    await settle();
    expect(view.container.textContent).toContain('This browser has no geolocation.');
  });

  it('leaves empty fields out of the query', () => {
    expect(previewHref('repay', { ...valuesFrom({}), orderId: 'A 1' }, undefined)).toBe('/repay?orderId=A+1');
  });
});
