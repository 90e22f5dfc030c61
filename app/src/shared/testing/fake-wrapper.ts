/**
 * A fake native wrapper for tests, stories and end-to-end tests: the lender's iOS app (message
 * handlers on `window.webkit.messageHandlers`) or Android app (the `AndroidBridge` interface)
 * that registered `actions` (docs/bridge.md "Where a call goes"). It writes down what each call
 * received on `window.fakeWrapperCalls`, as `action("argument")` with what the native side got:
 * iOS's one string payload (`goHome("")`), Android's arguments (`goHome()`).
 *
 * `installFakeWrapper` refers to nothing outside itself: end-to-end tests hand it to
 * `page.addInitScript`, which runs it in the page before the app starts.
 */

/** The app a fake wrapper stands for and the actions it registered. */
export interface FakeWrapper {
  platform: 'ios' | 'android';
  actions: readonly string[];
}

type FakeWindow = Window & { webkit?: unknown; AndroidBridge?: unknown; fakeWrapperCalls?: string[] };

export function installFakeWrapper({ platform, actions }: FakeWrapper): void {
  const win = window as FakeWindow;
  const received: string[] = [];
  win.fakeWrapperCalls = received;
  const record = (action: string, args: readonly string[]) =>
    received.push(`${action}(${args.map((arg) => JSON.stringify(arg)).join(', ')})`);
  if (platform === 'ios') {
    win.webkit = {
      messageHandlers: Object.fromEntries(
        actions.map((action) => [action, { postMessage: (payload: string) => record(action, [payload]) }]),
      ),
    };
  } else {
    win.AndroidBridge = Object.fromEntries(actions.map((action) => [action, (...args: string[]) => record(action, args)]));
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
}
