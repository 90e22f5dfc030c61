import { afterEach, describe, expect, it, vi } from 'vitest';
import defaultFile from '../../../public/config.json';
import { applyTheme, DEFAULT_CONFIG, getConfig, loadConfig, parseConfig, setConfig } from './runtime-config';

const full = {
  apiBase: 'https://api.example.mx/',
  h5Base: 'https://h5.example.mx',
  appName: 'Prueba',
  primaryColor: '#123456',
  servicePhone: '800 000 0000',
  appScheme: 'prueba://',
  hostedPrivacyUrl: 'https://www.example.mx/privacidad.html',
};

describe('runtime config', () => {
  afterEach(() => setConfig(DEFAULT_CONFIG));

  it('reads the seven keys and trims a trailing slash off apiBase', () => {
    expect(parseConfig(full)).toEqual({ ...full, apiBase: 'https://api.example.mx' });
  });
  it('falls back to the defaults for missing, wrong-typed or unknown values', () => {
    expect(parseConfig({ appName: 3, extra: 'x' })).toEqual(DEFAULT_CONFIG);
    expect(parseConfig(null)).toEqual(DEFAULT_CONFIG);
    expect(parseConfig({ primaryColor: 'url(javascript:x)' }).primaryColor).toBe(DEFAULT_CONFIG.primaryColor);
  });
  it('loads config.json beside the bundle', async () => {
    const fetcher = vi.fn(async () => new Response(JSON.stringify(full)));
    const config = await loadConfig('/config.json', fetcher);
    expect(fetcher).toHaveBeenCalledWith('/config.json', { cache: 'no-store' });
    expect(config.appName).toBe('Prueba');
    expect(getConfig().apiBase).toBe('https://api.example.mx');
  });
  it('keeps the defaults when config.json is missing or broken', async () => {
    expect(await loadConfig('/c', async () => new Response('nope', { status: 404 }))).toEqual(DEFAULT_CONFIG);
    expect(await loadConfig('/c', async () => new Response('{not json'))).toEqual(DEFAULT_CONFIG);
    expect(
      await loadConfig('/c', async () => {
        throw new TypeError('offline');
      }),
    ).toEqual(DEFAULT_CONFIG);
  });
  it("sets the brand colour as a CSS variable, from which theme.css derives each theme's primary", () => {
    const element = document.createElement('div');
    applyTheme(parseConfig(full), element);
    expect(element.style.getPropertyValue('--color-brand')).toBe('#123456');
  });
  it('the default config file has exactly the seven keys, the two of the field telemetry and the service worker switch', () => {
    const file: Record<string, unknown> = defaultFile;
    // telemetryPath and telemetryVitalsRate are read by the telemetry's reporter (docs/telemetry.md),
    // serviceWorker by the worker's registration (app/service-worker/register.ts).
    expect(Object.keys(file).sort()).toEqual(
      [...Object.keys(DEFAULT_CONFIG), 'telemetryPath', 'telemetryVitalsRate', 'serviceWorker'].sort(),
    );
    expect(parseConfig(file).apiBase).toBe('');
    // The mock server serves the hosted privacy page there (mock-server/src/hosted.rs).
    expect(parseConfig(file).hostedPrivacyUrl).toBe('/hosted/privacy.html');
  });
});
