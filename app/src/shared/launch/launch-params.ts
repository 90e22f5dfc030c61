// The names are the contract's (docs/constants.md "Launch parameters and headers").
import { HEADERS_FORM_CLIENT, HEADERS_JSON_CLIENT, LAUNCH_PARAMS } from '../../api/contract-constants';

/**
 * Launch parameters: read from the page's query string at start, kept in sessionStorage for
 * the session, added to every API call's query string. Read again on every call, so a value
 * that arrives later (a new page with a new query) is used from then on.
 */

export type LaunchParamKey = (typeof LAUNCH_PARAMS)[number];
export type LaunchParams = Partial<Record<LaunchParamKey, string>>;

const STORAGE_KEY = 'launch-params';
const KEPT_KEYS: readonly string[] = [...new Set<string>([...LAUNCH_PARAMS, ...HEADERS_JSON_CLIENT, ...HEADERS_FORM_CLIENT])];

function storage(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

/** The current page's query: from the address bar, unless `readPageQueryFrom` set otherwise. */
let currentSearch = (): string => (typeof location === 'undefined' ? '' : location.search);

/**
 * Reads "the current page's query" from `read` instead of the address bar: for a page whose
 * router is not the address bar (Storybook's MemoryRouter inside a test runner's frame, whose
 * own address carries the runner's `sessionId`), so the story's launch query is the page's.
 */
export function readPageQueryFrom(read: () => string): void {
  currentSearch = read;
}

function readStored(): Record<string, string> {
  const raw = storage()?.getItem(STORAGE_KEY);
  if (!raw) return {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

function fromQuery(search: string): Record<string, string> {
  const query = new URLSearchParams(search);
  const found: Record<string, string> = {};
  for (const key of KEPT_KEYS) {
    const value = query.get(key);
    if (value !== null) found[key] = value;
  }
  return found;
}

/** Everything kept for the session, overlaid with what the current page's query says. */
function allParams(search = currentSearch()): Record<string, string> {
  return { ...readStored(), ...fromQuery(search) };
}

/** Reads the launch parameters from `search` and keeps them for the session. */
export function captureLaunchParams(search = currentSearch()): LaunchParams {
  const merged = allParams(search);
  storage()?.setItem(STORAGE_KEY, JSON.stringify(merged));
  return pickLaunchParams(merged);
}

function pickLaunchParams(all: Record<string, string>): LaunchParams {
  const params: LaunchParams = {};
  for (const key of LAUNCH_PARAMS) {
    const value = all[key];
    if (value !== undefined) params[key] = value;
  }
  return params;
}

/** The launch parameters now (kept ones overlaid with the current query). */
export function getLaunchParams(search = currentSearch()): LaunchParams {
  return pickLaunchParams(allParams(search));
}

/** Header values read from the launch query parameters of the same name; "" when absent. */
export function headerParams<K extends string>(keys: readonly K[], search = currentSearch()): Record<K, string> {
  const all = allParams(search);
  const headers = {} as Record<K, string>;
  for (const key of keys) headers[key] = all[key] ?? '';
  return headers;
}

/** Forgets the kept parameters (tests, Storybook). */
export function clearLaunchParams(): void {
  storage()?.removeItem(STORAGE_KEY);
}
