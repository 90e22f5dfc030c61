/**
 * What must survive a reload of the page (the web view killed while the photo picker is
 * open): kept in localStorage per launch session, each entry for a day at most
 * (docs/decisions.md "Network failures"). localStorage, not sessionStorage: a web view the
 * system killed comes back as a new tab, which sessionStorage does not survive.
 */
import { ApiError } from '../api/api-error';
import { getLaunchParams } from '../launch/launch-params';

const PREFIX = 'kept:';

/**
 * The contract's header name (HEADERS_IDEMPOTENCY_KEY of api/contract-constants.ts; a test
 * checks they agree), written here: that module loads with both entries at start, and the
 * promotion page has no byte to spare.
 */
export const IDEMPOTENCY_KEY = 'Idempotency-Key';

/**
 * How long a kept draft or intent key lives (docs/decisions.md "Network failures"). Here, not in
 * config/constants.ts, which both entries load at start: the promotion page has no byte to spare.
 */
export const KEPT_FOR_MS = 24 * 60 * 60 * 1000;

interface Entry {
  at: number;
  value: unknown;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

/** The storage key of `name` in this launch session (`sessionId`; the promotion page has none). */
function storageKey(name: string): string {
  return `${PREFIX}${getLaunchParams().sessionId ?? ''}:${name}`;
}

/** Keeps `value` (JSON) under `name` for this session, now. A full or blocked storage keeps nothing. */
export function keep(name: string, value: unknown): void {
  try {
    storage()?.setItem(storageKey(name), JSON.stringify({ at: Date.now(), value } satisfies Entry));
  } catch {
    // Quota exceeded or storage blocked: the page works, it only forgets on a reload.
  }
}

/** The value kept under `name` in this session when it is younger than a day; expired ones are removed. */
export function recall(name: string): unknown {
  const key = storageKey(name);
  const raw = storage()?.getItem(key);
  if (!raw) return undefined;
  try {
    const entry = JSON.parse(raw) as Partial<Entry>;
    if (typeof entry.at === 'number' && Date.now() - entry.at < KEPT_FOR_MS) return entry.value;
  } catch {
    // Unreadable: dropped below.
  }
  storage()?.removeItem(key);
  return undefined;
}

/** Forgets what is kept under `name` in this session. */
export function forget(name: string): void {
  storage()?.removeItem(storageKey(name));
}

/** Forgets everything kept, in every session (tests, Storybook: each starts with nothing kept). */
export function forgetAllKept(): void {
  const store = storage();
  if (!store) return;
  for (const key of Object.keys(store)) if (key.startsWith(PREFIX)) store.removeItem(key);
}

// The intent keys: one module with the kept entries they live in, one chunk fewer to load.
/**
 * The `Idempotency-Key` of one thing the user means to do (borrow this amount, file this
 * complaint, pay with this card): made on the first try, sent again with every retry of it,
 * also after a reload, and forgotten on success or on a final refusal, so a retry after a
 * lost answer is known to the server as the same request (docs/api.md "Retries and the
 * Idempotency-Key header"). Another payload under the same action is another intent: it
 * gets a new key. The intent a caller passes names what the user means, never a secret (no
 * captcha answer, SMS code or card number), and only its hash is kept.
 */

interface Intent {
  key: string;
  payload: string;
}

function isIntent(value: unknown): value is Intent {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Intent).key === 'string' &&
    typeof (value as Intent).payload === 'string'
  );
}

/** 128 random bits as hex (getRandomValues: randomUUID needs a secure context, a QA phone on the LAN has none). */
function newKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** FNV-1a over the text, twice with other seeds: tells intents apart, keeps none of their text. */
function fingerprint(text: string): string {
  return [0x811c9dc5, 0x01000193]
    .map((seed) => {
      let hash = seed;
      for (let i = 0; i < text.length; i += 1) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
      return hash.toString(16).padStart(8, '0');
    })
    .join('');
}

/** The key of `action` with `payload`: the kept one while the payload is the same, else a new one, kept. */
export function intentKey(action: string, payload: unknown): string {
  const name = `intent:${action}`;
  const text = fingerprint(JSON.stringify(payload) ?? '');
  const kept = recall(name);
  if (isIntent(kept) && kept.payload === text) return kept.key;
  const key = newKey();
  keep(name, { key, payload: text } satisfies Intent);
  return key;
}

/** Forgets the key of `action`: it succeeded or was finally refused; the next try is a new intent. */
export function forgetIntent(action: string): void {
  forget(`intent:${action}`);
}

/**
 * Runs the write `call` with the `Idempotency-Key` header of `action` and `intent`; forgets the key once the server
 * answered (an envelope, or an HTTP 4xx refusal such as a key reused with another payload) and
 * keeps it when the answer was lost, a server fault or unreadable: the retry is the same request.
 */
export async function withIntent<T>(action: string, intent: unknown, call: (headers: Record<string, string>) => Promise<T>): Promise<T> {
  const key = intentKey(action, intent);
  try {
    const result = await call({ [IDEMPOTENCY_KEY]: key });
    forgetIntent(action);
    return result;
  } catch (error) {
    if (error instanceof ApiError && error.failure === 'http' && error.status >= 400 && error.status < 500) forgetIntent(action);
    throw error;
  }
}
