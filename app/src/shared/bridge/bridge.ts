/**
 * The native bridge: one function per action (docs/bridge.md "Actions"). The only module that talks to the native wrapper.
 *
 * Where a call goes, first match wins:
 * - iOS (WKWebView): `window.webkit.messageHandlers.<action>.postMessage(payload)`, the payload
 *   being the argument as a string ("" when the action takes none);
 * - Android: `window.AndroidBridge.<action>(argument)` — the JavaScript interface the app adds
 *   with `addJavascriptInterface(obj, "AndroidBridge")`; actions without an argument are
 *   called with none;
 * - a plain browser (Storybook, tests, QA): nothing is sent, the call is logged.
 * Every call, wherever it went, is recorded: `getBridgeCalls()` lists them and
 * `onBridgeCall()` reports each one as it happens (Storybook forwards them to Actions).
 *
 * Action names (the same on both platforms): openPage, closeWebView, goHome, goMine, goLogin,
 * callPhone, goRateApp, confirmTrackingPoint, startBankFlow, endBankFlow.
 */

export type BridgeAction =
  | 'openPage'
  | 'closeWebView'
  | 'goHome'
  | 'goMine'
  | 'goLogin'
  | 'callPhone'
  | 'goRateApp'
  | 'confirmTrackingPoint'
  | 'startBankFlow'
  | 'endBankFlow';

export type BridgeTarget = 'ios' | 'android' | 'browser';

export interface BridgeCall {
  action: BridgeAction;
  /** The argument sent, if the action takes one. */
  arg?: string;
  target: BridgeTarget;
  /** Epoch milliseconds. */
  at: number;
}

interface IosHandler {
  postMessage: (payload: string) => void;
}
type AndroidInterface = Partial<Record<BridgeAction, (arg?: string) => void>>;
interface NativeWindow {
  webkit?: { messageHandlers?: Partial<Record<BridgeAction, IosHandler>> };
  AndroidBridge?: AndroidInterface;
}

const calls: BridgeCall[] = [];
const listeners = new Set<(call: BridgeCall) => void>();

function nativeWindow(): NativeWindow | undefined {
  return typeof window === 'undefined' ? undefined : (window as unknown as NativeWindow);
}

function send(action: BridgeAction, arg?: string): void {
  const win = nativeWindow();
  const ios = win?.webkit?.messageHandlers?.[action];
  const android = win?.AndroidBridge;
  const androidMethod = android?.[action];
  let target: BridgeTarget = 'browser';
  if (ios) target = 'ios';
  else if (typeof androidMethod === 'function') target = 'android';
  const call: BridgeCall = { action, target, at: Date.now(), ...(arg !== undefined ? { arg } : {}) };
  calls.push(call);
  for (const listener of listeners) listener(call);
  if (ios) ios.postMessage(arg ?? '');
  else if (android && typeof androidMethod === 'function') {
    if (arg === undefined) androidMethod.call(android);
    else androidMethod.call(android, arg);
  } else console.info(`[bridge] ${action}`, arg ?? '');
}

/** Sends an action whose failure does not matter (the page may already be going away). */
function sendQuietly(action: BridgeAction): void {
  try {
    send(action);
  } catch {
    // Closing the web view and ending the bank flow ignore errors (docs/bridge.md "Actions").
  }
}

/** Opens a native page; `target` names it (a URL or a native route). */
export function openPage(target: string): void {
  send('openPage', target);
}
/** Closes the web view; errors are ignored. */
export function closeWebView(): void {
  sendQuietly('closeWebView');
}
/** Goes to the app's home tab. */
export function goHome(): void {
  send('goHome');
}
/** Goes to the app's "mine" (account) tab. */
export function goMine(): void {
  send('goMine');
}
/** Goes to the login screen (logs out). */
export function goLogin(): void {
  send('goLogin');
}
/** Opens the dialler with `phone`. */
export function callPhone(phone: string): void {
  send('callPhone', phone);
}
/** Opens the store page to rate the app. */
export function goRateApp(): void {
  send('goRateApp');
}
/** Confirms the application tracking point of `productId`. */
export function confirmTrackingPoint(productId: string): void {
  send('confirmTrackingPoint', productId);
}
/** Starts the native bank-card flow. */
export function startBankFlow(): void {
  send('startBankFlow');
}
/** Ends the native bank-card flow; errors are ignored. */
export function endBankFlow(): void {
  sendQuietly('endBankFlow');
}

/** Every call made so far, oldest first. */
export function getBridgeCalls(): readonly BridgeCall[] {
  return [...calls];
}
/** Forgets the recorded calls. */
export function clearBridgeCalls(): void {
  calls.length = 0;
}
/** Reports every call as it is made; returns the function that stops it. */
export function onBridgeCall(listener: (call: BridgeCall) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
