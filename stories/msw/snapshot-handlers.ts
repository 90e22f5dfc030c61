/**
 * MSW handlers that answer every operation of the contract as the mock server does: the
 * snapshot of the story's scenario, in the language of the request's `language` flag, after the
 * scenario's latency, or HTTP 500 where the scenario's fault rate says so. Nothing is written
 * here: bodies come from snapshots/ (an image operation's from `<scenario>/<operationId>.png`,
 * the mock's own picture), latency and faults from snapshots/scenarios.json, paths and methods
 * from contract/openapi.json. The `generated` scenario answers from the files of one seed,
 * `generated/seed-NN/<operationId>.<lang>.snap` (its stories' `seed` control). The media the answers point at (`/__mock/media/…`) are files of
 * snapshots/media/ that Storybook serves at those URLs (.storybook/main.ts `staticDirs`).
 */
import { delay, http, HttpResponse, passthrough, type HttpHandler } from 'msw';
import { operations, type Operation } from './operations';
import {
  DEFAULT_SCENARIO,
  findSnapshot,
  GENERATED_SCENARIO,
  indexSnapshots,
  langFromFlag,
  parseScenarioIndex,
  parseSnapshotText,
  seedSnapshotPath,
  seedsOf,
  type Snapshot,
  type SnapshotLang,
} from './snapshot-parse';

const files = import.meta.glob<string>(['../../snapshots/**/*.snap', '!../../snapshots/generated/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});
// The generated scenario's answers per seed: about 1 MB, so each is fetched when a story asks.
const seedFiles = import.meta.glob<string>('../../snapshots/generated/seed-*/*.snap', {
  query: '?raw',
  import: 'default',
});
const imageFiles = import.meta.glob<string>('../../snapshots/*/*.png', {
  query: '?url',
  import: 'default',
  eager: true,
});
const indexFiles = import.meta.glob<unknown>('../../snapshots/scenarios.json', { import: 'default', eager: true });

/** Every snapshot the mock server wrote, indexed. */
export const snapshotIndex = indexSnapshots(files);
/** Every scenario of the mock server with its latency and fault rate. */
export const scenarioIndex = parseScenarioIndex(Object.values(indexFiles)[0]);
/** The seeds of the `generated` scenario the snapshot test wrote (1 to 20). */
export const generatedSeeds: readonly number[] = seedsOf(Object.keys(seedFiles));

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
  const load = seedFiles[`../../snapshots/${seedSnapshotPath(seed, endpoint, lang)}`];
  if (!load) return undefined;
  return { scenario: GENERATED_SCENARIO, endpoint, lang, ...parseSnapshotText(await load()) };
}

/** The picture an image operation answers in `scenario` (else in the default scenario). */
async function image(operation: Operation, scenario: string): Promise<Response> {
  const url =
    imageFiles[`../../snapshots/${scenario}/${operation.id}.png`] ??
    imageFiles[`../../snapshots/${DEFAULT_SCENARIO}/${operation.id}.png`];
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
    return respond(snapshot);
  };
  return operations.map((operation) =>
    http[operation.method](operation.mswPath, ({ request }) =>
      latency === 'infinite' ? answer(operation, request) : counted(() => answer(operation, request)),
    ),
  );
}
