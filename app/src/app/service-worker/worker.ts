/**
 * The service worker, /sw.js (docs/serving.md "The service worker"; docs/decisions.md
 * "Service worker"), built with Workbox 7 by app/scripts/service-worker.mjs:
 *
 * - the borrower shell, its first script and the bundle's files are precached: later opens take
 *   the scripts from the phone;
 * - a borrower page is always asked from the network (its headers, a new build, the mock
 *   server's `?scenario=`); when the network fails, it gets the precached shell marked offline,
 *   which start-up shows as the offline page or, on /carpmm, with the instruction kept on the
 *   phone;
 * - config.json from the network, its last copy when offline; the API never (no route: its
 *   requests go to the network as if there were no worker);
 * - images from the network, a kept voucher's image when that fails;
 * - the first install takes the open page over (clientsClaim): from then on the page's chunks
 *   come from the phone, so a release on the server cannot take them away mid-flow;
 * - a new worker waits until every page of the old one is closed (no skipWaiting): a new bundle
 *   takes over at the next open, never in the middle of a flow (docs/decisions.md "Service
 *   worker").
 */
import { clientsClaim } from 'workbox-core';
import { enable as enableNavigationPreload } from 'workbox-navigation-preload';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import type { RouteHandlerCallbackOptions } from 'workbox-core/types';
import { registerRoute } from 'workbox-routing';
import { NetworkFirst, NetworkOnly } from 'workbox-strategies';
import { dropOldVouchers, keptImage } from '../../shared/offline/kept-voucher';
import { OFFLINE_MARK } from './offline-mark';

/** The paths servers answer with the borrower shell (serving.json; service-worker.mjs). */
declare const __SHELL_ROUTES__: readonly string[];

const SHELL_URL = '/shell.html';

/** The worker's scope: `__WB_MANIFEST` is where workbox-build writes the precache list. */
interface WorkerScope {
  __WB_MANIFEST: (PrecacheEntry | string)[];
  location: Location;
}
const scope = self as unknown as WorkerScope;

// A page open when the worker first activates is served by it too, its own release's chunks
// included (docs/serving.md "The service worker"). Claiming happens only at activation, which an
// update reaches once every page of the old worker is closed: no page changes bundles.
clientsClaim();
cleanupOutdatedCaches();
// Written out as `self.__WB_MANIFEST`: workbox-build looks for these very words.
precacheAndRoute((self as unknown as WorkerScope).__WB_MANIFEST);
enableNavigationPreload();

const network = new NetworkOnly();

/** The precached shell with its root marked offline, its headers (the CSP) kept. */
async function offlineShell(): Promise<Response> {
  const shell = await matchPrecache(SHELL_URL);
  if (!shell) return Response.error();
  const html = (await shell.text()).replace('<div id="root"', `<div id="root" ${OFFLINE_MARK}=""`);
  return new Response(html, { status: 200, headers: shell.headers });
}

const sameOrigin = (url: URL) => url.origin === scope.location.origin;

registerRoute(
  ({ request, url }) => request.mode === 'navigate' && sameOrigin(url) && __SHELL_ROUTES__.includes(url.pathname),
  async (options: RouteHandlerCallbackOptions) => {
    // A voucher of another day goes at the next open: nothing personal outlives its day.
    void dropOldVouchers(null);
    try {
      return await network.handle(options);
    } catch {
      return offlineShell();
    }
  },
);

registerRoute(({ url }) => sameOrigin(url) && url.pathname === '/config.json', new NetworkFirst({ cacheName: 'config' }));

registerRoute(
  ({ request }) => request.destination === 'image',
  async (options: RouteHandlerCallbackOptions) => {
    try {
      return await network.handle(options);
    } catch (error) {
      const kept = await keptImage(options.request as Request);
      if (kept) return kept;
      throw error;
    }
  },
);
