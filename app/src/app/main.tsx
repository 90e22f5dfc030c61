import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '../shared/ui/theme.css';
import { applyTheme, loadConfig } from '../shared/config/runtime-config';
import { languageFromFlag } from '../shared/i18n/language';
import { captureLaunchParams } from '../shared/launch/launch-params';
import { AppRoutes } from './app-routes';
import { Providers } from './providers';
import { preloadRoute } from './routes';

/** Start-up: keep the launch parameters, read config.json and the route's chunk, theme, then render. */
async function start(): Promise<void> {
  const launch = captureLaunchParams();
  // The screen's chunk together with config.json (itself preloaded by index.html), not after
  // it and a first render: one round trip less, and no Suspense fallback, which would hold the
  // screen and its first API call back for React's 300 ms reveal throttle (issue 14).
  const [config] = await Promise.all([loadConfig(), preloadRoute(location.pathname)]);
  applyTheme(config);
  const root = document.getElementById('root');
  if (!root) return;
  const app = createRoot(root);
  // A transition renders in slices that yield to the browser: in one piece, the first render
  // was a 25-60 ms task on the 2-core CI machine (four times that on the phone Lighthouse
  // simulates), all of it counted as blocking time (issue 14).
  startTransition(() =>
    app.render(
      <StrictMode>
        <Providers language={languageFromFlag(launch.language)}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </Providers>
      </StrictMode>,
    ),
  );
}

void start();
