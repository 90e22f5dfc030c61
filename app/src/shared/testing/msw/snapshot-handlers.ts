/**
 * MSW handlers that answer every operation of the contract as the mock server does, for the
 * stories (msw/browser, stories/.storybook/preview.tsx) and the app's unit tests (msw/node,
 * server.ts) alike: the snapshot of the scenario, in the language of the request's `language`
 * flag, after the scenario's latency, HTTP 500 where the scenario's fault rate says so, broken
 * as the mock breaks it where the scenario's `answers` says so. Nothing is written here: bodies
 * come from snapshots/ (an image operation's from `<scenario>/<operationId>.png`, the mock's own
 * picture), latency, faults and malformed answers from snapshots/scenarios.json, paths and
 * methods from contract/openapi.json. The `generated` scenario answers from the files of one
 * seed, `generated/seed-NN/<operationId>.<lang>.snap` (its stories' `seed` control). The media
 * the answers point at (`/__mock/media/…`) are files of snapshots/media/ that Storybook serves
 * at those URLs (.storybook/main.ts `staticDirs`). Test-only code: the app never imports it.
 */
import { delay, http, HttpResponse, passthrough, type HttpHandler } from 'msw';
import { operations, type Operation } from './operations';
import {
  DEFAULT_SCENARIO,
  findSnapshot,
  GENERATED_SCENARIO,
  indexSnapshots,
  langFromFlag,
  parseGatewayPage,
  parseScenarioIndex,
  parseSnapshotText,
  seedSnapshotPath,
  seedsOf,
  type Snapshot,
  type SnapshotLang,
} from './snapshot-parse';

/** Where the globs below start (they must be written out: Vite reads them before the code runs). */
const SNAPSHOTS = '../../../../../snapshots/';

const files = import.meta.glob<string>(['../../../../../snapshots/**/*.snap', '!../../../../../snapshots/generated/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
// The generated scenario's answers per seed: about 1 MB, so each is fetched when a story asks.
const seedFiles = import.meta.glob<string>('../../../../../snapshots/generated/seed-*/*.snap', {
  query: '?raw',
  import: 'default',
});
const imageFiles = import.meta.glob<string>('../../../../../snapshots/*/*.png', {
  query: '?url',
  import: 'default',
  eager: true,
});
const indexFiles = import.meta.glob<unknown>('../../../../../snapshots/scenarios.json', { import: 'default', eager: true });

/** Every snapshot the mock server wrote, indexed. */
export const snapshotIndex = indexSnapshots(files);
/** Every scenario of the mock server with its latency and fault rate. */
export const scenarioIndex = parseScenarioIndex(Object.values(indexFiles)[0]);
/** The page the `answer-html-502` scenario answers (the mock server's, from the index). */
const gatewayPage = parseGatewayPage(Object.values(indexFiles)[0]);
/** The seeds of the `generated` scenario the snapshot test wrote (1 to 20). */
export const generatedSeeds: readonly number[] = seedsOf(Object.keys(seedFiles));

/** The JSON the handlers answer for `endpoint` in `scenario` and `lang`; throws when none is written. */
export function snapshotJson(scenario: string, endpoint: string, lang: SnapshotLang = 'es'): unknown {
  const json = findSnapshot(snapshotIndex, scenario, endpoint, lang)?.json;
  if (json === undefined) throw new Error(`No snapshot of ${scenario}/${endpoint}.${lang}: is snapshots/ written?`);
  return json;
}

/** How long the handlers wait before answering: milliseconds, or 'infinite' (stays loading). */
export type ApiDelay = number | 'infinite';

export interface SnapshotHandlerOptions {
  /** The mock server scenario (`default` when absent). */
  scenario?: string;
  /** Wait before answering instead of the scenario's latency ('infinite': stays loading). */
  delay?: ApiDelay;
  /** In the `generated` scenario: whose answers (`mock_seed`; 1 when absent). */
  seed?: number;
}

/** Throws for a seed the snapshot test did not write (a story's typo fails its test). */
export function checkSeed(seed: number): void {
  if (!generatedSeeds.includes(seed)) {
    throw new Error(`No snapshots of generated seed ${seed}; the snapshot test writes seeds ${generatedSeeds.join(', ')}`);
  }
}

/** The `generated` scenario's answer of `endpoint` for `seed`, read when first asked. */
async function seedSnapshot(seed: number, endpoint: string, lang: SnapshotLang): Promise<Snapshot | undefined> {
  const load = seedFiles[`${SNAPSHOTS}${seedSnapshotPath(seed, endpoint, lang)}`];
  if (!load) return undefined;
  return { scenario: GENERATED_SCENARIO, endpoint, lang, ...parseSnapshotText(await load()) };
}

/** The picture an image operation answers in `scenario` (else in the default scenario). */
async function image(operation: Operation, scenario: string): Promise<Response> {
  const url =
    imageFiles[`${SNAPSHOTS}${scenario}/${operation.id}.png`] ??
    imageFiles[`${SNAPSHOTS}${DEFAULT_SCENARIO}/${operation.id}.png`];
  if (!url) return passthrough();
  const bytes = await (await fetch(url)).arrayBuffer();
  return new HttpResponse(bytes, { headers: { 'Content-Type': operation.mediaType } });
}

function respond(snapshot: Snapshot): Response {
  const status = snapshot.status ?? 200;
  return new HttpResponse(snapshot.body, {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** Every field of `value` as another type, as the mock's `answer-wrong-types` does. */
function wrongTypes(value: unknown): unknown {
  if (Array.isArray(value)) return null;
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return { text: value };
  if (typeof value === 'boolean') return Number(value);
  if (value === null) return 0;
  return Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([key, field]) => [key, wrongTypes(field)]));
}

/** The first half of `text`'s UTF-8 bytes, cut on a character boundary (at least one byte). */
function firstHalf(text: string): ArrayBuffer {
  const bytes = new TextEncoder().encode(text);
  let cut = Math.min(Math.max(Math.floor(bytes.length / 2), 1), bytes.length);
  // A UTF-8 continuation byte is 10xxxxxx: back off to the start of its character.
  while (cut > 0 && cut < bytes.length && ((bytes[cut] ?? 0) & 0xc0) === 0x80) cut -= 1;
  return bytes.slice(0, cut).buffer;
}

/**
 * `snapshot` broken the way the scenario's `answers` says, as the mock server breaks its
 * answers (mock-server/README.md "Malformed answers"); null when it answers as it is.
 */
function malformed(answers: string, snapshot: Snapshot): Response | null {
  const json = (body: BodyInit | null) => new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
  switch (answers) {
    case 'html-502':
      return new HttpResponse(gatewayPage, { status: 502, headers: { 'Content-Type': 'text/html' } });
    case 'empty':
      return json(null);
    case 'truncated':
      return json(firstHalf(snapshot.body));
    case 'wrong-types': {
      const envelope = typeof snapshot.json === 'object' && snapshot.json !== null ? { ...(snapshot.json as Record<string, unknown>) } : {};
      const data = envelope.data;
      const hasFields = typeof data === 'object' && data !== null && !Array.isArray(data) && Object.keys(data).length > 0;
      // No fields to break: the payload itself is of the wrong type.
      envelope.data = hasFields ? wrongTypes(data) : 'data';
      return json(JSON.stringify(envelope));
    }
    default:
      return null;
  }
}

/** Throws for a scenario the mock server does not have (a typo in a story fails its test). */
export function checkScenario(scenario: string): void {
  if (scenarioIndex.size > 0 && !scenarioIndex.has(scenario)) {
    throw new Error(`Unknown mock scenario "${scenario}"; see snapshots/scenarios.json`);
  }
}

/**
 * Counts the answers being prepared on `window.__storyApiInFlight` (the gallery waits until
 * none is left before its screenshot); an answer held on purpose ('infinite') is not counted.
 */
function counted(work: () => Promise<Response>): Promise<Response> {
  const counter = globalThis as { __storyApiInFlight?: number };
  counter.__storyApiInFlight = (counter.__storyApiInFlight ?? 0) + 1;
  return work().finally(() => {
    counter.__storyApiInFlight = (counter.__storyApiInFlight ?? 1) - 1;
  });
}

/** One handler per operation of the contract, serving the snapshots of `scenario`. */
export function snapshotHandlers({
  scenario = DEFAULT_SCENARIO,
  delay: wait,
  seed = 1,
}: SnapshotHandlerOptions = {}): HttpHandler[] {
  checkScenario(scenario);
  const generated = scenario === GENERATED_SCENARIO;
  if (generated) checkSeed(seed);
  const info = scenarioIndex.get(scenario);
  const latency = wait ?? info?.latencyMs ?? undefined;
  const faultRate = info?.faultRate ?? 0;
  const answers = info?.answers ?? 'canned';
  const answer = async (operation: Operation, request: Request): Promise<Response> => {
    if (latency !== undefined) await delay(latency);
    if (faultRate > 0 && Math.random() < faultRate) {
      // The mock server's injected fault. Its JSON body is not in snapshots/, so none is
      // invented here: the app reads only the status of a failed call.
      return new HttpResponse(null, { status: 500, statusText: 'Internal Server Error' });
    }
    if (operation.mediaType.startsWith('image/')) return image(operation, scenario);
    const lang = langFromFlag(new URL(request.url).searchParams.get('language'));
    const snapshot = generated
      ? await seedSnapshot(seed, operation.id, lang)
      : findSnapshot(snapshotIndex, scenario, operation.id, lang);
    if (!snapshot) {
      const where = generated ? seedSnapshotPath(seed, operation.id, lang) : `${scenario}/${operation.id}.${lang}`;
      console.warn(`[msw] no snapshot for ${where}`);
      return passthrough();
    }
    return malformed(answers, snapshot) ?? respond(snapshot);
  };
  return operations.map((operation) =>
    // Any origin: the app prefixes its configured `apiBase`, which a test may set to another host.
    http[operation.method](`*${operation.mswPath}`, ({ request }) =>
      latency === 'infinite' ? answer(operation, request) : counted(() => answer(operation, request)),
    ),
  );
}
