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
import { createSnapshotApi, type SnapshotHandlerOptions } from './snapshot-api';

/**
 * The part of Node's `fs` read here. The app's type check has no Node types (they would change
 * `setTimeout` for every file), so the module comes from `process.getBuiltinModule`, typed here.
 */
interface FileSystem {
  readFileSync(path: string, encoding: 'utf8'): string;
  readFileSync(path: string): Uint8Array;
  readdirSync(path: string): string[];
  existsSync(path: string): boolean;
  statSync(path: string): { isDirectory(): boolean };
}
const fs = (globalThis as unknown as { process: { getBuiltinModule(id: 'node:fs'): FileSystem } }).process.getBuiltinModule('node:fs');

/** snapshots/ of the repository (this file's URL by name: Vite rewrites `new URL(…, import.meta.url)`). */
const here = import.meta.url;
const SNAPSHOTS = decodeURIComponent(new URL('../../../../../snapshots/', here).pathname);

/** The files of the scenario folder `dir` ending with `suffix`, as `snapshots/<dir>/<file>` paths. */
function listed(dir: string, suffix: string): string[] {
  return fs
    .readdirSync(`${SNAPSHOTS}${dir}`)
    .filter((file) => file.endsWith(suffix))
    .map((file) => `snapshots/${dir}/${file}`);
}

/** Where a scenario's folders are: every folder of snapshots/ but the media and the generated seeds. */
const scenarioDirs = fs
  .readdirSync(SNAPSHOTS)
  .filter((name) => name !== 'media' && name !== 'generated' && fs.statSync(`${SNAPSHOTS}${name}`).isDirectory());

/**
 * The snapshots read from disk: a few milliseconds, where Vite's globs (snapshot-handlers.ts)
 * would transform every file as a module before the first test.
 */
const api = createSnapshotApi({
  files: Object.fromEntries(
    scenarioDirs
      .flatMap((dir) => listed(dir, '.snap'))
      .map((path) => [path, fs.readFileSync(`${SNAPSHOTS}${path.slice('snapshots/'.length)}`, 'utf8')]),
  ),
  index: JSON.parse(fs.readFileSync(`${SNAPSHOTS}scenarios.json`, 'utf8')) as unknown,
  seedPaths: fs.readdirSync(`${SNAPSHOTS}generated`).flatMap((seed) => listed(`generated/${seed}`, '.snap')),
  readSeedFile: async (path) => (fs.existsSync(`${SNAPSHOTS}${path}`) ? fs.readFileSync(`${SNAPSHOTS}${path}`, 'utf8') : undefined),
  readImage: async (path) =>
    fs.existsSync(`${SNAPSHOTS}${path}`) ? new Uint8Array(fs.readFileSync(`${SNAPSHOTS}${path}`)).buffer : undefined,
});

export const { snapshotHandlers, snapshotJson } = api;

/** `/config.json` as the bundle ships it (app/public/config.json), with a deployment's own values. */
function configHandler(overrides: Partial<typeof appConfig> = {}) {
  return http.get('*/config.json', () => HttpResponse.json({ ...appConfig, ...overrides }));
}

/**
 * The CORS preflight a cross-origin call (an `apiBase` of another host) sends first, answered as
 * the mock server answers it: MSW 3 hands preflights to the handlers like any request.
 */
function preflightHandler() {
  return http.options(
    '*',
    ({ request }) =>
      new HttpResponse(null, {
        status: 204,
        headers: {
          'access-control-allow-origin': request.headers.get('origin') ?? '*',
          'access-control-allow-methods': 'GET, POST, OPTIONS',
          'access-control-allow-headers': request.headers.get('access-control-request-headers') ?? '*',
          'access-control-allow-credentials': 'true',
        },
      }),
  );
}

export const server = setupServer(...snapshotHandlers(), configHandler(), preflightHandler());

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

/**
 * Records every request the app sends from now on until the test ends (the setup file stops it);
 * not the CORS preflights the environment sends before a cross-origin call.
 */
export function recordRequests(): SentRequest[] {
  const sent: SentRequest[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'OPTIONS') return;
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
