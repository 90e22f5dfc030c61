import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Signal } from '../../shared/telemetry/signal';
import { checkOf, recoverFromFailedChunk, watchFailedChunks } from './new-release';
import { claimReload, RELOAD_GUARD_MS } from './reload-guard';

const OURS = '0.1.0+2a2d66c.5d41402abc';
const THEIRS = '0.1.0+2a2d66c.7e9f001234';
const page = (id: string) =>
  `<!doctype html><html><head><meta name="contract-version" content="1.2.0">\n    <meta name="build-id" content="${id}"></head></html>`;

/** A page of release OURS at /repay whose server answers `answer` (a rejection: no network). */
function pageWindow(answer: () => Promise<Response>) {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.append(Object.assign(doc.createElement('meta'), { name: 'build-id', content: OURS }));
  const events = new EventTarget();
  return {
    fetch: vi.fn(answer),
    location: { pathname: '/repay', reload: vi.fn() },
    document: doc,
    sessionStorage,
    loanSignals: [] as Signal[],
    addEventListener: events.addEventListener.bind(events),
    dispatchEvent: events.dispatchEvent.bind(events),
  };
}
const asWindow = (win: ReturnType<typeof pageWindow>) => win as unknown as Window;
const html = (id: string) => () => Promise.resolve(new Response(page(id), { headers: { 'Content-Type': 'text/html' } }));

describe('the reload guard (docs/serving.md "Releases")', () => {
  beforeEach(() => sessionStorage.clear());

  it('allows one reload, then none within the guard time, then one again', () => {
    const now = 1_764_000_000_000;
    expect(claimReload(window, now)).toBe(true);
    expect(claimReload(window, now + 1_000)).toBe(false);
    expect(claimReload(window, now + RELOAD_GUARD_MS - 1)).toBe(false);
    expect(claimReload(window, now + RELOAD_GUARD_MS)).toBe(true);
    expect(claimReload(window, now + RELOAD_GUARD_MS + 1)).toBe(false);
  });

  it('allows none where the mark cannot be kept: nothing would stop a loop', () => {
    const blocked = {
      get sessionStorage(): Storage {
        throw new DOMException('blocked', 'SecurityError');
      },
    } as unknown as Window;
    expect(claimReload(blocked, Date.now())).toBe(false);
    const full = {
      sessionStorage: {
        getItem: () => null,
        setItem: () => {
          throw new DOMException('full', 'QuotaExceededError');
        },
      },
    };
    expect(claimReload(full as unknown as Window, Date.now())).toBe(false);
  });
});

describe('a chunk that failed to load', () => {
  beforeEach(() => sessionStorage.clear());
  afterEach(() => sessionStorage.clear());

  it('reloads once into the release the server now has, telling the telemetry both ids', async () => {
    const win = pageWindow(html(THEIRS));
    await expect(recoverFromFailedChunk(asWindow(win))).resolves.toBe('reloading');
    // The page itself, never from a cache: the same address keeps the screen and its launch query.
    expect(win.fetch).toHaveBeenCalledWith('/repay', { cache: 'no-store' });
    expect(win.location.reload).toHaveBeenCalledTimes(1);
    expect(win.loanSignals).toEqual([{ release: OURS, to: THEIRS, at: expect.any(Number) as number }]);
    // The page the reload brings fails again at once (a server that flips between releases).
    const again = pageWindow(html(THEIRS));
    await expect(recoverFromFailedChunk(asWindow(again))).resolves.toBe('guarded');
    expect(again.location.reload).not.toHaveBeenCalled();
  });

  it('stays when the network is gone, the server still has this release, or answers no page of a build', async () => {
    const offline = pageWindow(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(recoverFromFailedChunk(asWindow(offline))).resolves.toBe('offline');
    const same = pageWindow(html(OURS));
    await expect(recoverFromFailedChunk(asWindow(same))).resolves.toBe('no-new-release');
    // A captive portal's page, or a proxy's error: no reload into something that is not the app.
    const portal = pageWindow(() => Promise.resolve(new Response('<html><body>Sign in to the Wi-Fi</body></html>')));
    await expect(recoverFromFailedChunk(asWindow(portal))).resolves.toBe('no-new-release');
    const failing = pageWindow(() => Promise.resolve(new Response(page(THEIRS), { status: 502 })));
    await expect(recoverFromFailedChunk(asWindow(failing))).resolves.toBe('no-new-release');
    for (const win of [offline, same, portal, failing]) expect(win.location.reload).not.toHaveBeenCalled();
    // None of them spent the guard: a real release later still reloads.
    const released = pageWindow(html(THEIRS));
    await expect(recoverFromFailedChunk(asWindow(released))).resolves.toBe('reloading');
  });

  it("checks once for the loader's event and the route's error together", async () => {
    const win = pageWindow(html(OURS));
    const [first, second] = [recoverFromFailedChunk(asWindow(win)), recoverFromFailedChunk(asWindow(win))];
    expect(await first).toBe('no-new-release');
    expect(await second).toBe('no-new-release');
    expect(win.fetch).toHaveBeenCalledTimes(1);
  });

  it("knows an import that failed by Vite's vite:preloadError, and starts the check from it", async () => {
    const win = pageWindow(html(THEIRS));
    watchFailedChunks(asWindow(win));
    const error = new TypeError('Failed to fetch dynamically imported module: /assets/repay-screen-B1a2c3d4.js');
    expect(checkOf(error)).toBeUndefined();
    win.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error }));
    await expect(checkOf(error)).resolves.toBe('reloading');
    expect(checkOf(new TypeError('another'))).toBeUndefined();
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });
});
