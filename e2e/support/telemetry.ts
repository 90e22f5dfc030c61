/**
 * The field telemetry the mock server took (/__mock/telemetry, docs/telemetry.md "QA: the mock
 * server"): what the specs read, and the check of a whole run (journal-teardown.ts): every
 * body the pages sent decoded as an OTLP ExportLogsServiceRequest (the server refuses any
 * other, and counts it) and no record carries a launch parameter's value.
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { LAUNCH } from './launch';

export interface TelemetryRecord {
  seq: number;
  kind: string;
  session: string;
  page: string;
  route: string;
  body: string;
  attributes: Record<string, unknown>;
  resource: Record<string, unknown>;
  request?: { seq: number; href: string };
}

export interface Telemetry {
  path: string;
  counts: { batches: number; refused: number; lastRefusal?: string };
  records: TelemetryRecord[];
}

/** The records of QA session `session` (its sessionId), newest first. */
export async function telemetryOf(request: APIRequestContext | string, session: string): Promise<Telemetry> {
  const query = `/__mock/telemetry?session=${encodeURIComponent(session)}`;
  if (typeof request === 'string') return (await (await fetch(`${request}${query}`)).json()) as Telemetry;
  return (await (await request.get(query)).json()) as Telemetry;
}

/** Waits until the page's reporter has taken over (it loads after the first paint). */
export async function reporterStarted(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => window.loanSignals !== undefined && !Array.isArray(window.loanSignals)), { timeout: 15_000 })
    .toBe(true);
}

/**
 * Starts watching for the web-vitals chunk of the page about to open; the returned function waits
 * until the page has run it. The reporter loads it after the page's load (docs/telemetry.md "What
 * is sent"): leaving before would send no vital. Importing the same chunk from the page settles
 * once it has been evaluated, after the reporter's own import, so the vitals are watched by then.
 */
export function vitalsWatched(page: Page): () => Promise<void> {
  const chunk = page.waitForResponse((response) => /\/assets\/vitals-[\w-]+\.js$/.test(response.url()), { timeout: 15_000 });
  return async () => {
    const url = (await chunk).url();
    await page.evaluate(async (href) => {
      await import(/* @vite-ignore */ href);
    }, url);
  };
}

/** Leaves the page the way a borrower does (its records go as it hides). */
export async function leave(page: Page): Promise<void> {
  await page.goto('about:blank');
}

/** A record of `kind` in `session`, once it has arrived. */
export async function recordOf(
  request: APIRequestContext,
  session: string,
  kind: string,
  where: (r: TelemetryRecord) => boolean = () => true,
): Promise<TelemetryRecord> {
  let found: TelemetryRecord | undefined;
  await expect
    .poll(
      async () => {
        found = (await telemetryOf(request, session)).records.find((r) => r.kind === kind && where(r));
        return found !== undefined;
      },
      { message: `a ${kind} record of ${session}`, timeout: 15_000 },
    )
    .toBe(true);
  return found as TelemetryRecord;
}

/**
 * Values no record may carry: the launch parameters the specs open pages with (their ids; the
 * numeric ones, orderId 10482, could be a stack's column number, which is kept) and any query.
 */
export const SECRETS = [LAUNCH.sessionId, LAUNCH.deviceId, 'sessionId=', 'deviceId='];

/** The run's check: nothing refused, and no record with a launch value; null on an old server. */
export async function checkTelemetry(baseURL: string): Promise<{ records: number; batches: number } | null> {
  const response = await fetch(`${baseURL}/__mock/telemetry`);
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('json')) return null;
  const all = (await response.json()) as Telemetry;
  if (all.counts.refused > 0)
    throw new Error(`the mock server refused ${all.counts.refused} telemetry bodies: ${all.counts.lastRefusal ?? ''}`);
  for (const record of all.records) {
    const text = JSON.stringify([record.body, record.attributes, record.resource]);
    const leaked = SECRETS.filter((secret) => text.includes(secret));
    if (leaked.length > 0) throw new Error(`telemetry record #${record.seq} (${record.kind}) carries ${leaked.join(', ')}: ${text}`);
  }
  return { records: all.records.length, batches: all.counts.batches };
}
