import { afterNextPaint } from '../../shared/boot/paint';
import type { RuntimeConfig } from '../../shared/config/runtime-config';

/** Where the build writes the worker (app/scripts/service-worker.mjs). */
export const WORKER_URL = '/sw.js';

/**
 * Registers the service worker (docs/serving.md "The service worker") in the production bundle
 * where the engine has them (not iOS WKWebView without app-bound domains) and config.json does
 * not say "off". Not before the page has loaded and its first answer is in: the worker's first
 * install fetches the whole bundle, which must not take the first screen's bandwidth.
 */
export function registerWorker(win: Window, config: RuntimeConfig, firstAnswer: Promise<unknown>): void {
  if (!import.meta.env.PROD || config.serviceWorker === 'off' || !('serviceWorker' in win.navigator)) return;
  const loaded =
    win.document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise((resolve) => win.addEventListener('load', resolve, { once: true }));
  void Promise.all([loaded, firstAnswer.catch(() => undefined)]).then(() =>
    afterNextPaint(win, () => {
      // A refusal (a private window, storage off) leaves the pages as they are without one.
      win.navigator.serviceWorker.register(WORKER_URL).catch(() => undefined);
    }),
  );
}
