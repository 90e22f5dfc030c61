import { afterNextPaint } from '../../shared/boot/paint';

/** Where the build writes the worker (app/scripts/service-worker.mjs). */
export const WORKER_URL = '/sw.js';

/**
 * Registers the service worker (docs/serving.md "The service worker") in the production bundle
 * where the engine has them (not iOS WKWebView without app-bound domains) and config.json's
 * `serviceWorker` is not "off" (read from the file itself, not the parsed config: the promotion
 * entry, which never registers, has no room for the key). Not before the page has loaded and
 * its first answer is in: the worker's first install fetches the whole bundle, which must not
 * take the first screen's bandwidth.
 */
export function registerWorker(win: Window, configFile: Promise<unknown>, firstAnswer: Promise<unknown>): void {
  if (!import.meta.env.PROD || !('serviceWorker' in win.navigator)) return;
  const switchedOff = configFile.then(
    (raw) => typeof raw === 'object' && raw !== null && 'serviceWorker' in raw && raw.serviceWorker === 'off',
  );
  const loaded =
    win.document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise((resolve) => win.addEventListener('load', resolve, { once: true }));
  void Promise.all([switchedOff, loaded, firstAnswer.catch(() => undefined)]).then(([off]) => {
    if (off) return;
    afterNextPaint(win, () => {
      // A refusal (a private window, storage off) leaves the pages as they are without one.
      win.navigator.serviceWorker.register(WORKER_URL).catch(() => undefined);
    });
  });
}
