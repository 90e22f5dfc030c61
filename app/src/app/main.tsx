import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import '../shared/ui/theme.css';
import { applyTheme, loadConfig } from '../shared/config/runtime-config';
import { languageFromFlag } from '../shared/i18n/language';
import { captureLaunchParams } from '../shared/launch/launch-params';
import { AppRoutes } from './app-routes';
import { Providers } from './providers';

/** Start-up: keep the launch parameters, read config.json, theme, then render. */
async function start(): Promise<void> {
  const launch = captureLaunchParams();
  const config = await loadConfig();
  applyTheme(config);
  const root = document.getElementById('root');
  if (!root) return;
  createRoot(root).render(
    <StrictMode>
      <Providers language={languageFromFlag(launch.language)}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>,
  );
}

void start();
