/**
 * MSW handlers that answer every operation of the contract as the mock server does, for the
 * stories (msw/browser, snapshot-handlers.ts) and the app's unit tests (msw/node, server.ts)
 * alike: the snapshot of the scenario, in the language of the request's `language` flag, after
 * the scenario's latency, HTTP 500 where the scenario's fault rate says so, broken as the mock
 * breaks it where the scenario's `answers` says so. Nothing is written here: bodies come from
 * snapshots/ (an image operation's from `<scenario>/<operationId>.png`, the mock's own picture),
 * latency, faults and malformed answers from snapshots/scenarios.json, paths and methods from
 * contract/openapi.json. The `generated` scenario answers from the files of one seed,
 * `generated/seed-NN/<operationId>.<lang>.snap`. How the files are read is the caller's
 * (`SnapshotSource`): Vite's globs in a browser, the file system in Node. Test-only code: the
 * app never imports it.
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
  type ScenarioInfo,
  type Snapshot,
  type SnapshotIndex,
  type SnapshotLang,
} from './snapshot-parse';

/** Where the snapshot files come from; paths are relative to snapshots/ (`default/get-sid.es.snap`). */
export interface SnapshotSource {
  /** Every snapshot file but the generated scenario's: path → text. */
  files: Readonly<Record<string, string>>;
  /** snapshots/scenarios.json, parsed. */
  index: unknown;
  /** The paths of the generated scenario's files (read when a request asks, they are about 1 MB). */
  seedPaths: readonly string[];
  /** The text of one generated file; undefined when it is not there. */
  readSeedFile(path: string): Promise<string | undefined>;
  /** The bytes of one picture (`<scenario>/<operationId>.png`); undefined when it is not there. */
  readImage(path: string): Promise<ArrayBuffer | undefined>;
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

/** What the snapshots give: their index, the scenarios, and the handlers that serve them. */
export interface SnapshotApi {
  /** Every snapshot the mock server wrote, indexed. */
  snapshotIndex: SnapshotIndex;
  /** Every scenario of the mock server with its latency, fault rate and answers. */
  scenarioIndex: ReadonlyMap<string, ScenarioInfo>;
  /** The seeds of the `generated` scenario the snapshot test wrote (1 to 20). */
  generatedSeeds: readonly number[];
  /** The JSON the handlers answer for `endpoint` in `scenario` and `lang`; throws when none is written. */
  snapshotJson(scenario: string, endpoint: string, lang?: SnapshotLang): unknown;
  /** Throws for a seed the snapshot test did not write (a story's typo fails its test). */
  checkSeed(seed: number): void;
  /** Throws for a scenario the mock server does not have (a typo fails the story or test). */
  checkScenario(scenario: string): void;
  /** One handler per operation of the contract, serving the snapshots of a scenario. */
  snapshotHandlers(options?: SnapshotHandlerOptions): HttpHandler[];
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

/** The snapshots of `source` and the handlers that answer from them. */
export function createSnapshotApi(source: SnapshotSource): SnapshotApi {
  const snapshotIndex = indexSnapshots(source.files);
  const scenarioIndex = parseScenarioIndex(source.index);
  const gatewayPage = parseGatewayPage(source.index);
  const generatedSeeds = seedsOf(source.seedPaths);

  const snapshotJson = (scenario: string, endpoint: string, lang: SnapshotLang = 'es'): unknown => {
    const json = findSnapshot(snapshotIndex, scenario, endpoint, lang)?.json;
    if (json === undefined) throw new Error(`No snapshot of ${scenario}/${endpoint}.${lang}: is snapshots/ written?`);
    return json;
  };

  const checkSeed = (seed: number): void => {
    if (!generatedSeeds.includes(seed)) {
      throw new Error(`No snapshots of generated seed ${seed}; the snapshot test writes seeds ${generatedSeeds.join(', ')}`);
    }
  };

  const checkScenario = (scenario: string): void => {
    if (scenarioIndex.size > 0 && !scenarioIndex.has(scenario)) {
      throw new Error(`Unknown mock scenario "${scenario}"; see snapshots/scenarios.json`);
    }
  };

  /** The `generated` scenario's answer of `endpoint` for `seed`, read when first asked. */
  const seedSnapshot = async (seed: number, endpoint: string, lang: SnapshotLang): Promise<Snapshot | undefined> => {
    const text = await source.readSeedFile(seedSnapshotPath(seed, endpoint, lang));
    return text === undefined ? undefined : { scenario: GENERATED_SCENARIO, endpoint, lang, ...parseSnapshotText(text) };
  };

  /** The picture an image operation answers in `scenario` (else in the default scenario). */
  const image = async (operation: Operation, scenario: string): Promise<Response> => {
    const bytes =
      (await source.readImage(`${scenario}/${operation.id}.png`)) ?? (await source.readImage(`${DEFAULT_SCENARIO}/${operation.id}.png`));
    if (!bytes) return passthrough();
    return new HttpResponse(bytes, { headers: { 'Content-Type': operation.mediaType } });
  };

  /**
   * `snapshot` broken the way the scenario's `answers` says, as the mock server breaks its
   * answers (mock-server/README.md "Malformed answers"); null when it answers as it is.
   */
  const malformed = (answers: string, snapshot: Snapshot): Response | null => {
    const json = (body: BodyInit | null) => new HttpResponse(body, { headers: { 'Content-Type': 'application/json' } });
    switch (answers) {
      case 'html-502':
        return new HttpResponse(gatewayPage, { status: 502, headers: { 'Content-Type': 'text/html' } });
      case 'empty':
        return json(null);
      case 'truncated':
        return json(firstHalf(snapshot.body));
      case 'wrong-types': {
        const envelope =
          typeof snapshot.json === 'object' && snapshot.json !== null ? { ...(snapshot.json as Record<string, unknown>) } : {};
        const data = envelope.data;
        const hasFields = typeof data === 'object' && data !== null && !Array.isArray(data) && Object.keys(data).length > 0;
        // No fields to break: the payload itself is of the wrong type.
        envelope.data = hasFields ? wrongTypes(data) : 'data';
        return json(JSON.stringify(envelope));
      }
      default:
        return null;
    }
  };

  /** One handler per operation of the contract, serving the snapshots of `scenario`. */
  const snapshotHandlers = ({ scenario = DEFAULT_SCENARIO, delay: wait, seed = 1 }: SnapshotHandlerOptions = {}): HttpHandler[] => {
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
      const snapshot = generated ? await seedSnapshot(seed, operation.id, lang) : findSnapshot(snapshotIndex, scenario, operation.id, lang);
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
  };

  return { snapshotIndex, scenarioIndex, generatedSeeds, snapshotJson, checkSeed, checkScenario, snapshotHandlers };
}
