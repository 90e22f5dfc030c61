/**
 * The field telemetry's reporter (docs/telemetry.md): loaded after the first paint, it takes
 * over from the inline catcher, listens for uncaught errors and unhandled rejections, the API
 * client's and the bridge's signals and, on a sampled share of page openings, the Core Web
 * Vitals; it queues the records and sends them as OTLP/HTTP JSON when the page hides.
 */
import { CONTRACT_VERSION } from '../../api/contract-constants';
import { wrapperBridgeVersion } from '../bridge/bridge';
import { settle, type ContractBreak } from './calls';
import { engineOf } from './engine';
import { exportLogsRequest, type Attributes, type TelemetryRecord } from './otlp';
import { queryValues, scrubber } from './privacy';
import {
  bridgeRecord,
  callRecord,
  errorRecord,
  photoRecord,
  refreshRecord,
  releaseRecord,
  vitalRecord,
  type RecordContext,
} from './records';
import type { CallSignal, Signal } from './signal';

/** Signals the page kept before the reporter started that it reports (the rest are dropped). */
export const KEPT_SIGNALS_MAX = 50;

/**
 * When a call started and how long it took: its Resource Timing entry (the browser's own
 * measure), else from `seen` (when the reporter was handed the call) until now: a call that
 * failed without an entry (network, timeout).
 */
export function timingOf(win: Window, url: string, seen: number): { at: number; ms: number } {
  const entries = win.performance?.getEntriesByName?.(new URL(url, win.location.href).href, 'resource') ?? [];
  const last = entries[entries.length - 1];
  if (last) return { at: Math.round(win.performance.timeOrigin + last.startTime), ms: last.duration };
  return { at: seen, ms: Date.now() - seen };
}

/** Takes the signals kept so far and every later one (signal.ts). */
function subscribeSignals(win: Window, to: (signal: Signal) => void): void {
  const kept = win.loanSignals;
  win.loanSignals = { push: (...signals: Signal[]) => signals.forEach(to) };
  if (Array.isArray(kept)) for (const event of (kept as Signal[]).slice(0, KEPT_SIGNALS_MAX)) to(event);
}

/** Records one page opening sends at most (an error thrown in a loop must not flood). */
export const RECORDS_MAX = 100;
/** A batch's largest body: sendBeacon and keepalive fetches may carry 64 KiB in all. */
export const BATCH_BYTES = 48 * 1024;
/** Queued records that send at once, without waiting for the page to hide. */
export const BATCH_RECORDS = 20;

/** What the inline catcher (app/scripts/telemetry-catcher.mjs) leaves for the reporter. */
export interface CatcherState {
  /** Errors it saw: message, stack, epoch milliseconds. */
  e: { m: string; s?: string; t: number }[];
  /** Set by the reporter: the catcher stops reporting. */
  c?: number;
}

declare global {
  interface Window {
    loanCatcher?: CatcherState;
  }
}

export interface TelemetryOptions {
  /** The same-origin path records go to (config.json's `telemetryPath`). */
  path: string;
  /** Share of page openings that report the Core Web Vitals, 0 to 1. */
  vitalsRate: number;
  language: string;
  /** The route now; by default the path, and a hash route's path (the promotion page's). */
  route?: () => string;
  win?: Window;
}

export interface Reporter {
  /** Queues a record (scrubbed already). */
  add: (record: TelemetryRecord) => void;
  /** Sends what is queued. */
  flush: () => void;
  /** How many records wait to be sent. */
  pending: () => number;
  /** Stops listening (the tests' reporters; a page's lives as long as the page). */
  stop: () => void;
  context: RecordContext;
}

/** The path and, for a hash route (`#/register?…`), its path: never a query. */
export function routeOf(location: Pick<Location, 'pathname' | 'hash'>): string {
  return location.hash.startsWith('#/') ? location.pathname + location.hash.split('?')[0] : location.pathname;
}

/** A random id per opening of the page: ties its records together, names no one. */
export function pageId(win: Window): string {
  if (typeof win.crypto?.randomUUID === 'function') return win.crypto.randomUUID();
  return Math.random().toString(36).slice(2) + Math.random().toString(36).slice(2);
}

/**
 * The page's build id (`<meta name="build-id">`; docs/serving.md "Releases"). Read here rather
 * than through shared/release/build-id.ts, which the borrower entry holds: the promotion page
 * loads this module too, and must not load that entry with it.
 */
function buildIdOf(doc: Document): string {
  return doc.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content || 'dev';
}

/** The resource attributes of every batch of this page opening. */
export function resourceOf(win: Window, id: string): Attributes {
  const engine = engineOf(win.navigator.userAgent);
  return {
    'service.name': 'loan-webview',
    'service.version': buildIdOf(win.document),
    'loan.contract.version': CONTRACT_VERSION,
    // Which bridge the app around the page implements, "unknown" when it says nothing: a missing
    // action of an old wrapper is told from a broken one (docs/bridge.md "The version handshake").
    'loan.bridge.version': wrapperBridgeVersion(),
    'user_agent.name': engine.name,
    'user_agent.version': engine.version,
    'session.id': id,
  };
}

/** Sends one body: a beacon, else a keepalive fetch; failures are dropped. */
function post(win: Window, path: string, body: string): void {
  const blob = new Blob([body], { type: 'application/json' });
  if (typeof win.navigator.sendBeacon === 'function' && win.navigator.sendBeacon(path, blob)) return;
  win.fetch(path, { method: 'POST', body, headers: { 'Content-Type': 'application/json' }, keepalive: true }).catch(() => undefined);
}

/** Starts reporting for this page opening; nothing when `path` is empty (switched off). */
export function startTelemetry(options: TelemetryOptions): Reporter | null {
  const win = options.win ?? window;
  const catcher = win.loanCatcher;
  if (catcher) catcher.c = 1;
  if (!options.path) {
    // Switched off: what the client and the bridge hand over is let go.
    subscribeSignals(win, () => undefined);
    return null;
  }
  const base = win.location.href;
  const context: RecordContext = {
    scrub: scrubber(queryValues(win.location.search)),
    route: options.route ?? (() => routeOf(win.location)),
    language: options.language,
    base,
  };
  const resource = resourceOf(win, pageId(win));
  let queue: TelemetryRecord[] = [];
  let count = 0;

  const flush = () => {
    let batch: TelemetryRecord[] = [];
    let body = '';
    for (const record of queue) {
      const next = JSON.stringify(exportLogsRequest(resource, [...batch, record]));
      if (next.length > BATCH_BYTES && batch.length > 0) {
        post(win, options.path, body);
        batch = [record];
        body = JSON.stringify(exportLogsRequest(resource, batch));
      } else {
        batch.push(record);
        body = next;
      }
    }
    if (batch.length > 0) post(win, options.path, body);
    queue = [];
  };
  const add = (record: TelemetryRecord) => {
    if (count >= RECORDS_MAX) return;
    count += 1;
    queue.push(record);
    if (queue.length >= BATCH_RECORDS) flush();
  };

  for (const seen of catcher?.e.splice(0) ?? []) {
    add(errorRecord(context, Object.assign(new Error(seen.m), { name: 'Error', stack: seen.s ?? '' }), 'error', seen.t));
  }
  const onError = (event: ErrorEvent) => add(errorRecord(context, event.error ?? event.message, 'error'));
  const onRejection = (event: PromiseRejectionEvent) => add(errorRecord(context, event.reason, 'unhandledrejection'));
  win.addEventListener('error', onError);
  win.addEventListener('unhandledrejection', onRejection);
  // The last contract break of each URL's answer (a call's failure names it).
  const breaks = new Map<string, ContractBreak>();
  subscribeSignals(win, (signal) => {
    if (Array.isArray(signal)) {
      const [url, call] = signal as CallSignal;
      const seen = Date.now();
      void settle(call, () => breaks.get(url)).then((failure) => {
        if (!failure) return;
        const { at, ms } = timingOf(win, url, seen);
        add(callRecord(context, { url, at }, failure, ms));
      });
    } else if ('action' in signal) add(bridgeRecord(context, signal.action, signal.wrapper, signal.at));
    else if ('photo' in signal) add(photoRecord(context, signal.photo, signal.step, signal.at));
    else if ('release' in signal) add(releaseRecord(context, signal.release, signal.to, signal.at));
    else if ('refreshed' in signal) add(refreshRecord(context, signal.refreshed, signal.at));
    else if ('path' in signal) breaks.set(signal.url, { path: signal.path, expected: signal.expected });
  });

  const onHidden = () => {
    if (win.document.visibilityState === 'hidden') flush();
  };
  const listen = () => {
    // Last in line: web-vitals reports LCP, CLS and INP on the same event, before this sends.
    win.document.removeEventListener('visibilitychange', onHidden);
    win.document.addEventListener('visibilitychange', onHidden);
  };
  listen();
  win.addEventListener('pagehide', flush);
  if (options.vitalsRate > 0 && Math.random() < options.vitalsRate) {
    // After the page's load, as web-vitals advises: its observers read the entries buffered
    // before it came, and its chunk no longer shares the link with what the screen needs
    // (docs/telemetry.md "What is sent").
    const watch = () =>
      void import('./vitals').then(({ watchVitals }) => {
        watchVitals((metric) => add(vitalRecord(context, metric)));
        listen();
      });
    if (win.document.readyState === 'complete') watch();
    else win.addEventListener('load', watch, { once: true });
  }
  const stop = () => {
    win.removeEventListener('error', onError);
    win.removeEventListener('unhandledrejection', onRejection);
    win.document.removeEventListener('visibilitychange', onHidden);
    win.removeEventListener('pagehide', flush);
    win.loanSignals = [] as Signal[];
  };
  return { add, flush, pending: () => queue.length, stop, context };
}

/** config.json's telemetry settings (docs/telemetry.md "Pointing a deployment at a collector"). */
export interface TelemetrySettings {
  /** A path of this site ("" when missing or anything else: switched off). */
  path: string;
  /** Share of page openings that report the Core Web Vitals, 0 to 1 (0 when not one). */
  vitalsRate: number;
}

/**
 * Reads `telemetryPath` and `telemetryVitalsRate` from config.json. A path must be of this
 * site (`/…`, not `//host`): the CSP's connect-src stays the site's (docs/serving.md "Headers").
 */
export function telemetrySettings(raw: unknown): TelemetrySettings {
  const source = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const path = typeof source.telemetryPath === 'string' ? source.telemetryPath.trim() : '';
  const rate = source.telemetryVitalsRate;
  return {
    path: /^\/(?![/\\])/.test(path) ? path : '',
    vitalsRate: typeof rate === 'number' && rate >= 0 && rate <= 1 ? rate : 0,
  };
}

/**
 * Starts reporting with config.json's settings (`config`: the file as the page read it, null
 * when missing or broken); what the entries call once the page has painted.
 */
export async function start(language: string, config: Promise<unknown>): Promise<Reporter | null> {
  const { path, vitalsRate } = telemetrySettings(await config.catch(() => null));
  return startTelemetry({ path, vitalsRate, language });
}
