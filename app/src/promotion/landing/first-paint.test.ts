import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from '../../shared/api/json-client';
import { setFetch } from '../../shared/api/request';
import { DEFAULT_CONFIG, setConfig } from '../../shared/config/runtime-config';
import { captureLaunchParams, clearLaunchParams } from '../../shared/launch/launch-params';
import { fakeFetch } from '../../shared/testing/fake-fetch';
import { TEMPLATE_PATH } from '../api/promotion-api';
import { BANNER_SLOT, bannerOf, ENTRY_WAIT_MS, startLanding, templateRequest } from './first-paint';

const TEMPLATE = { code: '00', message: 'ok', data: { id: 12, appName: 'A', title: 'T', banner: '/b.png', downloadUrl: '' } };
const CONFIG = { apiBase: 'https://api.example.mx/' };
const ENTRY = '/assets/promotion-x.js';

type Answer = Parameters<typeof fakeFetch>[0];

/**
 * A page with the prerendered frame's banner place, `search` in its address and a fetch that
 * answers config.json and then the template with `template`.
 */
function page(search: string, template: Answer) {
  const doc = document.implementation.createHTMLDocument('promotion');
  doc.body.innerHTML = '<div id="root"><header><div class="banner" data-banner-slot=""></div><h1>A</h1></header></div>';
  const fetch = fakeFetch({ body: CONFIG }, template);
  const win = {
    document: doc,
    location: new URL(`http://app.test/promotion/${search}`),
    fetch: fetch.impl,
    setTimeout: (fn: () => void, ms?: number) => setTimeout(fn, ms),
    requestAnimationFrame: (fn: FrameRequestCallback) => setTimeout(() => fn(0), 16),
  } as unknown as Window;
  const entryScripts = () => [...doc.head.querySelectorAll('script')].map((s) => s.getAttribute('src'));
  return { win, doc, fetch, entryScripts };
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
    setConfig({ apiBase: 'https://api.example.mx' });
    const client = fakeFetch({ body: TEMPLATE });
    setFetch(client.impl);
    await apiGet(TEMPLATE_PATH, { templateId: 12 });
    const [url, init] = templateRequest('https://api.example.mx', 12);
    const sent = client.requests[0];
    expect(sent?.url.href).toBe(url);
    expect(sent?.method).toBe(init.method);
    expect(Object.fromEntries(sent?.headers ?? [])).toEqual(Object.fromEntries(new Headers(init.headers)));
  });

  it('draws the banner into the frame, then loads the entry, and hands the answers over', async () => {
    const { win, doc, fetch, entryScripts } = page('?id=12&user_from=qa', { body: TEMPLATE });
    const handoff = startLanding(win, ENTRY);
    expect(win.promotionLanding).toBe(handoff);
    // The template is asked for once the frame has painted (two frames: no paint reports here).
    await vi.advanceTimersByTimeAsync(31);
    expect(fetch.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(9);
    const banner = doc.querySelector('header img');
    expect(banner?.getAttribute('src')).toBe(new URL('/b.png', location.href).href);
    expect(banner?.className).toBe('banner');
    expect(doc.querySelector(BANNER_SLOT)).toBeNull();
    expect(handoff.answered).toBe(true);
    expect(entryScripts()).toEqual([]);
    // Four frames after the banner was drawn (this window reports no paints).
    await vi.advanceTimersByTimeAsync(50);
    expect(entryScripts()).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(entryScripts()).toEqual([ENTRY]);
    // config.json, then the template at the configured API base: once each.
    expect(fetch.requests.map((r) => r.url.href)).toEqual([
      'http://app.test/config.json',
      'https://api.example.mx/api/v2/youmi/service/channel-template?templateId=12',
    ]);
    // The entry reads the same answers, unread by the first script.
    expect(await (await handoff.template)?.json()).toEqual(TEMPLATE);
    expect(await (await handoff.config).json()).toEqual(CONFIG);
  });

  it('without a usable id asks for no template and loads the entry after the first paint', async () => {
    const { win, fetch, entryScripts } = page('?id=abc', { body: TEMPLATE });
    const handoff = startLanding(win, ENTRY);
    expect(handoff).toMatchObject({ template: null, answered: true });
    await vi.advanceTimersByTimeAsync(40);
    expect(entryScripts()).toEqual([ENTRY]);
    expect(fetch.requests.map((r) => r.url.pathname)).toEqual(['/config.json']);
  });

  it.each([
    ['a refusal', { body: { code: '01', message: 'no', data: null } }],
    ['an unreadable answer', { body: '<html>' }],
    ['a banner that is not http(s)', { body: { ...TEMPLATE, data: { ...TEMPLATE.data, banner: 'javascript:alert(1)' } } }],
    ['a transport failure', new Error('offline')],
  ] as [string, Answer][])('after %s draws nothing and loads the entry', async (_, answer) => {
    const { win, doc, entryScripts } = page('?id=12', answer);
    const handoff = startLanding(win, ENTRY);
    await vi.advanceTimersByTimeAsync(80);
    expect(doc.querySelector(BANNER_SLOT)).not.toBeNull();
    expect(doc.querySelector('img')).toBeNull();
    expect(handoff.answered).toBe(true);
    expect(entryScripts()).toEqual([ENTRY]);
  });

  it('does not hold the entry past ENTRY_WAIT_MS, nor touch the page once it runs', async () => {
    const { win, doc, entryScripts } = page('?id=12', { body: TEMPLATE });
    // The template answers 1 s after the entry has been loaded.
    const answer = win.fetch;
    let calls = 0;
    win.fetch = (input, init) =>
      (calls += 1) === 1 ? answer(input, init) : new Promise((done) => setTimeout(() => done(answer(input, init)), ENTRY_WAIT_MS + 1000));
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
    expect(bannerOf(TEMPLATE)).toBe(new URL('/b.png', location.href).href);
    expect(bannerOf({ code: 0, data: TEMPLATE.data })).toBeNull();
    expect(bannerOf({ code: '00', data: null })).toBeNull();
    expect(bannerOf('<html>')).toBeNull();
  });
});
