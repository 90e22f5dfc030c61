/**
 * The records the bundle sends, one builder per kind (docs/telemetry.md "What is sent"); each
 * free text goes through the page's scrubber (privacy.ts).
 */
import type { Attributes, TelemetryRecord } from './otlp';
import type { CallFailure } from './calls';

/** `event.name` of each kind. */
export const EVENT = {
  error: 'loan.error',
  call: 'loan.call.failed',
  bridge: 'loan.bridge.missing',
  vital: 'browser.web_vital',
  broken: 'loan.page.broken',
  photo: 'loan.photo.undecodable',
  release: 'loan.release.reload',
  refresh: 'loan.data.refreshed',
} as const;

/** What every record of a page opening says besides its own fields. */
export interface RecordContext {
  scrub: (text: string) => string;
  /** The route now: the path (and the promotion page's hash route), no query. */
  route: () => string;
  language: string;
  /** The page's origin, to read a call's path from its URL. */
  base: string;
}

function common(ctx: RecordContext, event: string): Attributes {
  return { 'event.name': event, 'loan.route': ctx.route(), 'loan.language': ctx.language };
}

/** An uncaught error or an unhandled rejection's reason. */
export function errorRecord(
  ctx: RecordContext,
  reason: unknown,
  source: 'error' | 'unhandledrejection' | 'catcher',
  at = Date.now(),
): TelemetryRecord {
  const error = reason instanceof Error ? reason : null;
  const message = error ? error.message : typeof reason === 'string' ? reason : safeString(reason);
  return {
    at,
    severity: 17,
    body: ctx.scrub(`${error?.name ?? 'Error'}: ${message}`),
    attributes: {
      ...common(ctx, EVENT.error),
      'exception.type': error?.name ?? typeof reason,
      'exception.message': ctx.scrub(message),
      'exception.stacktrace': error?.stack ? ctx.scrub(error.stack) : undefined,
      'loan.error.source': source,
    },
  };
}

function safeString(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
}

function failureAttributes(failure: CallFailure, scrub: (text: string) => string): Attributes {
  switch (failure.how) {
    case 'http':
      return { 'error.type': String(failure.status), 'http.response.status_code': failure.status };
    case 'contract':
      return { 'error.type': 'contract', 'loan.contract.path': failure.path, 'loan.contract.expected': scrub(failure.expected) };
    case 'refusal':
      return { 'error.type': 'refusal', 'loan.refusal.code': scrub(failure.code) };
    default:
      return { 'error.type': failure.how };
  }
}

function failureText(failure: CallFailure): string {
  switch (failure.how) {
    case 'http':
      return `HTTP ${failure.status}`;
    case 'contract':
      return `contract break at ${failure.path}: expected ${failure.expected}`;
    case 'refusal':
      return `refused with code ${failure.code}`;
    default:
      return failure.how;
  }
}

/** A call to an action the app around the page did not register. */
export function bridgeRecord(ctx: RecordContext, action: string, wrapper: string, at: number): TelemetryRecord {
  return {
    at,
    severity: 13,
    body: `bridge action ${action} not registered by the ${wrapper} wrapper`,
    attributes: { ...common(ctx, EVENT.bridge), 'loan.bridge.action': action, 'loan.bridge.wrapper': wrapper },
  };
}

/** A picked photo the engine could not decode: its type and the step; the engine is the batch's. */
export function photoRecord(ctx: RecordContext, type: string, step: string, at: number): TelemetryRecord {
  return {
    at,
    severity: 13,
    body: ctx.scrub(`photo of type ${type} not decoded at ${step}`),
    attributes: { ...common(ctx, EVENT.photo), 'loan.photo.type': ctx.scrub(type), 'loan.photo.step': step },
  };
}

/**
 * A check of the screen's data that changed what it showed (the borrower came back, the network
 * did, or a screen seen before was shown again): which request, on which route; never the data.
 */
export function refreshRecord(ctx: RecordContext, request: string, at: number): TelemetryRecord {
  return {
    at,
    severity: 9,
    body: ctx.scrub(`${request} changed on ${ctx.route()}`),
    attributes: { ...common(ctx, EVENT.refresh), 'loan.refresh.request': ctx.scrub(request) },
  };
}

/** A failed call: its operation (path, no query), how it failed, how long it took. */
export function callRecord(ctx: RecordContext, call: { url: string; at: number }, failure: CallFailure, ms: number): TelemetryRecord {
  const path = new URL(call.url, ctx.base).pathname;
  return {
    at: call.at,
    severity: failure.how === 'refusal' ? 13 : 17,
    body: ctx.scrub(`${path}: ${failureText(failure)} on ${ctx.route()}`),
    attributes: {
      ...common(ctx, EVENT.call),
      'url.path': path,
      'loan.call.duration_ms': Math.round(ms),
      ...failureAttributes(failure, ctx.scrub),
    },
  };
}

/** What a web-vitals metric gives, with its attribution (web-vitals/attribution). */
export interface VitalMetric {
  name: string;
  value: number;
  delta: number;
  rating: string;
  id: string;
  navigationType: string;
  attribution: object;
}

/**
 * A Core Web Vital with web-vitals' attribution: its scalar fields (which element, which
 * phase), texts scrubbed; the performance entries it also holds are left out.
 */
export function vitalRecord(ctx: RecordContext, metric: VitalMetric, at = Date.now()): TelemetryRecord {
  const attribution: Attributes = {};
  for (const [key, value] of Object.entries(metric.attribution)) {
    if (typeof value === 'number') attribution[`web_vital.attribution.${key}`] = Math.round(value * 1000) / 1000;
    else if (typeof value === 'string') attribution[`web_vital.attribution.${key}`] = ctx.scrub(value);
  }
  return {
    at,
    severity: 9,
    body: `${metric.name} ${metric.value} (${metric.rating})`,
    attributes: {
      ...common(ctx, EVENT.vital),
      'web_vital.name': metric.name,
      'web_vital.value': metric.value,
      'web_vital.delta': metric.delta,
      'web_vital.rating': metric.rating,
      'web_vital.id': metric.id,
      'web_vital.navigation_type': metric.navigationType,
      ...attribution,
    },
  };
}

/**
 * A reload into a new release: a chunk of release `from` no longer loaded, and the page reloads
 * into release `to` on the same screen (docs/serving.md "Releases"). Build ids only.
 */
export function releaseRecord(ctx: RecordContext, from: string, to: string, at = Date.now()): TelemetryRecord {
  return {
    at,
    severity: 9,
    body: `reloaded from release ${from} into ${to}`,
    attributes: { ...common(ctx, EVENT.release), 'loan.release.from': from, 'loan.release.to': to },
  };
}
