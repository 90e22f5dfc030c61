import type { RuntimeConfig } from '../shared/config/runtime-config';
import type { Language } from '../shared/i18n/language';

/**
 * What a prerendered page was rendered with, written on its root (`data-prerender`). Start-up
 * hydrates the page only when it has the same: at another path (a host that answers every
 * route with index.html), in another language or with another config.json (one build serves
 * every environment) the page would differ, so it renders from scratch.
 */
export function prerenderKey(pathname: string, language: Language, config: RuntimeConfig): string {
  return `${pathname} ${language} ${JSON.stringify(config)}`;
}
