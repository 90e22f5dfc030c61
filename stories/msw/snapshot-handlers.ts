/**
 * MSW handlers that answer every operation of the contract with the mock server's snapshot of
 * the story's scenario, in the language of the request's `language` flag. No response is
 * written here: bodies come from snapshots/, paths and methods from contract/openapi.json.
 */
import { delay, http, HttpResponse, passthrough, type HttpHandler } from 'msw';
import { operations, type Operation } from './operations';
import { findSnapshot, indexSnapshots, langFromFlag, type Snapshot } from './snapshot-parse';

const files = import.meta.glob<string>('../../snapshots/**/*.snap', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Every snapshot the mock server wrote, indexed. */
export const snapshotIndex = indexSnapshots(files);

/** The scenario in which the mock server answers every API call with HTTP 500. */
export const SERVER_ERROR_SCENARIO = 'server-error';

/** How long the handlers wait before answering: milliseconds, or 'infinite' (stays loading). */
export type ApiDelay = number | 'infinite';

export interface SnapshotHandlerOptions {
  /** The mock server scenario (`default` when absent). */
  scenario?: string;
  /** Wait before answering (shows loading states; the mock's `slow` scenario waits 2 s). */
  delay?: ApiDelay;
}

/**
 * The HTTP status the mock server answers with: what the snapshot's header says, else 500 in
 * the `server-error` scenario (as the server does for every API call), else 200.
 */
export function statusOf(snapshot: Snapshot, scenario: string): number {
  if (snapshot.status !== undefined && snapshot.scenario === scenario) return snapshot.status;
  return scenario === SERVER_ERROR_SCENARIO ? 500 : 200;
}

function base64Bytes(text: string): Uint8Array<ArrayBuffer> | null {
  const compact = text.replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]+=*$/.test(compact)) return null;
  const binary = atob(compact);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function respond(operation: Operation, snapshot: Snapshot, scenario: string): Response {
  const status = statusOf(snapshot, scenario);
  if (operation.mediaType.startsWith('image/') && status === 200) {
    // An image snapshot is stored as base64; anything else cannot be shown as an image.
    const bytes = base64Bytes(snapshot.body);
    if (!bytes) return passthrough();
    return new HttpResponse(bytes, { status, headers: { 'Content-Type': operation.mediaType } });
  }
  return new HttpResponse(snapshot.body, {
    status,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
  });
}

/** One handler per operation of the contract, serving the snapshots of `scenario`. */
export function snapshotHandlers({ scenario = 'default', delay: wait }: SnapshotHandlerOptions = {}): HttpHandler[] {
  return operations.map((operation) =>
    http[operation.method](operation.mswPath, async ({ request }) => {
      const lang = langFromFlag(new URL(request.url).searchParams.get('language'));
      const snapshot = findSnapshot(snapshotIndex, scenario, operation.id, lang);
      if (wait !== undefined) await delay(wait);
      if (!snapshot) {
        console.warn(`[msw] no snapshot for ${scenario}/${operation.id}.${lang}`);
        return passthrough();
      }
      return respond(operation, snapshot, scenario);
    }),
  );
}

/** The scenarios that have snapshots (for the docs and for checks). */
export function snapshotScenarios(): string[] {
  return [...snapshotIndex.keys()].sort();
}
