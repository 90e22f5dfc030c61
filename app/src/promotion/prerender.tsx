import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { setConfig, type RuntimeConfig } from '../shared/config/runtime-config';
import { siteUrl } from '../shared/seo/site';
import { headMessages } from './i18n/head-messages';
import { messagesOf } from '../shared/i18n/messages';
import { promotionMessages } from './i18n/promotion-messages';
import { PromotionApp } from './promotion-app';
import { memoryHashLocation } from './router/hash-location';

/** The page's address (the sitemap lists it). */
export const PROMOTION_PATH = '/promotion/';

/**
 * The promotion page's frame, rendered at build time (app/scripts/prerender.mjs) with its head:
 * the register form as a visit with a campaign `id` first shows it (the template still loading,
 * so the banner keeps its place), in Spanish. Not hydrated: the first render depends on the
 * campaign in the URL, which a build cannot know, and hydration code would not fit the entry's
 * 75 KiB; start-up's createRoot replaces it (new nodes, no layout shift).
 */
export async function renderFrame(config: RuntimeConfig): Promise<string> {
  setConfig(config);
  await promotionMessages.load('es');
  const title = messagesOf(promotionMessages, 'es')('documentTitle');
  const description = messagesOf(headMessages, 'es')('description', { appName: config.appName });
  const url = siteUrl(PROMOTION_PATH);
  const { prelude } = await prerender(
    <StrictMode>
      <title>{title}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={config.appName} />
      <meta property="og:url" content={url} />
      <meta property="og:title" content={`${title} · ${config.appName}`} />
      <meta property="og:description" content={description} />
      <meta property="og:image" content={siteUrl('/og-image.png')} />
      <PromotionApp campaign={{ id: '1' }} language="es" location={memoryHashLocation()} />
    </StrictMode>,
  );
  return new Response(prelude).text();
}
