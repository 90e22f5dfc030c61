/**
 * What must survive a reload of the page (the web view killed while the photo picker is
 * open): kept in localStorage per launch session, each entry for a day at most
 * (docs/decisions.md "Network failures"). localStorage, not sessionStorage: a web view the
 * system killed comes back as a new tab, which sessionStorage does not survive.
 */
import { KEPT_FOR_MS } from '../config/constants';
import { getLaunchParams } from '../launch/launch-params';

const PREFIX = 'kept:';

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
