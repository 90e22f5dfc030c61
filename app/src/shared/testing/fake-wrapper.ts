/**
 * A fake native wrapper for tests, stories and end-to-end tests: the lender's iOS app (message
 * handlers on `window.webkit.messageHandlers`) or Android app (the `AndroidBridge` interface)
 * that registered `actions` (docs/bridge.md "Where a call goes"). It writes down what each call
 * received on `window.fakeWrapperCalls`, as `action("argument")` with what the native side got:
 * iOS's one string payload (`goHome("")`), Android's arguments (`goHome()`).
 *
 * It may also tell the page its bridge version (`version`: Android's `bridgeVersion()`, iOS's
 * `window.loanBridgeVersion`) and, as a wrapper's debug build does, echo what each handler
 * received through `window.loanBridgeEcho` (`echo`), a moment later as a native callback
 * comes (docs/bridge.md "Checking an app"). `digitsOnly` makes one action's handler deliberately
 * wrong: it keeps only the digits of its argument, as an app that cleans a number before dialling.
 *
 * `installFakeWrapper` refers to nothing outside itself: end-to-end tests hand it to
 * `page.addInitScript`, which runs it in the page before the app starts.
 */

import type { BridgeAction, BridgeArguments } from '../../api/contract-bridge';
import { forgetWrapperBridgeVersion } from '../bridge/bridge';

/** The app a fake wrapper stands for and the actions it registered. */
export interface FakeWrapper {
  platform: 'ios' | 'android';
  actions: readonly BridgeAction[];
  /** The bridge version it says it implements; none: it says nothing. */
  version?: string;
  /** Its handlers echo what they received through `window.loanBridgeEcho`. */
  echo?: boolean;
  /** The action whose handler keeps only the digits of its argument (and echoes that). */
  digitsOnly?: BridgeAction;
}

/** What a handler received: iOS's body, Android's argument (none for an action without). */
type Received = BridgeArguments[BridgeAction] | string | null;

type FakeWindow = Window & {
  webkit?: unknown;
  AndroidBridge?: unknown;
  loanBridgeVersion?: string;
  fakeWrapperCalls?: string[];
  loanBridgeEcho?: (action: string, received: unknown) => void;
};

export function installFakeWrapper({ platform, actions, version, echo, digitsOnly }: FakeWrapper): void {
  const win = window as FakeWindow;
  const received: string[] = [];
  win.fakeWrapperCalls = received;
  const record = (action: BridgeAction, args: readonly string[]) => {
    const handled = args.map((arg) => (action === digitsOnly ? arg.replace(/\D/g, '') : arg));
    received.push(`${action}(${handled.map((arg) => JSON.stringify(arg)).join(', ')})`);
    const got: Received = platform === 'ios' ? (handled[0] ?? '') : (handled[0] ?? null);
    // The native side answers later, through evaluateJavascript or a WKWebView callback.
    if (echo) setTimeout(() => win.loanBridgeEcho?.(action, got), 10);
  };
  if (platform === 'ios') {
    if (version !== undefined) win.loanBridgeVersion = version;
    win.webkit = {
      messageHandlers: Object.fromEntries(
        actions.map((action) => [action, { postMessage: (payload: string) => record(action, [payload]) }]),
      ),
    };
  } else {
    const methods: Record<string, unknown> = Object.fromEntries(
      actions.map((action) => [action, (...args: string[]) => record(action, args)]),
    );
    if (version !== undefined) methods.bridgeVersion = () => version;
    win.AndroidBridge = methods;
  }
}

/** What the fake wrapper received so far. */
export function fakeWrapperCalls(): readonly string[] {
  return [...((window as FakeWindow).fakeWrapperCalls ?? [])];
}

/** Takes the fake wrapper away again. */
export function removeFakeWrapper(): void {
  const win = window as FakeWindow;
  delete win.webkit;
  delete win.AndroidBridge;
  delete win.fakeWrapperCalls;
  delete win.loanBridgeVersion;
  // The next wrapper's version is read afresh (the page reads it once).
  forgetWrapperBridgeVersion();
}
