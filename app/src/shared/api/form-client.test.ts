import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, setConfig } from '../config/runtime-config';
import { getFeedbackState, resetFeedback } from '../feedback/feedback-store';
import { captureLaunchParams, clearLaunchParams } from '../launch/launch-params';
import { answerWith, formOf, recordRequests, snapshotJson } from '../testing/msw/server';
import { apiPost } from './form-client';
import { buildUrl, isSuccessCode, sendsLaunchParams } from './request';

const PATH = '/throughout/user-problem/problem-save';
const body = { problemType: 1, problemSonType: 2, problemDetail: 'Cobro indebido & más', problemImage: '', orderNo: 'A1' };

describe('form client (POST)', () => {
  beforeEach(() => {
    resetFeedback();
    clearLaunchParams();
    setConfig(DEFAULT_CONFIG);
  });

  it('puts the launch params in the query string and the payload form-encoded in the body', async () => {
    captureLaunchParams('?sessionId=s1&productId=3');
    const sent = recordRequests();
    await apiPost(PATH, body);
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.url.pathname).toBe(PATH);
    expect(Object.fromEntries(request?.url.searchParams ?? [])).toEqual({ sessionId: 's1', productId: '3' });
    expect(request?.headers.get('Content-Type')).toMatch(/^application\/x-www-form-urlencoded/);
    expect(await formOf(request)).toEqual({
      problemType: '1',
      problemSonType: '2',
      problemDetail: 'Cobro indebido & más',
      problemImage: '',
      orderNo: 'A1',
    });
  });
  it('sends the XMLHttpRequest marker and the swift and eyes headers, "" when absent', async () => {
    captureLaunchParams('?swift=sw1');
    const sent = recordRequests();
    await apiPost(PATH, body);
    const headers = sent[0]?.headers;
    expect(headers?.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers?.get('swift')).toBe('sw1');
    expect(headers?.get('eyes')).toBe('');
    expect(headers?.get('crp_phe')).toBeNull();
    expect(headers?.get('Idempotency-Key')).toBeNull();
  });
  it("sends a write's Idempotency-Key when given one", async () => {
    const sent = recordRequests();
    await apiPost(PATH, body, { headers: { 'Idempotency-Key': 'k-1' } });
    expect(sent[0]?.headers.get('Idempotency-Key')).toBe('k-1');
  });
  it('toasts the message when code is not 0 and returns the body', async () => {
    answerWith('complaint-save-fail');
    const failed = snapshotJson('complaint-save-fail', 'problem-save') as { message: string };
    await expect(apiPost(PATH, body)).resolves.toEqual(failed);
    expect(getFeedbackState().toasts.map((toast) => toast.message)).toEqual([failed.message]);
  });
});

describe('shared request rules', () => {
  beforeEach(() => clearLaunchParams());
  it('success codes are 0 and "00"', () => {
    expect(isSuccessCode(0)).toBe(true);
    expect(isSuccessCode('00')).toBe(true);
    for (const code of [1, -1, '0', '01', null, undefined]) expect(isSuccessCode(code)).toBe(false);
  });
  it('promotion calls carry no launch params; borrower and legacy calls do', () => {
    expect(sendsLaunchParams('/throughout/v3/loan-details/loan-details')).toBe(true);
    expect(sendsLaunchParams('/api/v1/youmi/youmi-api/service/loan/repayment-way')).toBe(true);
    expect(sendsLaunchParams('/api/v2/youmi/promotion/get-sid')).toBe(false);
    captureLaunchParams('?sessionId=s1');
    expect(buildUrl('/api/v2/youmi/promotion/get-sid')).toBe('/api/v2/youmi/promotion/get-sid');
    expect(buildUrl('/throughout/x', { a: 'b c', skip: undefined, list: ['u1', 'u2'] })).toBe(
      '/throughout/x?sessionId=s1&a=b+c&list=u1%2Cu2',
    );
  });
});
