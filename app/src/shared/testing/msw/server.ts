/**
 * The unit tests' API server: the stories' snapshot handlers (snapshot-handlers.ts) served in
 * Node by `msw/node`, so every answer a test sees is one the mock server gives. The setup file
 * starts it in the `default` scenario before each test file and goes back to `default` after
 * each test; a test that needs another answer names the scenario that gives it, and a request
 * no handler answers fails the test. Test-only code: nothing in the app imports it.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { beforeEach } from 'vitest';
import appConfig from '../../../../public/config.json';
import { operations } from './operations';
import { snapshotHandlers, type SnapshotHandlerOptions } from './snapshot-handlers';

/** `/config.json` as the bundle ships it (app/public/config.json), with a deployment's own values. */
function configHandler(overrides: Partial<typeof appConfig> = {}) {
  return http.get('*/config.json', () => HttpResponse.json({ ...appConfig, ...overrides }));
}

export const server = setupServer(...snapshotHandlers(), configHandler());

/** From now on `/config.json` says `overrides` over the shipped values (e.g. another `apiBase`). */
export function serveConfig(overrides: Partial<typeof appConfig>): void {
  server.use(configHandler(overrides));
}

/** From now on every call is answered from `scenario` (an unknown name throws). */
export function answerWith(scenario: string, options: Omit<SnapshotHandlerOptions, 'scenario'> = {}): void {
  server.use(...snapshotHandlers({ scenario, ...options }));
}

/** Every test of the enclosing `describe` (or file) starts in `scenario`. */
export function useScenario(scenario: string, options: Omit<SnapshotHandlerOptions, 'scenario'> = {}): void {
  beforeEach(() => answerWith(scenario, options));
}

/**
 * From now on every call of the contract (or only the operations named, by operationId) fails
 * as when the phone is offline: no answer at all, the fetch rejects. No scenario of the mock
 * server can say that, since it always answers.
 */
export function goOffline(...operationIds: string[]): void {
  const offline = operations.filter((operation) => operationIds.length === 0 || operationIds.includes(operation.id));
  if (offline.length < Math.max(operationIds.length, 1)) throw new Error(`Unknown operation among ${operationIds.join(', ')}`);
  server.use(...offline.map((operation) => http[operation.method](`*${operation.mswPath}`, () => HttpResponse.error())));
}

/** A request the app sent, as the handlers received it. */
export interface SentRequest {
  method: string;
  url: URL;
  headers: Headers;
  /** A copy of the request, to read its body (`formOf`, `multipartOf`). */
  request: Request;
}

/** Records every request sent from now on until the test ends (the setup file stops it). */
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    sent.push({ method: request.method, url: new URL(request.url), headers: request.headers, request: request.clone() });
  });
  return sent;
}

/** The requests of `sent` to the path `path`. */
export function sentTo(sent: readonly SentRequest[], path: string): SentRequest[] {
  return sent.filter((request) => request.url.pathname === path);
}

/** The form-encoded body of a request, as an object ({} without a request). */
export async function formOf(sent: SentRequest | undefined): Promise<Record<string, string>> {
  return Object.fromEntries(new URLSearchParams(sent ? await sent.request.text() : ''));
}

/** The multipart body of a request. */
export async function multipartOf(sent: SentRequest | undefined): Promise<FormData> {
  if (!sent) throw new Error('no request was sent');
  return sent.request.formData();
}
