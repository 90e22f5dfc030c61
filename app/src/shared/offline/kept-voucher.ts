/**
 * The repayment instruction a borrower last opened on /carpmm, kept on the phone for the day so
 * that it can be shown at a store's counter without a network (docs/serving.md "The service
 * worker"): its answer and its images, in one Cache Storage cache named after the day and the
 * session. Shown only when the call fails, never in place of a fresh answer; gone once the day
 * or the session changes (`dropOldVouchers`, run by the screen and by the worker).
 */
import { formatDate } from '../format/date';

/** Every kept voucher's cache starts so; the day (the phone's, `YYYY-MM-DD`) and session follow. */
const PREFIX = 'voucher-';

/** What is kept: the answer, when it was fetched, and the request it answered. */
export interface KeptVoucher<T> {
  /** The request's form, as sent (a kept answer is read back for the same form only). */
  form: string;
  /** When the answer arrived (ms since the epoch). */
  fetchedAt: number;
  data: T;
}

function cacheName(session: string, now: number): string {
  return `${PREFIX}${formatDate(now)}-${encodeURIComponent(session)}`;
}

/** The entry's address inside the cache (never requested from a server). */
const ANSWER_KEY = '/__kept/voucher.json';

function storage(): CacheStorage | null {
  return typeof caches === 'undefined' ? null : caches;
}

/**
 * Deletes every kept voucher of another day, and of another session than `session` (the
 * worker, which knows no session, passes null: other days only).
 */
export async function dropOldVouchers(session: string | null, now = Date.now()): Promise<void> {
  const store = storage();
  if (!store) return;
  const today = `${PREFIX}${formatDate(now)}-`;
  const kept = (name: string) => (session === null ? name.startsWith(today) : name === cacheName(session, now));
  const names = await store.keys();
  await Promise.all(names.filter((name) => name.startsWith(PREFIX) && !kept(name)).map((name) => store.delete(name)));
}

/**
 * Keeps `data`, the answer to `form`, with the images at `images` (fetched again here, so the
 * worker can give them back offline). Failures are ignored: keeping is a convenience.
 */
export async function keepVoucher<T>(session: string, form: string, data: T, images: readonly string[], now = Date.now()): Promise<void> {
  const store = storage();
  if (!store) return;
  try {
    await dropOldVouchers(session, now);
    const cache = await store.open(cacheName(session, now));
    // Only the last instruction is kept: the one a borrower goes to the counter with.
    for (const request of await cache.keys()) await cache.delete(request);
    const kept: KeptVoucher<T> = { form, fetchedAt: now, data };
    await cache.put(ANSWER_KEY, new Response(JSON.stringify(kept), { headers: { 'Content-Type': 'application/json' } }));
    await Promise.all(
      images.map(async (src) => {
        // no-cors: images of other origins (the barcode service) come back opaque, still drawable.
        const response = await fetch(src, { mode: 'no-cors', credentials: 'omit' });
        await cache.put(src, response);
      }),
    );
  } catch {
    // Storage full or refused: the page works as it did, without an offline copy.
  }
}

/** The kept answer to `form` of this session today, or null. */
export async function readKeptVoucher<T>(session: string, form: string, now = Date.now()): Promise<KeptVoucher<T> | null> {
  const store = storage();
  if (!store) return null;
  try {
    await dropOldVouchers(session, now);
    const cache = await store.open(cacheName(session, now));
    const response = await cache.match(ANSWER_KEY);
    if (!response) return null;
    const kept = (await response.json()) as KeptVoucher<T>;
    return kept.form === form ? kept : null;
  } catch {
    return null;
  }
}

/** A kept image of any voucher (the worker's answer when the network fails), or undefined. */
export async function keptImage(request: Request): Promise<Response | undefined> {
  const store = storage();
  if (!store) return undefined;
  for (const name of await store.keys()) {
    if (!name.startsWith(PREFIX)) continue;
    const found = await (await store.open(name)).match(request.url);
    if (found) return found;
  }
  return undefined;
}
