import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HEADERS_IDEMPOTENCY_KEY } from '../../api/contract-constants';
import { IDEMPOTENCY_KEY, KEPT_FOR_MS } from './kept';
import { captureLaunchParams, clearLaunchParams } from '../launch/launch-params';

/** The module as a freshly loaded page gets it: what survives is only what the storage kept. */
async function reloaded() {
  vi.resetModules();
  return import('./kept');
}

describe('intent keys', () => {
  beforeEach(() => {
    localStorage.clear();
    captureLaunchParams('?sessionId=s-1&deviceId=d-1');
  });
  afterEach(() => {
    vi.useRealTimers();
    clearLaunchParams();
    localStorage.clear();
  });

  it('are made on the first try and reused for every retry, also after a reload', async () => {
    const { intentKey } = await reloaded();
    const first = intentKey('loan-push', { amount: 345000 });
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(intentKey('loan-push', { amount: 345000 })).toBe(first);
    const again = await reloaded();
    expect(again.intentKey('loan-push', { amount: 345000 })).toBe(first);
  });

  it('are forgotten on success or a final refusal: the next try is a new intent', async () => {
    const { intentKey, forgetIntent } = await reloaded();
    const first = intentKey('problem-save', { content: 'late' });
    forgetIntent('problem-save');
    expect(intentKey('problem-save', { content: 'late' })).not.toBe(first);
  });

  it('are new for another payload, another action or another session', async () => {
    const { intentKey } = await reloaded();
    const first = intentKey('loan-push', { amount: 345000 });
    expect(intentKey('loan-push', { amount: 100000 })).not.toBe(first);
    const second = intentKey('loan-push', { amount: 100000 });
    expect(intentKey('google-score', { amount: 100000 })).not.toBe(second);
    captureLaunchParams('?sessionId=s-2&deviceId=d-1');
    expect(intentKey('loan-push', { amount: 100000 })).not.toBe(second);
  });

  it("are sent in the contract's header", () => {
    expect(IDEMPOTENCY_KEY).toBe(HEADERS_IDEMPOTENCY_KEY);
  });

  it('expire after a day', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { intentKey } = await reloaded();
    const first = intentKey('register', { phone: '13812345678' });
    vi.setSystemTime(Date.now() + KEPT_FOR_MS + 1);
    expect(intentKey('register', { phone: '13812345678' })).not.toBe(first);
  });
});
