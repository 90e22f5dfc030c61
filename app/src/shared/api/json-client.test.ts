import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, setConfig } from '../config/runtime-config';
import { getFeedbackState, resetFeedback } from '../feedback/feedback-store';
import { captureLaunchParams, clearLaunchParams } from '../launch/launch-params';
import { fakeFetch } from '../testing/fake-fetch';
import { ApiError } from './api-error';
import { apiGet } from './json-client';
import { setFetch } from './request';

const PATH = '/throughout/user-problem/get-whatsapp';
const ok = { code: 0, success: true, message: 'ok', data: { phone: '800 123 4567', va: '+52 55 0000 0000', email: 'ayuda@example.mx' } };

describe('JSON client (GET)', () => {
  beforeEach(() => {
    resetFeedback();
    clearLaunchParams();
    setConfig(DEFAULT_CONFIG);
  });
  afterEach(() => vi.useRealTimers());

  it('sends the launch params and the request params in the query string', async () => {
    captureLaunchParams('?sessionId=s1&deviceId=d1&language=1&orderId=7');
    const fetch = fakeFetch({ body: ok });
    setFetch(fetch.impl);
    await apiGet(PATH, { overall: 30 });
    const [request] = fetch.requests;
    expect(request?.method).toBe('GET');
    expect(request?.url.pathname).toBe(PATH);
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({
      sessionId: 's1',
      deviceId: 'd1',
      language: '1',
      orderId: '7',
      overall: '30',
    });
  });
  it('prefixes the api base from config', async () => {
    setConfig({ apiBase: 'https://api.example.mx' });
    const fetch = fakeFetch({ body: ok });
    setFetch(fetch.impl);
    await apiGet(PATH, { overall: 30 });
    expect(fetch.requests[0]?.url.origin).toBe('https://api.example.mx');
  });
  it('sends the XMLHttpRequest marker and the five launch headers, "" when absent', async () => {
    captureLaunchParams('?crp_phe=p1&dearer=d2&language=2');
    const fetch = fakeFetch({ body: ok });
    setFetch(fetch.impl);
    await apiGet(PATH, { overall: 30 });
    const headers = fetch.requests[0]?.headers;
    expect(headers?.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers?.get('crp_phe')).toBe('p1');
    expect(headers?.get('dearest')).toBe('');
    expect(headers?.get('showy')).toBe('');
    expect(headers?.get('dearer')).toBe('d2');
    expect(headers?.get('language')).toBe('2');
  });
  it('returns only the body', async () => {
    setFetch(fakeFetch({ body: ok }).impl);
    await expect(apiGet(PATH, { overall: 30 })).resolves.toEqual(ok);
    expect(getFeedbackState().toasts).toHaveLength(0);
  });
  it('toasts the message when code is not 0, and still returns the body', async () => {
    const failed = { code: 500, success: false, message: 'Servicio no disponible', data: null };
    setFetch(fakeFetch({ body: failed }).impl);
    await expect(apiGet(PATH, { overall: 30 })).resolves.toEqual(failed);
    expect(getFeedbackState().toasts.map((toast) => toast.message)).toEqual(['Servicio no disponible']);
  });
  it('does not toast when the caller handles the message', async () => {
    setFetch(fakeFetch({ body: { code: 1, success: false, message: 'x', data: null } }).impl);
    await apiGet(PATH, { overall: 30 }, { toastOnError: false });
    expect(getFeedbackState().toasts).toHaveLength(0);
  });
  it('shows the loading indicator with its text during the call', async () => {
    let resolve: (value: Response) => void = () => {};
    setFetch(() => new Promise<Response>((r) => (resolve = r)));
    const call = apiGet(PATH, { overall: 30 }, { loadingText: 'Cargando…' });
    expect(getFeedbackState().loading).toEqual(['Cargando…']);
    resolve(new Response(JSON.stringify(ok)));
    await call;
    expect(getFeedbackState().loading).toEqual([]);
  });
  it('gives up after 60 000 ms', async () => {
    vi.useFakeTimers();
    setFetch(fakeFetch('hang').impl);
    const call = apiGet(PATH, { overall: 30 }, { loadingText: 'x' });
    const caught = call.catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(getFeedbackState().loading).toEqual(['x']);
    await vi.advanceTimersByTimeAsync(1);
    const error = await caught;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).failure).toBe('timeout');
    expect(getFeedbackState().loading).toEqual([]);
  });
  it('rejects on HTTP errors and network failures without a toast', async () => {
    setFetch(fakeFetch({ status: 500, body: { code: 500, success: false, message: 'boom', data: null } }).impl);
    await expect(apiGet(PATH, { overall: 30 })).rejects.toMatchObject({ failure: 'http', status: 500 });
    setFetch(fakeFetch(new TypeError('Failed to fetch')).impl);
    await expect(apiGet(PATH, { overall: 30 })).rejects.toMatchObject({ failure: 'network' });
    expect(getFeedbackState().toasts).toHaveLength(0);
  });
  it('can be cancelled by the caller', async () => {
    setFetch(fakeFetch('hang').impl);
    const controller = new AbortController();
    const call = apiGet(PATH, { overall: 30 }, { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ failure: 'aborted' });
  });
});

describe('answers checked against the contract', () => {
  beforeEach(() => {
    resetFeedback();
    clearLaunchParams();
    setConfig(DEFAULT_CONFIG);
  });
  it('an answer of other types than the contract gives fails like an unreadable one', async () => {
    const wrong = { code: 0, success: true, message: 'ok', data: { phone: 8001234567, va: null, email: { text: 'x' } } };
    setFetch(fakeFetch({ body: wrong }).impl);
    await expect(apiGet(PATH, { overall: 30 })).rejects.toMatchObject({ failure: 'parse' });
    expect(getFeedbackState().toasts).toHaveLength(0);
  });
  it('a list sent as null fails too, and a missing optional field does not', async () => {
    const list = '/throughout/user-problem/problem-list';
    setFetch(fakeFetch({ body: { code: 0, success: true, message: 'ok', data: { tabs: null } } }).impl);
    await expect(apiGet(list)).rejects.toBeInstanceOf(ApiError);
    setFetch(fakeFetch({ body: { code: 0, success: true, message: 'ok' } }).impl);
    await expect(apiGet(list)).resolves.toMatchObject({ code: 0 });
  });
});
