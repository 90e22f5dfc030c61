/**
 * The story parameters and globals the workbench reads, with readers that check their shape
 * (Storybook types parameters loosely).
 */
import type { ApiDelay } from '../../app/src/shared/testing/msw/snapshot-handlers';
import type { Language } from '../../app/src/shared/i18n/language';

/** Where the story's router starts and which launch parameters the page was opened with. */
export interface RouteParameter {
  /** The route path of docs/decisions.md "Routes", e.g. `/customer-service`. */
  path: string;
  /** Query parameters of the page besides the language flag (launch parameters …). */
  query?: Record<string, string>;
}

/** What a story may set in `parameters`. */
export interface AppParameters {
  /** Mock server scenario whose snapshots answer the API (default: `default`). */
  scenario?: string;
  /** Wait before every API answer: shows the loading state ('infinite' keeps it). */
  apiDelay?: ApiDelay;
  route?: RouteParameter;
  /**
   * Once the screen shows its first answer, the borrower leaves the app for 35 s while the answers
   * become this scenario's, then comes back (stories/support/away-from-the-app.ts).
   */
  awayTo?: string;
}

/** The phone of the toolbar's viewport (390×844); a story frame on a Docs page is that size, as the story alone is. */
export const PHONE = { width: '390px', height: '844px' } as const;

/**
 * Docs pages (docs-frames.tsx): every story renders in its own frame, with its own answers
 * (the project's default, in preview.tsx) …
 */
export const FRAMED_DOCS = { story: { inline: false, iframeHeight: PHONE.height } } as const;

/** … except where a meta opts back into inline stories: the UI kit's, which call no API, at their own height. */
export const INLINE_DOCS = { docs: { story: { inline: true } } } as const;

/** Launch parameters every story starts with (docs/constants.md "Launch parameters and headers"), as QA's links to the mock give. */
export const DEFAULT_LAUNCH: Readonly<Record<string, string>> = {
  sessionId: 'storybook-session',
  deviceId: 'storybook-device',
  appVersion: '1.0.0',
  deviceName: 'Storybook',
  osVersion: '17',
  productId: '1',
  // A number: the contract types orderId as an integer on loan-details, problem-init and the
  // legacy calls (the mock's QA links use the same order).
  orderId: '10482',
};

/** Launch flag of a language: English 1, Spanish 2. */
export function languageFlag(language: Language): string {
  return language === 'en' ? '1' : '2';
}

export function readLanguage(globals: Record<string, unknown>): Language {
  return globals.language === 'en' ? 'en' : 'es';
}

export function readScenario(parameters: Record<string, unknown>): string {
  return typeof parameters.scenario === 'string' ? parameters.scenario : 'default';
}

export function readAwayTo(parameters: Record<string, unknown>): string | undefined {
  return typeof parameters.awayTo === 'string' ? parameters.awayTo : undefined;
}

export function readDelay(parameters: Record<string, unknown>): ApiDelay | undefined {
  const value = parameters.apiDelay;
  return value === 'infinite' || typeof value === 'number' ? value : undefined;
}

export function readRoute(parameters: Record<string, unknown>): RouteParameter {
  const route = parameters.route;
  if (typeof route !== 'object' || route === null) return { path: '/' };
  const { path, query } = route as { path?: unknown; query?: unknown };
  const result: RouteParameter = { path: typeof path === 'string' ? path : '/' };
  if (typeof query === 'object' && query !== null) {
    result.query = Object.fromEntries(Object.entries(query).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  }
  return result;
}

/** The page's query string: default launch parameters, the story's query, the language flag. */
export function launchSearch(route: RouteParameter, language: Language): string {
  const query = new URLSearchParams({ ...DEFAULT_LAUNCH, ...route.query, language: languageFlag(language) });
  return `?${query.toString()}`;
}

/** The `seed` arg of a Generated story (the `generated` scenario's `mock_seed`), if it has one. */
export function readSeed(args: Record<string, unknown>): number | undefined {
  return typeof args.seed === 'number' ? args.seed : undefined;
}
