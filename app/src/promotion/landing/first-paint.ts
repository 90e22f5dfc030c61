/**
 * The promotion page's first script, /promotion/landing.js: a classic script of its own
 * (app/scripts/prerender.mjs bundles this file with its few imports), so it runs when the
 * prerendered frame is in, before the entry's React (70 KiB) is even asked for.
 *
 * It asks for config.json and the landing config (channel-template), puts the campaign banner
 * into the frame's banner place, and only then loads the entry: the banner is the page's
 * largest paint, and drawn by React it waited for React (Lighthouse LCP 1.9-2.0 s against 1.5).
 * The entry reads the same answers (`handoff.ts`), so nothing is asked twice. Whatever the
 * template does (no `id`, refused, broken, slow), the entry loads within ENTRY_WAIT_MS.
 */
import { jsonHeaders } from '../../shared/api/json-client';
import { SUCCESS_CODES_LEGACY } from '../../api/contract-constants';
import { afterFirstPaint, afterPaintOf, loadModule } from '../../shared/boot/paint';
import { parseConfig } from '../../shared/config/runtime-config';
import { safeHttpUrl } from '../../shared/format/url';
import { readCampaign, templateId } from '../campaign';
import { TEMPLATE_PATH } from '../api/promotion-api';
import type { LandingHandoff } from './handoff';

/** What the reporter module (shared/telemetry/reporter.ts) offers this script. */
interface Telemetry {
  start: (language: string, config: Promise<unknown>) => unknown;
}

/** The longest the entry waits for the template and its banner. */
export const ENTRY_WAIT_MS = 1500;

/** The frame's banner place (register-screen.tsx marks it). */
export const BANNER_SLOT = '[data-banner-slot]';

/**
 * The channel-template request with the JSON client's headers, at high priority where the
 * engine has it (ahead of the entry's scripts). Its address is written here:
 * the client's `buildUrl` would take the first script over its 2 KiB (a test pins both to what
 * `apiGet` sends).
 */
export function templateRequest(apiBase: string, id: number): [string, RequestInit] {
  return [`${apiBase}${TEMPLATE_PATH}?templateId=${id}`, { method: 'GET', headers: jsonHeaders(), priority: 'high' }];
}

/** The banner's address when `body` is a successful landing config with an http(s) banner. */
export function bannerOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { code, data } = body as { code?: unknown; data?: { banner?: unknown } | null };
  return code === SUCCESS_CODES_LEGACY && typeof data?.banner === 'string' ? safeHttpUrl(data.banner) : null;
}

/** Shows `src` in the frame's banner place; resolves with it once decoded (or failed to load). */
function showBanner(src: string, doc: Document): Promise<Element | null> {
  const slot = doc.querySelector(BANNER_SLOT);
  if (!slot) return Promise.resolve(null);
  const img = doc.createElement('img');
  img.className = slot.className;
  img.alt = '';
  img.src = src;
  slot.replaceWith(img);
  return img.decode().then(
    () => img,
    () => null,
  );
}

/** The API base of config.json (the defaults' when it is missing or broken), left unread for the entry. */
/** config.json as read (null when missing or broken), from a copy: the entry reads the answer too. */
function rawOf(config: Promise<Response>): Promise<unknown> {
  return config.then((response) => (response.ok ? response.clone().json() : null)).catch(() => null);
}

export function startLanding(win: Window, entry: string | undefined, telemetry?: string): LandingHandoff {
  const doc = win.document;
  const campaign = readCampaign(win.location.search, win.location.hash);
  const id = templateId(campaign);
  const config = win.fetch(`${import.meta.env.BASE_URL}config.json`, { cache: 'no-store' });
  const painted = new Promise<void>((resolve) => afterFirstPaint(win, resolve));
  const raw = rawOf(config);
  // Asked for at once: the frame paints from its HTML (docs/decisions.md "Data before scripts").
  const template = id === null ? null : raw.then((read) => win.fetch(...templateRequest(parseConfig(read).apiBase, id)));
  const handoff: LandingHandoff = { config, template, answered: template === null };
  win.promotionLanding = handoff;

  let loaded = false;
  const loadEntry = () => {
    if (loaded || !entry) return;
    loaded = true;
    loadModule(doc, entry);
    // The field telemetry's reporter, with the entry: after the banner's paint. Started from
    // here, not from the entry, whose budget it would break (docs/telemetry.md "When it loads").
    if (telemetry) void import(/* @vite-ignore */ telemetry).then((t: Telemetry) => t.start(campaign.language === '1' ? 'en' : 'es', raw));
  };
  win.setTimeout(loadEntry, ENTRY_WAIT_MS);
  if (template === null) {
    void painted.then(loadEntry);
    return handoff;
  }
  template
    .then((response) => {
      handoff.answered = true;
      return response.clone().json();
    })
    .then((body) => {
      const banner = bannerOf(body);
      // Once the entry runs, the page is React's: the frame is not touched any more.
      return banner && !loaded ? showBanner(banner, doc) : null;
    })
    .catch(() => {
      handoff.answered = true;
      return null;
    })
    // After the banner (or else the frame) has been painted: the entry no longer races it.
    .then((drawn) => (drawn ? afterPaintOf(win, drawn, loadEntry) : painted.then(loadEntry)));
  return handoff;
}
