import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_CONFIG, setConfig } from '../config/runtime-config';
import { getFeedbackState, resetFeedback } from '../feedback/feedback-store';
import { captureLaunchParams, clearLaunchParams } from '../launch/launch-params';
import { answerWith, goOffline, recordRequests, snapshotJson } from '../testing/msw/server';
import { ApiError } from './api-error';
import { apiPost } from './form-client';
import { apiGet } from './json-client';

const PATH = '/throughout/user-problem/get-whatsapp';

describe('JSON client (GET)', () => {
  beforeEach(() => {
    resetFeedback();
    clearLaunchParams();
    setConfig(DEFAULT_CONFIG);
  });
  afterEach(() => vi.useRealTimers());

  it('sends the launch params and the request params in the query string', async () => {
    captureLaunchParams('?sessionId=s1&deviceId=d1&language=1&orderId=7');
    const sent = recordRequests();
    await apiGet(PATH, { overall: 30 });
    const [request] = sent;
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
    const sent = recordRequests();
    await apiGet(PATH, { overall: 30 });
    expect(sent[0]?.url.origin).toBe('https://api.example.mx');
  });
  it('sends the XMLHttpRequest marker and the five launch headers, "" when absent', async () => {
    captureLaunchParams('?crp_phe=p1&dearer=d2&language=2');
    const sent = recordRequests();
    await apiGet(PATH, { overall: 30 });
    const headers = sent[0]?.headers;
    expect(headers?.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers?.get('crp_phe')).toBe('p1');
    expect(headers?.get('dearest')).toBe('');
    expect(headers?.get('showy')).toBe('');
    expect(headers?.get('dearer')).toBe('d2');
    expect(headers?.get('language')).toBe('2');
  });
  it('returns only the body', async () => {
    await expect(apiGet(PATH, { overall: 30 })).resolves.toEqual(snapshotJson('default', 'get-whatsapp'));
    expect(getFeedbackState().toasts).toHaveLength(0);
  });
  it('toasts the message when code is not 0, and still returns the body', async () => {
    answerWith('service-unavailable');
    const refused = snapshotJson('service-unavailable', 'get-whatsapp') as { message: string };
    await expect(apiGet(PATH, { overall: 30 })).resolves.toEqual(refused);
    expect(getFeedbackState().toasts.map((toast) => toast.message)).toEqual([refused.message]);
  });
  it('does not toast when the caller handles the message', async () => {
    answerWith('service-unavailable');
    await apiGet(PATH, { overall: 30 }, { toastOnError: false });
    expect(getFeedbackState().toasts).toHaveLength(0);
  });
  it('shows the loading indicator with its text during the call', async () => {
    vi.useFakeTimers();
    answerWith('slow');
    const call = apiGet(PATH, { overall: 30 }, { loadingText: 'Cargando…' });
    expect(getFeedbackState().loading).toEqual(['Cargando…']);
    await vi.advanceTimersByTimeAsync(2_000);
    await call;
    expect(getFeedbackState().loading).toEqual([]);
  });
  it('gives up after 60 000 ms', async () => {
    vi.useFakeTimers();
    answerWith('default', { delay: 'infinite' });
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
    answerWith('server-error');
    await expect(apiGet(PATH, { overall: 30 })).rejects.toMatchObject({ failure: 'http', status: 500 });
    answerWith('answer-html-502');
    await expect(apiGet(PATH, { overall: 30 })).rejects.toMatchObject({ failure: 'http', status: 502 });
    goOffline();
    await expect(apiGet(PATH, { overall: 30 })).rejects.toMatchObject({ failure: 'network' });
    expect(getFeedbackState().toasts).toHaveLength(0);
  });
  it('can be cancelled by the caller', async () => {
    answerWith('default', { delay: 'infinite' });
    const controller = new AbortController();
    const sent = recordRequests();
    const call = apiGet(PATH, { overall: 30 }, { signal: controller.signal });
    // The caller gives up while the answer is on its way, as a person leaving the screen does.
    await vi.waitFor(() => expect(sent).toHaveLength(1));
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
    answerWith('answer-wrong-types');
    await expect(apiGet(PATH, { overall: 30 })).rejects.toMatchObject({ failure: 'parse' });
    answerWith('answer-truncated');
    await expect(apiGet(PATH, { overall: 30 })).rejects.toMatchObject({ failure: 'parse' });
    expect(getFeedbackState().toasts).toHaveLength(0);
  });
  it('a list sent as null fails too, and a missing optional field does not', async () => {
    answerWith('answer-wrong-types');
    await expect(apiGet('/throughout/user-problem/problem-list')).rejects.toBeInstanceOf(ApiError);
    // The instruction's optional image list left out.
    answerWith('instruction-no-images');
    const instruction = '/throughout/v3/loan-details/generate-vcode';
    await expect(
      apiPost(instruction, { productId: 3, orderId: 10482, requestType: 1, amount: 345000, payCode: 'OXXO' }),
    ).resolves.toMatchObject({ code: 0 });
  });
});
