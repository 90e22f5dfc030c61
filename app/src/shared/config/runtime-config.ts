import { readablePrimary } from './theme-color';

/**
 * Runtime configuration, read once at start from `config.json` beside the bundle, so one
 * built bundle serves every environment (the mock server serves one pointing at itself).
 */
export interface RuntimeConfig {
  /** Prefix of every API path; "" means the page's own origin. */
  apiBase: string;
  /** Base URL of the H5 pages. */
  h5Base: string;
  appName: string;
  /** Theme primary colour, a CSS colour such as "#0b5cab". */
  primaryColor: string;
  servicePhone: string;
  /** URL scheme of the native app, e.g. "creditoagil://". */
  appScheme: string;
  /**
   * The company's hosted privacy page, framed by the marketing site's /Policy (http(s) or a
   * same-origin path; the mock server serves one at /hosted/privacy.html). "" shows no frame.
   */
  hostedPrivacyUrl: string;
}

export const DEFAULT_CONFIG: RuntimeConfig = {
  apiBase: '',
  h5Base: '',
  appName: 'Crédito Ágil',
  primaryColor: '#0b5cab',
  servicePhone: '',
  appScheme: '',
  hostedPrivacyUrl: '',
};

const KEYS = Object.keys(DEFAULT_CONFIG) as (keyof RuntimeConfig)[];
const COLOR = /^(#[0-9a-f]{3,8}|(rgb|hsl)a?\([\d\s.,%]+\))$/i;

let current: RuntimeConfig = { ...DEFAULT_CONFIG };

/** Keeps the known string keys of `raw`; anything else falls back to the default. */
export function parseConfig(raw: unknown): RuntimeConfig {
  const result: RuntimeConfig = { ...DEFAULT_CONFIG };
  if (typeof raw !== 'object' || raw === null) return result;
  const source = raw as Record<string, unknown>;
  for (const key of KEYS) {
    const value = source[key];
    if (typeof value === 'string') result[key] = value.trim();
  }
  if (!COLOR.test(result.primaryColor)) result.primaryColor = DEFAULT_CONFIG.primaryColor;
  result.apiBase = result.apiBase.replace(/\/+$/, '');
  return result;
}

/** The config in force (the defaults until `loadConfig` has run). */
export function getConfig(): RuntimeConfig {
  return current;
}

/** Replaces the config in force (start-up, tests, Storybook). */
export function setConfig(config: Partial<RuntimeConfig>): RuntimeConfig {
  current = parseConfig({ ...current, ...config });
  return current;
}

/**
 * Fetches `config.json` from beside the bundle. A missing or broken file leaves the defaults,
 * so the app still starts against its own origin.
 */
export async function loadConfig(url = `${import.meta.env.BASE_URL}config.json`, fetcher: typeof fetch = fetch): Promise<RuntimeConfig> {
  try {
    const response = await fetcher(url, { cache: 'no-store' });
    current = response.ok ? parseConfig(await response.json()) : { ...DEFAULT_CONFIG };
  } catch {
    current = { ...DEFAULT_CONFIG };
  }
  return current;
}

/**
 * Sets the theme's brand colour from the config (darkened if below 4.5:1 in the light theme);
 * theme.css derives each theme's --color-primary from it (docs/decisions.md "Dark theme").
 */
export function applyTheme(config: RuntimeConfig, root: HTMLElement = document.documentElement): void {
  root.style.setProperty('--color-brand', readablePrimary(config.primaryColor));
}
