import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '../shared/ui/theme.css';
import { applyTheme, loadConfig } from '../shared/config/runtime-config';
import { readCampaign } from './campaign';
import { promotionMessages } from './i18n/promotion-messages';
import { PromotionApp } from './promotion-app';
import { browserHashLocation } from './router/hash-location';
import { startLandingTemplate } from './use-landing-template';

/**
 * The promotion entry (/promotion/): read the campaign from the URL, read config.json, theme,
 * render. It imports no borrower screen, catalogue or router (scripts/bundle-size.mjs checks).
 */
async function start(): Promise<void> {
  const campaign = readCampaign(location.search, location.hash);
  const language = campaign.language === '1' ? 'en' : 'es';
  // The first script (landing/first-paint.ts) has asked for config.json and the template.
  const landing = window.promotionLanding;
  const configRead = loadConfig(undefined, landing ? () => landing.config : undefined);
  const template = startLandingTemplate(campaign, configRead, landing?.template);
  // An answer already in is read before the first render, so the drawn banner stays.
  const [config, , settledTemplate] = await Promise.all([
    configRead,
    promotionMessages.load(language),
    landing?.answered ? template : undefined,
  ]);
  applyTheme(config);
  const root = document.getElementById('root');
  if (!root) return;
  const app = createRoot(root);
  // In slices that yield to the browser, not one long task (as the borrower entry, docs/quality.md "Start-up speed").
  startTransition(() =>
    app.render(
      <StrictMode>
        <PromotionApp
          campaign={campaign}
          language={language}
          location={browserHashLocation()}
          template={template}
          settledTemplate={settledTemplate}
        />
      </StrictMode>,
    ),
  );
}

void start();
