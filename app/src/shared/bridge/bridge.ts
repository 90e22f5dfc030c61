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
 * The actions, their arguments and the page's bridge version are generated from the contract
 * (app/src/api/contract-bridge.ts from contract/bridge.json, docs/bridge.md "One source"): this
 * module keeps no list of its own. `wrapperBridgeVersion()` reads which version the app around
 * the page implements (docs/bridge.md "The version handshake").
 */
import type { Signal } from '../telemetry/signal';
import { BRIDGE_ACTION_FACTS, type BridgeAction, type BridgeArguments } from '../../api/contract-bridge';

export { BRIDGE_ACTIONS, BRIDGE_VERSION, type BridgeAction } from '../../api/contract-bridge';

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
type AndroidInterface = Partial<Record<BridgeAction, (arg?: string) => void>> & { bridgeVersion?: () => unknown };
interface NativeWindow {
  webkit?: { messageHandlers?: Partial<Record<BridgeAction, IosHandler>> };
  AndroidBridge?: AndroidInterface;
  loanBridgeVersion?: unknown;
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

/**
 * Sends `action` with the argument the contract gives it (a string, or none). An action whose
 * errors the page ignores (the page may already be going away) swallows a failure of the call
 * (docs/bridge.md "Actions").
 */
export function sendAction<A extends BridgeAction>(action: A, ...arg: BridgeArguments[A] extends string ? [string] : []): void {
  if (!BRIDGE_ACTION_FACTS[action].errorsIgnored) return send(action, arg[0]);
  try {
    send(action, arg[0]);
  } catch {
    // Ignored: see above.
  }
}

/** What a wrapper that says nothing of its bridge version counts as: not an error. */
export const UNKNOWN_BRIDGE_VERSION = 'unknown';
let wrapperVersion: string | undefined;

/**
 * The bridge version the app around the page implements (docs/bridge.md "The version
 * handshake"): Android's `AndroidBridge.bridgeVersion()`, else the `window.loanBridgeVersion`
 * the iOS app injects at document start; "unknown" when it says nothing, says it in another
 * form or fails. Read once: the wrapper does not change while the page is open.
 */
export function wrapperBridgeVersion(): string {
  if (wrapperVersion !== undefined) return wrapperVersion;
  const win = nativeWindow();
  let said: unknown;
  try {
    said = typeof win?.AndroidBridge?.bridgeVersion === 'function' ? win.AndroidBridge.bridgeVersion() : win?.loanBridgeVersion;
  } catch {
    said = undefined;
  }
  wrapperVersion = typeof said === 'string' && said.trim() !== '' ? said.trim().slice(0, 32) : UNKNOWN_BRIDGE_VERSION;
  return wrapperVersion;
}

/** Forgets the version read: for stories and tests that put another wrapper around the same page. */
export function forgetWrapperBridgeVersion(): void {
  wrapperVersion = undefined;
}

/** Opens a native page; `target` names it (a URL). */
export function openPage(target: string): void {
  sendAction('openPage', target);
}
/** Closes the web view; errors are ignored. */
export function closeWebView(): void {
  sendAction('closeWebView');
}
/** Goes to the app's home tab. */
export function goHome(): void {
  sendAction('goHome');
}
/** Goes to the app's "mine" (account) tab. */
export function goMine(): void {
  sendAction('goMine');
}
/** Goes to the login screen (logs out). */
export function goLogin(): void {
  sendAction('goLogin');
}
/** Opens the dialler with `phone`. */
export function callPhone(phone: string): void {
  sendAction('callPhone', phone);
}
/** Opens the store page to rate the app. */
export function goRateApp(): void {
  sendAction('goRateApp');
}
/** Confirms the application tracking point of `productId`. */
export function confirmTrackingPoint(productId: string): void {
  sendAction('confirmTrackingPoint', productId);
}
/** Starts the native bank-card flow. */
export function startBankFlow(): void {
  sendAction('startBankFlow');
}
/** Ends the native bank-card flow; errors are ignored. */
export function endBankFlow(): void {
  sendAction('endBankFlow');
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
