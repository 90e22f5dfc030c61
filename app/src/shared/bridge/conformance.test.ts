// The conformance run (docs/bridge.md "Checking an app") against the fake wrappers of the tests.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRIDGE_ACTIONS, clearBridgeCalls } from './bridge';
import { runConformance } from './conformance';
import { installFakeWrapper, removeFakeWrapper } from '../testing/fake-wrapper';

const samples = { openPage: 'https://example.com/', callPhone: '800 123 4567', confirmTrackingPoint: '1' } as const;

describe('the conformance run', () => {
  beforeEach(() => {
    clearBridgeCalls();
    vi.spyOn(console, 'info').mockImplementation(() => {});
  });
  afterEach(() => removeFakeWrapper());

  it('passes every action of a conforming iOS app and takes its echo away afterwards', async () => {
    installFakeWrapper({ platform: 'ios', actions: BRIDGE_ACTIONS, echo: true });
    const verdicts = await runConformance({ samples, skip: [] });
    expect(verdicts.map((v) => v.verdict)).toEqual(BRIDGE_ACTIONS.map(() => 'conformant'));
    expect(window.loanBridgeEcho).toBeUndefined();
  });

  it('names the wrong action with the difference, a missing one, the skipped ones', async () => {
    installFakeWrapper({
      platform: 'android',
      actions: BRIDGE_ACTIONS.filter((a) => a !== 'goRateApp'),
      echo: true,
      digitsOnly: 'callPhone',
    });
    const verdicts = await runConformance({ samples, skip: ['closeWebView'] });
    const of = (action: string) => verdicts.find((v) => v.action === action);
    expect(of('callPhone')).toEqual({ action: 'callPhone', verdict: 'wrong', expected: '"800 123 4567"', received: '"8001234567"' });
    expect(of('goRateApp')?.verdict).toBe('missing');
    expect(of('closeWebView')?.verdict).toBe('skipped');
    expect(of('goHome')?.verdict).toBe('conformant');
    expect(of('openPage')?.verdict).toBe('conformant');
  });

  it('marks the handlers of an app that echoes nothing as registered but silent, after a bounded wait', async () => {
    installFakeWrapper({ platform: 'ios', actions: ['goHome', 'callPhone'] });
    const verdicts = await runConformance({ samples, skip: [], waitMs: 50 });
    expect(verdicts.filter((v) => v.verdict === 'silent').map((v) => v.action)).toEqual(['goHome', 'callPhone']);
  });
});
