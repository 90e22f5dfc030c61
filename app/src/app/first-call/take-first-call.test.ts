import { describe, expect, it, vi } from 'vitest';
import { takingFirstCall, type FirstCallHandoff } from './take-first-call';

const URL_SENT = '/throughout/v3/loan-details/loan-details?sessionId=s1';

function handoff(response: Promise<Response>, body = ''): FirstCallHandoff {
  return {
    config: Promise.resolve(new Response('{}')),
    call: Promise.resolve({ url: URL_SENT, method: body ? 'POST' : 'GET', body, response }),
  };
}

describe('the first call handed to the clients', () => {
  it('answers the very same request with the first script answer, once; then fetches', async () => {
    const fetcher = vi.fn(async () => new Response('"fetched"'));
    const fetch = takingFirstCall(handoff(Promise.resolve(new Response('"handed"'))), fetcher);
    expect(await (await fetch(URL_SENT, { method: 'GET' })).json()).toBe('handed');
    expect(fetcher).not.toHaveBeenCalled();
    expect(await (await fetch(URL_SENT, { method: 'GET' })).json()).toBe('fetched');
    expect(fetcher).toHaveBeenCalledTimes(1);
  });
  it('fetches any other request: another address, method or body', async () => {
    const fetcher = vi.fn(async () => new Response('"fetched"'));
    const fetch = takingFirstCall(handoff(Promise.resolve(new Response('"handed"')), 'a=1'), fetcher);
    await fetch(`${URL_SENT}&x=1`, { method: 'POST', body: 'a=1' });
    await fetch(URL_SENT, { method: 'GET' });
    await fetch(URL_SENT, { method: 'POST', body: 'a=2' });
    expect(fetcher).toHaveBeenCalledTimes(3);
    expect(await (await fetch(URL_SENT, { method: 'POST', body: 'a=1' })).json()).toBe('handed');
  });
  it('gives up on the handed answer when the client aborts (its timeout)', async () => {
    const fetch = takingFirstCall(handoff(new Promise<Response>(() => undefined)), vi.fn());
    const controller = new AbortController();
    const answer = fetch(URL_SENT, { method: 'GET', signal: controller.signal });
    controller.abort();
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' });
  });
});
