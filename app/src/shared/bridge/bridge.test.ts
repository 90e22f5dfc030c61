import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as bridge from './bridge';

type NativeWindow = Window & { webkit?: unknown; AndroidBridge?: unknown };
const win = window as NativeWindow;

describe('native bridge', () => {
  beforeEach(() => {
    bridge.clearBridgeCalls();
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => {
    delete win.webkit;
    delete win.AndroidBridge;
  });

  it('records every action in a plain browser', () => {
    bridge.openPage('https://example.mx/x');
    bridge.closeWebView();
    bridge.goHome();
    bridge.goMine();
    bridge.goLogin();
    bridge.callPhone('8001234567');
    bridge.goRateApp();
    bridge.confirmTrackingPoint('3');
    bridge.startBankFlow();
    bridge.endBankFlow();
    expect(bridge.getBridgeCalls().map(({ action, arg, target }) => ({ action, arg, target }))).toEqual([
      { action: 'openPage', arg: 'https://example.mx/x', target: 'browser' },
      { action: 'closeWebView', arg: undefined, target: 'browser' },
      { action: 'goHome', arg: undefined, target: 'browser' },
      { action: 'goMine', arg: undefined, target: 'browser' },
      { action: 'goLogin', arg: undefined, target: 'browser' },
      { action: 'callPhone', arg: '8001234567', target: 'browser' },
      { action: 'goRateApp', arg: undefined, target: 'browser' },
      { action: 'confirmTrackingPoint', arg: '3', target: 'browser' },
      { action: 'startBankFlow', arg: undefined, target: 'browser' },
      { action: 'endBankFlow', arg: undefined, target: 'browser' },
    ]);
    bridge.clearBridgeCalls();
    expect(bridge.getBridgeCalls()).toEqual([]);
  });
  it('posts to the iOS message handler when present', () => {
    const postMessage = vi.fn();
    win.webkit = { messageHandlers: { callPhone: { postMessage }, goHome: { postMessage } } };
    bridge.callPhone('555');
    bridge.goHome();
    expect(postMessage.mock.calls).toEqual([['555'], ['']]);
    expect(bridge.getBridgeCalls().map((call) => call.target)).toEqual(['ios', 'ios']);
  });
  it('calls the Android interface when present', () => {
    const confirmTrackingPoint = vi.fn();
    const goRateApp = vi.fn();
    win.AndroidBridge = { confirmTrackingPoint, goRateApp };
    bridge.confirmTrackingPoint('9');
    bridge.goRateApp();
    expect(confirmTrackingPoint).toHaveBeenCalledWith('9');
    expect(goRateApp).toHaveBeenCalledWith();
    expect(bridge.getBridgeCalls().at(-1)?.target).toBe('android');
  });
  it('closing the web view and ending the bank flow swallow errors; others do not', () => {
    const boom = () => {
      throw new Error('native gone');
    };
    win.AndroidBridge = { closeWebView: boom, endBankFlow: boom, goHome: boom };
    expect(() => bridge.closeWebView()).not.toThrow();
    expect(() => bridge.endBankFlow()).not.toThrow();
    expect(() => bridge.goHome()).toThrow('native gone');
  });
  it('reports each call to subscribers until they stop', () => {
    const listener = vi.fn();
    const stop = bridge.onBridgeCall(listener);
    bridge.goMine();
    stop();
    bridge.goMine();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.calls[0]?.[0]).toMatchObject({ action: 'goMine', target: 'browser' });
  });
  it('says which app the page runs in and where each action would go', () => {
    const routes = (...actions: bridge.BridgeAction[]) => actions.map(bridge.bridgeRoute);
    expect(bridge.bridgeWrapper()).toBe('browser');
    expect(bridge.BRIDGE_ACTIONS.map(bridge.bridgeRoute)).toEqual(bridge.BRIDGE_ACTIONS.map(() => 'browser'));
    win.AndroidBridge = { callPhone: vi.fn(), goHome: vi.fn(), goMine: 'not a method' };
    expect(bridge.bridgeWrapper()).toBe('android');
    expect(routes('callPhone', 'goHome', 'goMine', 'goRateApp')).toEqual(['android', 'android', 'browser', 'browser']);
    win.webkit = { messageHandlers: { goRateApp: { postMessage: vi.fn() }, goHome: {} } };
    expect(bridge.bridgeWrapper()).toBe('ios');
    // First match wins: the iOS handler, else the Android method; a handler without postMessage is none.
    expect(routes('goRateApp', 'goHome', 'callPhone', 'endBankFlow')).toEqual(['ios', 'android', 'android', 'browser']);
  });
  it('records what each platform received, and the statement it ran', () => {
    win.webkit = { messageHandlers: { callPhone: { postMessage: vi.fn() }, goHome: { postMessage: vi.fn() } } };
    bridge.callPhone('800 "1"');
    bridge.goHome();
    delete win.webkit;
    win.AndroidBridge = { confirmTrackingPoint: vi.fn(), goRateApp: vi.fn() };
    bridge.confirmTrackingPoint('7');
    bridge.goRateApp();
    bridge.goLogin();
    const calls = bridge.getBridgeCalls();
    expect(calls.map((call) => call.sent)).toEqual([['800 "1"'], [''], ['7'], [], []]);
    expect(calls.map(bridge.bridgeCallCode)).toEqual([
      'window.webkit.messageHandlers.callPhone.postMessage("800 \\"1\\"")',
      'window.webkit.messageHandlers.goHome.postMessage("")',
      'window.AndroidBridge.confirmTrackingPoint("7")',
      'window.AndroidBridge.goRateApp()',
      'console.info("[bridge] goLogin", "")',
    ]);
  });
});
