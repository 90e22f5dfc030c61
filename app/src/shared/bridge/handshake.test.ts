// The version handshake (docs/bridge.md "The version handshake"): read once, "unknown" when the
// wrapper says nothing or fails, never an error. Each case loads the module afresh (read once).
import { afterEach, describe, expect, it, vi } from 'vitest';

type NativeWindow = Window & { webkit?: unknown; AndroidBridge?: unknown; loanBridgeVersion?: unknown };
const win = window as NativeWindow;

async function freshBridge() {
  vi.resetModules();
  return import('./bridge');
}

describe('the bridge version handshake', () => {
  afterEach(() => {
    delete win.webkit;
    delete win.AndroidBridge;
    delete win.loanBridgeVersion;
  });

  it("reads Android's AndroidBridge.bridgeVersion() once", async () => {
    const bridgeVersion = vi.fn(() => '1.0.0');
    win.AndroidBridge = { bridgeVersion };
    const bridge = await freshBridge();
    expect(bridge.wrapperBridgeVersion()).toBe('1.0.0');
    expect(bridge.wrapperBridgeVersion()).toBe('1.0.0');
    expect(bridgeVersion).toHaveBeenCalledTimes(1);
  });

  it('reads the window.loanBridgeVersion the iOS app injects, trimmed', async () => {
    win.webkit = { messageHandlers: {} };
    win.loanBridgeVersion = ' 1.1.0 ';
    const bridge = await freshBridge();
    expect(bridge.wrapperBridgeVersion()).toBe('1.1.0');
  });

  it('counts a wrapper that says nothing, says it in another form or fails as "unknown"', async () => {
    expect((await freshBridge()).wrapperBridgeVersion()).toBe('unknown');
    win.AndroidBridge = { goHome: () => undefined };
    expect((await freshBridge()).wrapperBridgeVersion()).toBe('unknown');
    win.AndroidBridge = { bridgeVersion: () => 2 };
    expect((await freshBridge()).wrapperBridgeVersion()).toBe('unknown');
    win.AndroidBridge = {
      bridgeVersion: () => {
        throw new Error('no such method');
      },
    };
    expect((await freshBridge()).wrapperBridgeVersion()).toBe('unknown');
    delete win.AndroidBridge;
    win.loanBridgeVersion = '';
    expect((await freshBridge()).wrapperBridgeVersion()).toBe('unknown');
  });

  it('the page carries its own version from the contract', async () => {
    const { BRIDGE_VERSION } = await freshBridge();
    expect(BRIDGE_VERSION).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
