import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../shared/ui/theme.css';
import { applyTheme, loadConfig } from '../shared/config/runtime-config';
import { readCampaign } from './campaign';
import { loadMessages } from './i18n/load-messages';
import { PromotionApp } from './promotion-app';
import { browserHashLocation } from './router/hash-location';

/**
 * The promotion entry (/promotion/): read the campaign from the URL, read config.json, theme,
 * render. It imports no borrower screen, catalogue or router (scripts/bundle-size.mjs checks).
 */
async function start(): Promise<void> {
  const campaign = readCampaign(location.search, location.hash);
  const language = campaign.language === '1' ? 'en' : 'es';
  const [config, messages] = await Promise.all([loadConfig(), loadMessages(language)]);
  applyTheme(config);
  const root = document.getElementById('root');
  if (!root) return;
  const app = createRoot(root);
  // In slices that yield to the browser, not one long task (as the borrower entry, issue 14).
  startTransition(() =>
    app.render(
      <StrictMode>
        <PromotionApp
          campaign={campaign}
          language={language}
          messages={messages}
          location={browserHashLocation()}
        />
      </StrictMode>,
    ),
  );
}

void start();
