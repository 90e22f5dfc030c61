import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../shared/api/json-client';
import { DEFAULT_CONFIG, setConfig } from '../../shared/config/runtime-config';
import { captureLaunchParams, clearLaunchParams } from '../../shared/launch/launch-params';
import { answerWith, goOffline, recordRequests, serveConfig, snapshotJson } from '../../shared/testing/msw/server';
import { TEMPLATE_PATH } from '../api/promotion-api';
import { BANNER_SLOT, bannerOf, ENTRY_WAIT_MS, startLanding, templateRequest } from './first-paint';

/** The default scenario's landing template and its banner. */
const TEMPLATE = snapshotJson('default', 'channel-template') as { code: string; data: { banner: string } };
const BANNER = new URL(TEMPLATE.data.banner, location.href).href;
/** A deployment whose API is on another host than the page. */
const API_BASE = 'https://api.example.mx';
const ENTRY = '/assets/promotion-x.js';

/**
 * A page with the prerendered frame's banner place and `search` in its address; its fetch is
 * the test's (the API answers from the scenarios, config.json names API_BASE); its requests
 * are recorded.
 */
function page(search: string) {
  serveConfig({ apiBase: API_BASE });
  const doc = document.implementation.createHTMLDocument('promotion');
  doc.body.innerHTML = '<div id="root"><header><div class="banner" data-banner-slot=""></div><h1>A</h1></header></div>';
  const sent = recordRequests();
  const win = {
    document: doc,
    location: new URL(`${location.origin}/promotion/${search}`),
    fetch: (input: RequestInfo | URL, init?: RequestInit) => fetch(input, init),
    setTimeout: (fn: () => void, ms?: number) => setTimeout(fn, ms),
    requestAnimationFrame: (fn: FrameRequestCallback) => setTimeout(() => fn(0), 16),
  } as unknown as Window;
  const entryScripts = () => [...doc.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
  return { win, doc, sent, entryScripts };
}

describe('the promotion page first script (landing.js)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    clearLaunchParams();
    setConfig(DEFAULT_CONFIG);
    // happy-dom draws nothing: a banner "decodes" at once.
    vi.spyOn(HTMLImageElement.prototype, 'decode').mockResolvedValue(undefined);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('asks for the template exactly as the JSON client would', async () => {
    captureLaunchParams('?crp_phe=p1&language=1');
    setConfig({ apiBase: API_BASE });
    const requests = recordRequests();
    await apiGet(TEMPLATE_PATH, { templateId: 12 });
    const [url, init] = templateRequest(API_BASE, 12);
    const sent = requests[0];
    expect(sent?.url.href).toBe(url);
    expect(sent?.method).toBe(init.method);
    // MSW 3 reads the request on the wire, where the environment's fetch has added its own
    // transport headers: the rest must be the JSON client's, exactly.
    const headers = new Headers(sent?.headers);
    for (const name of ['user-agent', 'accept-encoding', 'connection', 'host', 'origin', 'referer']) headers.delete(name);
    expect(Object.fromEntries(headers)).toEqual(Object.fromEntries(new Headers(init.headers)));
  });

  it('draws the banner into the frame, then loads the entry, and hands the answers over', async () => {
    const { win, doc, sent, entryScripts } = page('?id=12&user_from=qa');
    const handoff = startLanding(win, ENTRY);
    expect(win.promotionLanding).toBe(handoff);
    // The template is asked for as soon as config.json is in, not after a paint (no frame has
    // begun yet).
    await vi.advanceTimersByTimeAsync(5);
    expect(sent).toHaveLength(2);
    const banner = doc.querySelector('header img');
    expect(banner?.getAttribute('src')).toBe(BANNER);
    expect(banner?.className).toBe('banner');
    expect(doc.querySelector(BANNER_SLOT)).toBeNull();
    expect(handoff.answered).toBe(true);
    expect(entryScripts()).toEqual([]);
    // Four frames after the banner was drawn (this window reports no paints).
    await vi.advanceTimersByTimeAsync(55);
    expect(entryScripts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(entryScripts()).toEqual([ENTRY]);
    // config.json, then the template at the configured API base: once each.
    expect(sent.map((r) => r.url.href)).toEqual([
      `${location.origin}/config.json`,
      `${API_BASE}/api/v2/youmi/service/channel-template?templateId=12`,
    ]);
    // The entry reads the same answers, unread by the first script.
    expect(await (await handoff.template)?.json()).toEqual(TEMPLATE);
    expect(await (await handoff.config).json()).toMatchObject({ apiBase: API_BASE });
  });

  it('without a usable id asks for no template and loads the entry after the first paint', async () => {
    const { win, sent, entryScripts } = page('?id=abc');
    const handoff = startLanding(win, ENTRY);
    expect(handoff).toMatchObject({ template: null, answered: true });
    await vi.advanceTimersByTimeAsync(40);
    expect(entryScripts()).toEqual([ENTRY]);
    expect(sent.map((r) => r.url.pathname)).toEqual(['/config.json']);
  });

  it.each([
    ['a refusal', 'template-fail'],
    ['an unreadable answer', 'answer-html-502'],
    ['a banner that is not http(s)', 'template-unsafe-links'],
    ['a transport failure', 'offline'],
  ])('after %s (%s) draws nothing and loads the entry', async (_, scenario) => {
    const { win, doc, entryScripts } = page('?id=12');
    if (scenario === 'offline') goOffline();
    else answerWith(scenario);
    const handoff = startLanding(win, ENTRY);
    await vi.advanceTimersByTimeAsync(80);
    expect(doc.querySelector(BANNER_SLOT)).not.toBeNull();
    expect(doc.querySelector('img')).toBeNull();
    expect(handoff.answered).toBe(true);
    expect(entryScripts()).toEqual([ENTRY]);
  });

  it('does not hold the entry past ENTRY_WAIT_MS, nor touch the page once it runs', async () => {
    const { win, doc, entryScripts } = page('?id=12');
    // The template answers 1 s after the entry has been loaded (config.json at once).
    answerWith('default', { delay: ENTRY_WAIT_MS + 1000 });
    const handoff = startLanding(win, ENTRY);
    await vi.advanceTimersByTimeAsync(ENTRY_WAIT_MS - 1);
    expect(entryScripts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(entryScripts()).toEqual([ENTRY]);
    expect(handoff.answered).toBe(false);
    await vi.advanceTimersByTimeAsync(1100);
    expect(handoff.answered).toBe(true);
    expect(doc.querySelector(BANNER_SLOT)).not.toBeNull();
    expect(doc.querySelector('img')).toBeNull();
    expect(entryScripts()).toEqual([ENTRY]);
  });

  it('reads a banner only from a successful landing config', () => {
    expect(bannerOf(TEMPLATE)).toBe(BANNER);
    expect(bannerOf({ code: 0, data: TEMPLATE.data })).toBeNull();
    expect(bannerOf({ code: '00', data: null })).toBeNull();
    expect(bannerOf('<html>')).toBeNull();
  });
});
