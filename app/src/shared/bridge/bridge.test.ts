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
});
