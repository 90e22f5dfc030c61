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
 * Every call, wherever it went, is recorded with what it sent: `getBridgeCalls()` lists them and
 * `onBridgeCall()` reports each one as it happens (Storybook forwards them to Actions).
 * `bridgeWrapper()` and `bridgeRoute()` say which app the page runs in and where a call of each
 * action would go now (docs/bridge.md "What the test preview page shows").
 *
 * Action names (the same on both platforms): `BRIDGE_ACTIONS`.
 */
import type { Signal } from '../telemetry/signal';

/** Every action, in the order of docs/bridge.md "Actions". */
export const BRIDGE_ACTIONS = [
  'openPage',
  'closeWebView',
  'goHome',
  'goMine',
  'goLogin',
  'callPhone',
  'goRateApp',
  'confirmTrackingPoint',
  'startBankFlow',
  'endBankFlow',
] as const;

export type BridgeAction = (typeof BRIDGE_ACTIONS)[number];

/** Where a call goes: the iOS message handler, the Android interface method, or the browser's console. */
export type BridgeTarget = 'ios' | 'android' | 'browser';

export interface BridgeCall {
  action: BridgeAction;
  /** The argument given, if the action takes one. */
  arg?: string;
  target: BridgeTarget;
  /**
   * The arguments the native side received: iOS's one string payload ("" for an action without
   * argument), Android's method arguments (none for such an action); none in a plain browser.
   */
  sent: readonly string[];
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

/**
 * The app around the page: iOS when it gave the page message handlers
 * (`window.webkit.messageHandlers`), Android when it added the `AndroidBridge` interface, else
 * none (a plain browser).
 */
export function bridgeWrapper(): BridgeTarget {
  const win = nativeWindow();
  if (typeof win?.webkit?.messageHandlers === 'object' && win.webkit.messageHandlers !== null) return 'ios';
  if (typeof win?.AndroidBridge === 'object' && win.AndroidBridge !== null) return 'android';
  return 'browser';
}

/**
 * Where a call of `action` goes now, first match wins: the iOS message handler of that name,
 * else the Android interface's method of that name, else the browser's console (nothing is sent:
 * the app registered no such action, or there is no app).
 */
export function bridgeRoute(action: BridgeAction): BridgeTarget {
  const win = nativeWindow();
  if (typeof win?.webkit?.messageHandlers?.[action]?.postMessage === 'function') return 'ios';
  if (typeof win?.AndroidBridge?.[action] === 'function') return 'android';
  return 'browser';
}

/** The statement a call ran, as code: what the native side received, or the console line. */
export function bridgeCallCode(call: BridgeCall): string {
  const args = call.sent.map((value) => JSON.stringify(value)).join(', ');
  if (call.target === 'ios') return `window.webkit.messageHandlers.${call.action}.postMessage(${args})`;
  if (call.target === 'android') return `window.AndroidBridge.${call.action}(${args})`;
  return `console.info(${JSON.stringify(`[bridge] ${call.action}`)}, ${JSON.stringify(call.arg ?? '')})`;
}

function send(action: BridgeAction, arg?: string): void {
  const win = nativeWindow();
  const target = bridgeRoute(action);
  let sent: [] | [string] = [];
  if (target === 'ios') sent = [arg ?? ''];
  else if (target === 'android' && arg !== undefined) sent = [arg];
  const call: BridgeCall = { action, target, sent, at: Date.now(), ...(arg !== undefined ? { arg } : {}) };
  calls.push(call);
  for (const listener of listeners) listener(call);
  // Inside an app that did not register this action the call goes nowhere: the field
  // telemetry hears of it (docs/telemetry.md "What is sent").
  const wrapper = bridgeWrapper();
  if (target === 'browser' && wrapper !== 'browser') (window.loanSignals ??= [] as Signal[]).push({ action, wrapper, at: call.at });
  const ios = win?.webkit?.messageHandlers?.[action];
  const android = win?.AndroidBridge;
  const androidMethod = android?.[action];
  if (target === 'ios' && ios) ios.postMessage(sent[0] ?? '');
  else if (target === 'android' && androidMethod) androidMethod.call(android, ...sent);
  else console.info(`[bridge] ${action}`, arg ?? '');
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
