import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '../shared/ui/theme.css';
import './borrower-shell.css';
import { applyTheme, loadConfig } from '../shared/config/runtime-config';
import { languageFromFlag } from '../shared/i18n/language';
import { captureLaunchParams } from '../shared/launch/launch-params';
import { afterFirstPaint } from '../shared/boot/paint';
import { AppRoutes } from './app-routes';
import { prerenderKey } from './prerender-key';
import { Providers } from './providers';
import { preloadRoute } from './routes';
import { paths } from '../shared/navigation/paths';
import { OFFLINE_MARK } from './service-worker/offline-mark';
import { registerWorker } from './service-worker/register';
import { takingFirstCall } from './first-call/take-first-call';
import { watchFailedChunks } from './release/new-release';
import { prepareErrorState } from './release/release-boundary';

/**
 * Start-up: keep the launch parameters, read config.json and the route's chunk, theme, then
 * hydrate the prerendered page or render over the borrower shell.
 */
async function start(): Promise<void> {
  const launch = captureLaunchParams();
  const language = languageFromFlag(launch.language);
  // The borrower shell's first script (/first-call.js) has asked for config.json and the
  // screen's first call already: the clients take its answer (take-first-call.ts). Should the
  // entry ever run first (the script is `async`), null tells the script to send nothing.
  const handoff = (window.borrowerFirstCall ??= null);
  if (handoff) window.fetch = takingFirstCall(handoff, window.fetch.bind(window));
  // config.json (the first script's, or asked for here) so that the field telemetry's reporter
  // gets a copy, taken before start-up reads the answer; the reporter starts after the shell's
  // first paint (docs/telemetry.md "When it loads").
  const configAnswer = handoff?.config ?? fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' });
  const raw = configAnswer.then((response) => (response.ok ? response.clone().json() : null)).catch(() => null);
  // A chunk a release removed loads the new release (docs/serving.md "Releases").
  watchFailedChunks(window);
  afterFirstPaint(window, () => {
    void import('../shared/telemetry/reporter').then((t) => t.start(language, raw));
    prepareErrorState();
  });
  // The screen's chunk together with config.json (itself preloaded by index.html), not after
  // it and a first render: one round trip less, and no Suspense fallback, which would hold the
  // screen and its first API call back for React's 300 ms reveal throttle (docs/quality.md "Start-up speed").
  const [config, prepared] = await Promise.all([loadConfig(undefined, () => configAnswer), preloadRoute(location.pathname, language)]);
  applyTheme(config);
  const root = document.getElementById('root');
  if (!root) return;
  const app = (
    <StrictMode>
      <Providers language={language}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
  // A transition renders in slices that yield to the browser: in one piece, the first render
  // was a 25-60 ms task on the 2-core CI machine (four times that on the phone Lighthouse
  // simulates), all of it counted as blocking time (docs/quality.md "Start-up speed").
  if (prepared && root.dataset.prerender === prerenderKey(location.pathname, language, config)) {
    // A public page prerendered with this language and config (app/scripts/prerender.mjs):
    // React takes over its HTML as it is, so what was painted stays.
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  // The page's first answer (the first script's call), before the worker may fetch the bundle.
  registerWorker(window, raw, handoff?.call.then((call) => call?.response) ?? Promise.resolve());
  // The service worker's copy of the shell for a page the network could not give: the offline
  // page, except on /carpmm, whose screen shows the instruction kept on the phone.
  if (root.hasAttribute(OFFLINE_MARK) && location.pathname.toLowerCase() !== paths.repaymentInstruction) {
    const { default: OfflineScreen } = await import('../screens/offline/offline-screen');
    startTransition(() =>
      createRoot(root).render(
        <StrictMode>
          <Providers language={language}>
            <OfflineScreen onRetry={() => location.reload()} />
          </Providers>
        </StrictMode>,
      ),
    );
    return;
  }
  // Anything else (the borrower shell, or a public page in another language) is replaced.
  startTransition(() => createRoot(root).render(app));
}

void start();
