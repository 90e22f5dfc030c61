import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { clearLaunchParams, captureLaunchParams } from '../launch/launch-params';
import { recordRequests, server } from '../testing/msw/server';
import { apiUpload } from './upload-client';

const PATH = '/throughout/user-problem/upload-problem-img';

function body(): FormData {
  const form = new FormData();
  form.append('problemImage', new File([new Uint8Array([0xff, 0xd8, 0xff, 0xd9])], 'a.jpg', { type: 'image/jpeg' }), 'a.jpg');
  return form;
}

describe('the image upload (XMLHttpRequest)', () => {
  beforeEach(() => clearLaunchParams());

  it("sends the form client's headers, the launch params and the write's Idempotency-Key; the answer is checked like any", async () => {
    captureLaunchParams('?sessionId=s1&swift=sw1');
    const sent = recordRequests();
    const answer = await apiUpload(PATH, body(), { headers: { 'Idempotency-Key': 'k-1' } });
    expect(answer.code).toBe(0);
    const [request] = sent;
    expect(request?.url.searchParams.get('sessionId')).toBe('s1');
    expect(request?.headers.get('Idempotency-Key')).toBe('k-1');
    expect(request?.headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(request?.headers.get('swift')).toBe('sw1');
    expect(request?.headers.get('Content-Type')).toMatch(/^multipart\/form-data; boundary=/);
  });
  it('a cancel rejects as aborted (no failure for the telemetry), an HTTP error as http', async () => {
    const controller = new AbortController();
    const call = apiUpload(PATH, body(), { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ failure: 'aborted' });
    server.use(http.post(`*${PATH}`, () => HttpResponse.json({ code: 1, message: 'x' }, { status: 503 })));
    const failed = await apiUpload(PATH, body()).catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(ApiError);
    expect(failed).toMatchObject({ failure: 'http', status: 503 });
  });
});
