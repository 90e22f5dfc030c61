import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api/api-error';
import { conforms } from '../answer-check/conforms';
import { callPhone, goHome } from '../bridge/bridge';
import { exportLogsRequest, keyValues, unixNano } from './otlp';
import { BATCH_RECORDS, routeOf, startTelemetry, telemetrySettings, type Reporter } from './reporter';
import { vitalRecord } from './records';
import type { Signal } from './signal';

// Values a borrower's page carries that no record may: the launch parameters of its URL, a
// phone number and an amount (docs/telemetry.md "What is never sent").
const SESSION = 's-secret-4417';
const DEVICE = 'dev-secret-9921';
const ORDER = 'MX202611250001';
const PHONE = '55 1234 5678';
const AMOUNT = '$3.450,00';
const LAUNCH = `?sessionId=${SESSION}&deviceId=${DEVICE}&orderId=${ORDER}&productId=3&language=1&amount=345000`;

let sent: string[];
let started: Reporter | null = null;

/** Starts a reporter that the test's end stops. */
function start(options: Parameters<typeof startTelemetry>[0]): Reporter | null {
  started = startTelemetry(options);
  return started;
}

async function payloads(reporter: Reporter | null): Promise<unknown[]> {
  reporter?.flush();
  await vi.waitFor(() => expect(sent.length).toBeGreaterThan(0));
  return sent.map((text) => JSON.parse(text) as unknown);
}

type Logs = {
  resourceLogs: {
    resource: { attributes: { key: string }[] };
    scopeLogs: { logRecords: { attributes: { key: string; value: Record<string, unknown> }[] }[] }[];
  }[];
};

function records(body: unknown) {
  return (body as Logs).resourceLogs.flatMap((r) => r.scopeLogs.flatMap((s) => s.logRecords));
}

function attribute(record: { attributes: { key: string; value: Record<string, unknown> }[] }, key: string): unknown {
  const found = record.attributes.find((a) => a.key === key);
  return found ? Object.values(found.value)[0] : undefined;
}

beforeEach(() => {
  sent = [];
  history.replaceState(null, '', `/loan-detail${LAUNCH}#top`);
  Object.defineProperty(navigator, 'sendBeacon', {
    configurable: true,
    value: vi.fn((_path: string, body: Blob) => {
      void body.text().then((text) => sent.push(text));
      return true;
    }),
  });
  delete window.loanSignals;
});

afterEach(() => {
  started?.stop();
  started = null;
  delete (window as { AndroidBridge?: unknown }).AndroidBridge;
  history.replaceState(null, '', '/');
});

describe('the OTLP encoding', () => {
  it('writes an ExportLogsServiceRequest: resource, scope, records with typed attributes', () => {
    const body = exportLogsRequest({ 'service.name': 'loan-webview', skipped: undefined }, [
      { at: 1_700_000_000_123, severity: 17, body: 'boom', attributes: { 'event.name': 'loan.error', n: 3, x: 0.5, ok: true } },
    ]);
    expect(body).toEqual({
      resourceLogs: [
        {
          resource: { attributes: [{ key: 'service.name', value: { stringValue: 'loan-webview' } }] },
          scopeLogs: [
            {
              scope: { name: 'loan-webview' },
              logRecords: [
                {
                  timeUnixNano: '1700000000123000000',
                  observedTimeUnixNano: '1700000000123000000',
                  severityNumber: 17,
                  severityText: 'ERROR',
                  body: { stringValue: 'boom' },
                  attributes: keyValues({ 'event.name': 'loan.error', n: 3, x: 0.5, ok: true }),
                },
              ],
            },
          ],
        },
      ],
    });
    expect(keyValues({ n: 3, x: 0.5, ok: true })).toEqual([
      { key: 'n', value: { intValue: '3' } },
      { key: 'x', value: { doubleValue: 0.5 } },
      { key: 'ok', value: { boolValue: true } },
    ]);
    expect(unixNano(1.5)).toBe('1500000');
  });
});

describe('config.json settings', () => {
  it('takes a path of this site and a rate from 0 to 1; anything else switches off', () => {
    expect(telemetrySettings({ telemetryPath: '/telemetry/v1/logs', telemetryVitalsRate: 0.25 })).toEqual({
      path: '/telemetry/v1/logs',
      vitalsRate: 0.25,
    });
    for (const path of ['https://collector.example/v1/logs', '//collector.example/v1/logs', '/\\x', 'v1/logs', 3]) {
      expect(telemetrySettings({ telemetryPath: path }).path).toBe('');
    }
    expect(telemetrySettings({ telemetryVitalsRate: 2 }).vitalsRate).toBe(0);
    expect(telemetrySettings(null)).toEqual({ path: '', vitalsRate: 0 });
  });
  it('sends nothing when switched off', () => {
    expect(start({ path: '', vitalsRate: 0, language: 'es' })).toBeNull();
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
  });
  it('names the route by its path, and a hash route by its path too, never a query', () => {
    expect(routeOf({ pathname: '/loan-detail', hash: '#top' })).toBe('/loan-detail');
    expect(routeOf({ pathname: '/promotion/', hash: '#/register?id=12&sid=x' })).toBe('/promotion/#/register');
  });
});

describe('the reporter', () => {
  it('reports each kind with the route, language, versions and engine, and nothing personal', async () => {
    const kept: Signal[] = [];
    window.loanSignals = kept;
    // A failed call before the reporter started: kept, then reported.
    kept.push([`/throughout/v3/loan-details/loan-details${LAUNCH}`, Promise.reject(new ApiError('http', `no ${PHONE}`, 502))]);
    const reporter = start({ path: '/telemetry/v1/logs', vitalsRate: 0, language: 'en' });
    // A contract break: the checker signals where, the call then fails for it.
    const url = `/throughout/v3/loan-details/loan-details${LAUNCH}`;
    expect(conforms(url, { code: 0, message: '', success: true, data: { orderStatus: 'x' } })).toBe(false);
    window.loanSignals?.push([url, Promise.reject(new ApiError('parse', 'contract', 200))]);
    // A refusal, a timeout, and a call the screen cancelled (no failure).
    window.loanSignals?.push([`/api/v2/user/register?mobile=${PHONE}`, Promise.resolve({ code: 11, message: `${PHONE} registered` })]);
    window.loanSignals?.push(['/throughout/v3/ping', Promise.reject(new ApiError('timeout', 'timeout'))]);
    window.loanSignals?.push(['/throughout/v3/ping', Promise.reject(new ApiError('aborted', 'aborted'))]);
    // An action the wrapper did not register, and one it did.
    (window as { AndroidBridge?: unknown }).AndroidBridge = { goHome: vi.fn() };
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    callPhone(PHONE);
    info.mockRestore();
    goHome();
    // Uncaught errors and an unhandled rejection carrying everything personal.
    const error = new Error(`could not pay ${AMOUNT} for ${PHONE}, session ${SESSION} device ${DEVICE} order ${ORDER}`);
    error.stack = `Error: ${error.message}\n    at pay (http://127.0.0.1:8080/assets/loan-detail-Ab12.js:1:23456)\n    at http://127.0.0.1:8080/loan-detail${LAUNCH}:3:4`;
    window.dispatchEvent(new ErrorEvent('error', { error, message: error.message }));
    const rejection = new Event('unhandledrejection') as Event & { reason: unknown };
    rejection.reason = `rejected ${AMOUNT} ${encodeURIComponent(SESSION)}`;
    window.dispatchEvent(rejection);
    // A web vital whose attribution names a URL with the launch query.
    reporter?.add(
      vitalRecord(reporter.context, {
        name: 'LCP',
        value: 1234.5,
        delta: 1234.5,
        rating: 'good',
        id: 'v5-1',
        navigationType: 'navigate',
        attribution: {
          target: '#root>div.amount',
          url: `http://127.0.0.1:8080/media/logo.png${LAUNCH}`,
          timeToFirstByte: 120,
          lcpEntry: {},
        },
      }),
    );
    await vi.waitFor(() => expect(reporter?.pending()).toBe(8));
    const bodies = await payloads(reporter);
    const all = bodies.flatMap(records);
    const kinds = all.map((r) => attribute(r, 'event.name'));
    expect(kinds.filter((k) => k === 'loan.call.failed')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'loan.bridge.missing')).toHaveLength(1);
    expect(kinds.filter((k) => k === 'loan.error')).toHaveLength(2);
    expect(kinds.filter((k) => k === 'browser.web_vital')).toHaveLength(1);
    const broken = all.find((r) => attribute(r, 'error.type') === 'contract');
    expect(broken && attribute(broken, 'loan.contract.path')).toBe('$.data.orderStatus');
    expect(broken && attribute(broken, 'url.path')).toBe('/throughout/v3/loan-details/loan-details');
    expect(all.find((r) => attribute(r, 'error.type') === 'refusal') && 1).toBe(1);
    expect(all.find((r) => attribute(r, 'error.type') === '502') && 1).toBe(1);
    for (const record of all) {
      expect(attribute(record, 'loan.route')).toBe('/loan-detail');
      expect(attribute(record, 'loan.language')).toBe('en');
    }
    const resource = (bodies[0] as Logs).resourceLogs[0]?.resource.attributes.map((a) => a.key);
    expect(resource).toEqual([
      'service.name',
      'service.version',
      'loan.contract.version',
      'loan.bridge.version',
      'user_agent.name',
      'user_agent.version',
      'session.id',
    ]);
    const text = sent.join('\n');
    for (const secret of [SESSION, DEVICE, ORDER, PHONE, AMOUNT, '345000', '3.450', '1234 5678', 'sessionId=', '?']) {
      expect(text).not.toContain(secret);
    }
    // The stack keeps where it was thrown.
    expect(text).toContain('loan-detail-Ab12.js:1:23456');
  });

  it('reports a photo the engine could not decode by its type and step, with the engine of the batch', async () => {
    window.loanSignals = [{ photo: 'image/heic', step: 'bitmap', at: 1_764_000_000_000 }] as Signal[];
    const reporter = start({ path: '/telemetry/v1/logs', vitalsRate: 0, language: 'es' });
    expect(reporter?.pending()).toBe(1);
    const [body] = await payloads(reporter);
    const [record] = records(body);
    expect(record && attribute(record, 'event.name')).toBe('loan.photo.undecodable');
    expect(record && attribute(record, 'loan.photo.type')).toBe('image/heic');
    expect(record && attribute(record, 'loan.photo.step')).toBe('bitmap');
    expect((body as Logs).resourceLogs[0]?.resource.attributes.map((a) => a.key)).toContain('user_agent.name');
  });
  it("reports a reload into a new release with both build ids; the batch names the page's build", async () => {
    const meta = Object.assign(document.createElement('meta'), { name: 'build-id', content: '0.1.0+2a2d66c.5d41402abc' });
    document.head.append(meta);
    try {
      const reporter = start({ path: '/telemetry/v1/logs', vitalsRate: 0, language: 'es' });
      window.loanSignals?.push({ release: '0.1.0+2a2d66c.5d41402abc', to: '0.1.0+2a2d66c.7e9f001234', at: 1_764_000_000_000 });
      const [body] = await payloads(reporter);
      const [record] = records(body);
      expect(record && attribute(record, 'event.name')).toBe('loan.release.reload');
      expect(record && attribute(record, 'loan.release.from')).toBe('0.1.0+2a2d66c.5d41402abc');
      expect(record && attribute(record, 'loan.release.to')).toBe('0.1.0+2a2d66c.7e9f001234');
      expect(record && attribute(record, 'loan.route')).toBe('/loan-detail');
      const version = (body as Logs).resourceLogs[0]?.resource.attributes.find((a) => a.key === 'service.version');
      expect(version && Object.values((version as unknown as { value: object }).value)[0]).toBe('0.1.0+2a2d66c.5d41402abc');
    } finally {
      meta.remove();
    }
  });

  it('counts a refresh that changed a screen by its request and route, without the data', async () => {
    window.loanSignals = [{ refreshed: 'loan-details', at: 1_764_000_000_000 }] as Signal[];
    const reporter = start({ path: '/telemetry/v1/logs', vitalsRate: 0, language: 'es' });
    const [body] = await payloads(reporter);
    const [record] = records(body);
    expect(record && attribute(record, 'event.name')).toBe('loan.data.refreshed');
    expect(record && attribute(record, 'loan.refresh.request')).toBe('loan-details');
    expect(record && attribute(record, 'loan.route')).toBe(location.pathname);
  });

  it('sends when the page hides, in batches, and at once when a batch is full', async () => {
    const reporter = start({ path: '/telemetry/v1/logs', vitalsRate: 0, language: 'es' });
    for (let i = 0; i < BATCH_RECORDS - 1; i += 1) window.dispatchEvent(new ErrorEvent('error', { message: `e${i}` }));
    expect(navigator.sendBeacon).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('pagehide'));
    expect(navigator.sendBeacon).toHaveBeenCalledTimes(1);
    expect(vi.mocked(navigator.sendBeacon).mock.calls[0]?.[0]).toBe('/telemetry/v1/logs');
    for (let i = 0; i < BATCH_RECORDS; i += 1) window.dispatchEvent(new ErrorEvent('error', { message: `f${i}` }));
    expect(navigator.sendBeacon).toHaveBeenCalledTimes(2);
    expect(reporter?.pending()).toBe(0);
  });

  it('falls back to a keepalive fetch where the beacon is refused', () => {
    vi.mocked(navigator.sendBeacon).mockReturnValue(false);
    const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(new Response(null, { status: 204 }));
    const reporter = start({ path: '/telemetry/v1/logs', vitalsRate: 0, language: 'es' });
    window.dispatchEvent(new ErrorEvent('error', { message: 'x' }));
    reporter?.flush();
    expect(fetch).toHaveBeenCalledWith('/telemetry/v1/logs', expect.objectContaining({ method: 'POST', keepalive: true }));
    fetch.mockRestore();
  });
});
