/**
 * Reads the mock server's insta snapshot files (snapshots/<scenario>/<endpoint-id>.<lang>.snap):
 * a header between the first two `---` lines, then the response body. No Vite or browser API
 * here, so the parser runs in a plain Node unit test.
 */

export type SnapshotLang = 'es' | 'en';

/** Where a snapshot belongs, read from its path. */
export interface SnapshotKey {
  scenario: string;
  /** The contract's operationId, e.g. `get-whatsapp`. */
  endpoint: string;
  lang: SnapshotLang;
}

/** A parsed snapshot file. */
export interface Snapshot extends SnapshotKey {
  /** The header's `key: value` lines (insta's `source`, `expression`, `info` …), as text. */
  header: Readonly<Record<string, string>>;
  /** The body exactly as stored (trimmed), ready to be sent. */
  body: string;
  /** The body as JSON, or undefined when it is not JSON (e.g. an image's description). */
  json: unknown;
  /** The HTTP status the header names (`status: 500`), if it names one. */
  status?: number;
}

const PATH_PATTERN = /(?:^|\/)snapshots\/([^/]+)\/([^/]+)\.(es|en)\.snap$/;

/** The scenario, endpoint and language of a snapshot path; null when the path does not fit. */
export function parseSnapshotPath(path: string): SnapshotKey | null {
  const match = PATH_PATTERN.exec(path.replace(/\\/g, '/'));
  if (!match) return null;
  const [, scenario, endpoint, lang] = match;
  if (!scenario || !endpoint || (lang !== 'es' && lang !== 'en')) return null;
  return { scenario, endpoint, lang };
}

/** Splits an insta file into its header lines and its body; a file with no header is all body. */
export function splitSnapshot(text: string): { headerLines: string[]; body: string } {
  const lines = text.replace(/\r\n/g, '\n').split('\n');
  if (lines[0]?.trim() !== '---') return { headerLines: [], body: text.trim() };
  const end = lines.findIndex((line, index) => index > 0 && line.trim() === '---');
  if (end === -1) return { headerLines: [], body: text.trim() };
  return {
    headerLines: lines.slice(1, end),
    body: lines
      .slice(end + 1)
      .join('\n')
      .trim(),
  };
}

/** Reads the header's top-level `key: value` lines; nested YAML is kept as the raw block. */
export function parseHeader(lines: readonly string[]): Record<string, string> {
  const header: Record<string, string> = {};
  let lastKey: string | null = null;
  for (const line of lines) {
    const top = /^([A-Za-z_][\w-]*):\s?(.*)$/.exec(line);
    if (top?.[1] !== undefined) {
      lastKey = top[1];
      header[lastKey] = unquote(top[2] ?? '');
    } else if (lastKey && line.trim() !== '') {
      header[lastKey] = `${header[lastKey] ?? ''}\n${line}`.trim();
    }
  }
  return header;
}

function unquote(value: string): string {
  const trimmed = value.trim();
  const quoted = /^(["'])(.*)\1$/.exec(trimmed);
  return quoted?.[2] ?? trimmed;
}

/** Finds an HTTP status in the header: `status: 500`, or `status: 500` inside `info:`. */
export function statusFromHeader(header: Readonly<Record<string, string>>): number | undefined {
  for (const key of ['status', 'info', 'description', 'expression']) {
    const value = header[key];
    if (value === undefined) continue;
    const match = key === 'status' ? /^(\d{3})$/.exec(value) : /\bstatus:\s*(\d{3})\b/.exec(value);
    if (match?.[1]) return Number(match[1]);
  }
  return undefined;
}

function tryJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    return undefined;
  }
}

/** Parses one snapshot file's text, whatever its path: header, body, JSON, status. */
export function parseSnapshotText(text: string): Omit<Snapshot, keyof SnapshotKey> {
  const { headerLines, body } = splitSnapshot(text);
  const header = parseHeader(headerLines);
  const status = statusFromHeader(header);
  return { header, body, json: tryJson(body), ...(status !== undefined ? { status } : {}) };
}

/** Parses one snapshot file; null when its path is not a snapshot path. */
export function parseSnapshot(path: string, text: string): Snapshot | null {
  const key = parseSnapshotPath(path);
  if (!key) return null;
  return { ...key, ...parseSnapshotText(text) };
}

/** The scenario whose answers the snapshot test writes per seed (`generated/seed-NN/`). */
export const GENERATED_SCENARIO = 'generated';

const SEED_PATTERN = /(?:^|\/)snapshots\/generated\/seed-(\d+)\/[^/]+\.(?:es|en)\.snap$/;

/** The seeds of the `generated` scenario's snapshot files, in order. */
export function seedsOf(paths: readonly string[]): number[] {
  const seeds = new Set<number>();
  for (const path of paths) {
    const match = SEED_PATTERN.exec(path.replace(/\\/g, '/'));
    if (match?.[1]) seeds.add(Number(match[1]));
  }
  return [...seeds].sort((a, b) => a - b);
}

/** Where the snapshot test writes seed `seed`'s answer of `endpoint` (relative to snapshots/). */
export function seedSnapshotPath(seed: number, endpoint: string, lang: SnapshotLang): string {
  return `generated/seed-${String(seed).padStart(2, '0')}/${endpoint}.${lang}.snap`;
}

/** The snapshots by scenario, then endpoint, then language. */
export type SnapshotIndex = ReadonlyMap<string, ReadonlyMap<string, Partial<Record<SnapshotLang, Snapshot>>>>;

/** Indexes every file of a `{ path: text }` record (what `import.meta.glob` gives). */
export function indexSnapshots(files: Readonly<Record<string, string>>): SnapshotIndex {
  const index = new Map<string, Map<string, Partial<Record<SnapshotLang, Snapshot>>>>();
  for (const [path, text] of Object.entries(files)) {
    const snapshot = parseSnapshot(path, text);
    if (!snapshot) continue;
    const byEndpoint = index.get(snapshot.scenario) ?? new Map<string, Partial<Record<SnapshotLang, Snapshot>>>();
    const byLang = byEndpoint.get(snapshot.endpoint) ?? {};
    byLang[snapshot.lang] = snapshot;
    byEndpoint.set(snapshot.endpoint, byLang);
    index.set(snapshot.scenario, byEndpoint);
  }
  return index;
}

export const DEFAULT_SCENARIO = 'default';

/**
 * The snapshot of (scenario, endpoint, lang), falling back to the `default` scenario when the
 * scenario has no file for that endpoint, and to the other language when only one was written.
 */
export function findSnapshot(index: SnapshotIndex, scenario: string, endpoint: string, lang: SnapshotLang): Snapshot | undefined {
  const other: SnapshotLang = lang === 'es' ? 'en' : 'es';
  for (const name of scenario === DEFAULT_SCENARIO ? [scenario] : [scenario, DEFAULT_SCENARIO]) {
    const byLang = index.get(name)?.get(endpoint);
    const found = byLang?.[lang] ?? byLang?.[other];
    if (found) return found;
  }
  return undefined;
}

/** The snapshot language of a request: `language=1` is English, anything else Spanish. */
export function langFromFlag(flag: string | null): SnapshotLang {
  return flag === '1' ? 'en' : 'es';
}

/** What snapshots/scenarios.json says of a scenario besides its responses. */
export interface ScenarioInfo {
  name: string;
  description: string;
  /** Latency the mock server adds to every API call, in milliseconds. */
  latencyMs: number | null;
  /** Share of API calls (0 to 1) the mock server answers with HTTP 500. */
  faultRate: number | null;
  /** Route paths of the screens it affects. */
  screens: readonly string[];
  /**
   * Where its answers come from: `canned` (the snapshots), `generated`, or how the mock server
   * breaks them (`html-502`, `truncated`, `wrong-types`, `empty`).
   */
  answers: string;
}

/** Reads the scenario index the mock server writes beside the snapshots; bad entries are skipped. */
export function parseScenarioIndex(raw: unknown): Map<string, ScenarioInfo> {
  const result = new Map<string, ScenarioInfo>();
  const list = typeof raw === 'object' && raw !== null ? (raw as { scenarios?: unknown }).scenarios : undefined;
  if (!Array.isArray(list)) return result;
  for (const item of list as unknown[]) {
    if (typeof item !== 'object' || item === null) continue;
    const entry = item as Record<string, unknown>;
    if (typeof entry.name !== 'string') continue;
    const number = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : null);
    result.set(entry.name, {
      name: entry.name,
      description: typeof entry.description === 'string' ? entry.description : '',
      latencyMs: number(entry.latencyMs),
      faultRate: number(entry.faultRate),
      screens: Array.isArray(entry.screens) ? entry.screens.filter((s): s is string => typeof s === 'string') : [],
      answers: typeof entry.answers === 'string' ? entry.answers : 'canned',
    });
  }
  return result;
}

/** The page the index gives for the `html-502` answers (a gateway's error page); '' when absent. */
export function parseGatewayPage(raw: unknown): string {
  const page = typeof raw === 'object' && raw !== null ? (raw as { gatewayPage?: unknown }).gatewayPage : undefined;
  return typeof page === 'string' ? page : '';
}
