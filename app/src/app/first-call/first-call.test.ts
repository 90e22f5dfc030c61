import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiPost } from '../../shared/api/form-client';
import { apiGet } from '../../shared/api/json-client';
import { clientRequest, startFirstCall } from './first-call';

/** What the clients hand to fetch for one call: its address and its options. */
async function sentByClient(call: () => Promise<unknown>): Promise<[string, RequestInit]> {
  const fetcher = vi.fn(async () => new Response(JSON.stringify({ code: 0, data: null })));
  vi.stubGlobal('fetch', fetcher);
  await call().catch(() => undefined);
  expect(fetcher).toHaveBeenCalled();
  const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
  return [url, init];
}

describe("the first script's request", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("a POST goes with the form client's address, body and headers", async () => {
    const path = '/throughout/v3/loan-details/generate-vcode' as const;
    const body = { productId: 3, orderId: 17, amount: 345000, payCode: 'OXXO', requestType: 1 };
    const [url, init] = await sentByClient(() => apiPost(path, body));
    const [ownUrl, own] = clientRequest({ method: 'POST', path, body });
    expect(ownUrl).toBe(url);
    expect(own.body).toBe(init.body);
    expect(own.headers).toEqual(init.headers);
  });
  it("a GET goes with the JSON client's address and headers", async () => {
    const path = '/throughout/user-problem/problem-detail' as const;
    const query = { problemId: 7 };
    const [url, init] = await sentByClient(() => apiGet(path, query));
    const [ownUrl, own] = clientRequest({ method: 'GET', path, query });
    expect(ownUrl).toBe(url);
    expect(own.headers).toEqual(init.headers);
  });
});

describe("the first script's preloads", () => {
  afterEach(() => {
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  });

  it("adds the route's chunks only once the shell has painted", async () => {
    // A window that reports no paints: its next frames stand for the shell's paint.
    const frames: FrameRequestCallback[] = [];
    const timers: (() => void)[] = [];
    const win = {
      location: { pathname: '/customer-service', search: '' },
      document,
      fetch: vi.fn(async () => new Response('{}')),
      requestAnimationFrame: (callback: FrameRequestCallback) => frames.push(callback),
      setTimeout: (callback: () => void, ms?: number) => (ms ? 0 : timers.push(callback)),
    } as unknown as Window;
    // The entry came first and preloaded one of them already: that one is not added twice.
    const fromEntry = document.createElement('link');
    fromEntry.rel = 'modulepreload';
    fromEntry.href = '/assets/bridge-x.js';
    document.head.append(fromEntry);
    startFirstCall(win, { '/customer-service': ['/assets/customer-service-screen-x.js', '/assets/bridge-x.js'] });
    const preloads = () =>
      [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) => link.getAttribute('href'));
    await Promise.resolve();
    expect(preloads()).toEqual(['/assets/bridge-x.js']);
    // Two frames, then the task after them: the paint has happened.
    frames.shift()?.(0);
    frames.shift()?.(0);
    timers.shift()?.();
    await vi.waitFor(() => expect(preloads()).toEqual(['/assets/bridge-x.js', '/assets/customer-service-screen-x.js']));
  });
});

describe("the first script's call", () => {
  /** A window on `pathname` that never paints: its frames and timers never run. */
  function quietWindow(pathname: string, own: Partial<Window> = {}) {
    const fetch = vi.fn(
      async (input: string, _init?: RequestInit) => new Response(input.endsWith('config.json') ? '{}' : '{"code":0,"data":null}'),
    );
    const win = {
      location: { pathname, search: '' },
      document,
      fetch,
      requestAnimationFrame: () => 0,
      setTimeout: () => 0,
      ...own,
    } as unknown as Window;
    return { win, fetch };
  }

  it('leaves as soon as config.json is in, at high priority, with no paint', async () => {
    const { win, fetch } = quietWindow('/customer-service');
    const sent = await startFirstCall(win, {})?.call;
    expect(sent?.url).toContain('/throughout/user-problem/get-whatsapp');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(fetch.mock.calls[1]?.[1]).toMatchObject({ method: 'GET', priority: 'high' });
  });
  it('sends nothing once the entry has started without it', () => {
    const { win, fetch } = quietWindow('/customer-service', { borrowerFirstCall: null });
    expect(startFirstCall(win, {})).toBeNull();
    expect(fetch).not.toHaveBeenCalled();
  });
});
