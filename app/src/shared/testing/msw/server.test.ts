import { describe, expect, it } from 'vitest';
import { answerWith, goOffline, recordRequests, snapshotJson, useScenario } from './server';

const CONTACTS = '/throughout/user-problem/get-whatsapp';
const SID = '/api/v2/youmi/promotion/get-sid';

describe('the unit tests’ API server', () => {
  it('answers the default scenario in the language of the request’s flag', async () => {
    const es = await fetch(CONTACTS);
    expect(await es.json()).toEqual(snapshotJson('default', 'get-whatsapp', 'es'));
    const en = await fetch(`${CONTACTS}?language=1`);
    expect(await en.json()).toEqual(snapshotJson('default', 'get-whatsapp', 'en'));
  });

  it('refuses a scenario the mock server does not have', () => {
    expect(() => answerWith('no-such-scenario')).toThrow(/Unknown mock scenario "no-such-scenario"/);
  });

  it('breaks the answers as the malformed scenarios say', async () => {
    answerWith('answer-empty');
    const empty = await fetch(CONTACTS);
    expect(empty.status).toBe(200);
    expect(await empty.text()).toBe('');
    answerWith('answer-truncated');
    const cut = await (await fetch(CONTACTS)).text();
    const whole = JSON.stringify(snapshotJson('default', 'get-whatsapp'), null, 2);
    expect(whole.startsWith(cut)).toBe(true);
    expect(cut.length).toBeGreaterThan(0);
    expect(cut.length).toBeLessThan(whole.length);
    answerWith('answer-html-502');
    const gateway = await fetch(CONTACTS);
    expect(gateway.status).toBe(502);
    expect(await gateway.text()).toContain('502 Bad Gateway');
  });

  it('takes only the operations named offline, and refuses an unknown one', async () => {
    goOffline('get-sid');
    await expect(fetch(SID)).rejects.toThrow();
    expect((await fetch(CONTACTS)).ok).toBe(true);
    expect(() => goOffline('no-such-operation')).toThrow(/Unknown operation/);
  });

  it('records what was sent', async () => {
    const sent = recordRequests();
    await fetch(`${CONTACTS}?overall=30`, { headers: { 'X-Requested-With': 'XMLHttpRequest' } });
    expect(sent.map(({ method, url, headers }) => [method, url.pathname, url.search, headers.get('X-Requested-With')])).toEqual([
      ['GET', CONTACTS, '?overall=30', 'XMLHttpRequest'],
    ]);
  });

  describe('in a block that names its scenario', () => {
    useScenario('service-unavailable');
    it('every test starts in it', async () => {
      expect(await (await fetch(CONTACTS)).json()).toEqual(snapshotJson('service-unavailable', 'get-whatsapp'));
    });
  });
});
