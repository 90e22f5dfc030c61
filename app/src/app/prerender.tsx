import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { getConfig, setConfig, type RuntimeConfig } from '../shared/config/runtime-config';
import type { Language } from '../shared/i18n/language';
import { AppRoutes } from './app-routes';
import { BorrowerShell } from './borrower-shell';
import { prerenderKey } from './prerender-key';
import { Providers } from './providers';
import { prerenderedPaths } from '../shared/navigation/paths';
import { preloadRoute } from './routes';

/**
 * The build-time side of the borrower entry (an SSR build that app/scripts/prerender.mjs runs
 * in Node): the public routes rendered to HTML with React's static renderer, and the borrower
 * shell. Nothing here reaches the browser bundle.
 */
export { paths, prerenderedPaths } from '../shared/navigation/paths';
export { API_TIMEOUT_MS } from '../shared/config/constants';
export { SITE_ORIGIN, siteUrl } from '../shared/seo/site';
export { CONTRACT_VERSION } from '../api/contract-constants';
export { firstCallRoutes } from './first-call/first-requests';

/** The language prerendered pages are written in (the product's default). */
const LANGUAGE: Language = 'es';

export interface RenderedPage {
  /** The head's tags (title, description, canonical, Open Graph) then the root's content. */
  html: string;
  /** The root's `data-prerender` (prerender-key.ts): start-up hydrates only on a match. */
  key: string;
}

async function toHtml(node: ReactNode): Promise<string> {
  const { prelude } = await prerender(node);
  return new Response(prelude).text();
}

/** Renders the public route `pathname` as start-up will hydrate it (same language, config). */
export async function renderPage(pathname: string, config: RuntimeConfig): Promise<RenderedPage> {
  if (!prerenderedPaths.some((path) => path === pathname)) throw new Error(`${pathname} is not a prerendered route`);
  setConfig(config);
  if (!(await preloadRoute(pathname, LANGUAGE))) throw new Error(`${pathname}: its chunk or data failed to load`);
  const html = await toHtml(
    <StrictMode>
      <Providers language={LANGUAGE}>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
  // The config as start-up reads it (setConfig parses it): keys the app does not read, such
  // as the field telemetry's, must not make the key differ from the one start-up computes.
  return { html, key: prerenderKey(pathname, LANGUAGE, getConfig()) };
}

/** The borrower shell: what every borrower route paints before its scripts have run. */
export function renderShell(config: RuntimeConfig): Promise<string> {
  return toHtml(<BorrowerShell appName={config.appName} />);
}

/** A path no route has: what the not-found page renders at. */
const UNKNOWN_PATH = '/__not-found';

/**
 * The not-found page's root: what servers answer, with HTTP 404, for a path no route has.
 * Not hydrated (no key): start-up renders the same screen over it in the visitor's language.
 */
export function renderNotFound(config: RuntimeConfig): Promise<string> {
  setConfig(config);
  return toHtml(
    <StrictMode>
      <Providers language={LANGUAGE}>
        <StaticRouter location={UNKNOWN_PATH}>
          <AppRoutes />
        </StaticRouter>
      </Providers>
    </StrictMode>,
  );
}
