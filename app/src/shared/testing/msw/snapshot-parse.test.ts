import { describe, expect, it } from 'vitest';
import fixtureIndex from './__fixtures__/scenarios.json';
import {
  findSnapshot,
  indexSnapshots,
  langFromFlag,
  parseGatewayPage,
  parseHeader,
  parseSnapshot,
  parseScenarioIndex,
  parseSnapshotPath,
  splitSnapshot,
  statusFromHeader,
} from './snapshot-parse';

/** The fixture files as `import.meta.glob` gives them: relative path → text (a .txt among them). */
const fixtureFiles = import.meta.glob<string>('./__fixtures__/snapshots/**/*.{snap,txt}', {
  query: '?raw',
  import: 'default',
  eager: true,
});

describe('parseSnapshotPath', () => {
  it('reads scenario, endpoint and language', () => {
    expect(parseSnapshotPath('../../snapshots/order-174/loan-details.en.snap')).toEqual({
      scenario: 'order-174',
      endpoint: 'loan-details',
      lang: 'en',
    });
  });
  it('rejects other files and languages', () => {
    expect(parseSnapshotPath('../../snapshots/default/readme.txt')).toBeNull();
    expect(parseSnapshotPath('../../snapshots/default/get-sid.zh.snap')).toBeNull();
    expect(parseSnapshotPath('../../snapshots/get-sid.es.snap')).toBeNull();
  });
});

describe('splitSnapshot', () => {
  it('strips the header between the first two --- lines', () => {
    const { headerLines, body } = splitSnapshot('---\nsource: x\n---\n{"a":"---"}\n');
    expect(headerLines).toEqual(['source: x']);
    expect(body).toBe('{"a":"---"}');
  });
  it('treats a file without a header as all body', () => {
    expect(splitSnapshot('{"a":1}\n')).toEqual({ headerLines: [], body: '{"a":1}' });
  });
  it('handles CRLF line ends', () => {
    expect(splitSnapshot('---\r\nsource: x\r\n---\r\n{}\r\n').body).toBe('{}');
  });
});

describe('parseHeader and statusFromHeader', () => {
  it('keeps top-level keys and folds nested blocks into their key', () => {
    const header = parseHeader(['source: "a.rs"', 'info:', '  status: 500', '  path: /x']);
    expect(header.source).toBe('a.rs');
    expect(header.info).toBe('status: 500\n  path: /x');
    expect(statusFromHeader(header)).toBe(500);
  });
  it('reads a top-level status and ignores headers without one', () => {
    expect(statusFromHeader({ status: '404' })).toBe(404);
    expect(statusFromHeader({ source: 'a.rs', expression: 'body' })).toBeUndefined();
  });
});

describe('the fixture snapshots', () => {
  const index = indexSnapshots(fixtureFiles);

  it('parses the body as JSON and skips files that are not snapshots', () => {
    expect([...index.keys()].sort()).toEqual(['default', 'server-error']);
    const snapshot = findSnapshot(index, 'default', 'get-whatsapp', 'es');
    expect(snapshot?.json).toMatchObject({ code: 0, data: { phone: 'fixture-phone' } });
    expect(snapshot?.status).toBeUndefined();
    expect(snapshot?.body.startsWith('{')).toBe(true);
  });

  it('gives the status that the header names', () => {
    const snapshot = findSnapshot(index, 'server-error', 'get-whatsapp', 'en');
    expect(snapshot?.status).toBe(500);
    expect(snapshot?.json).toMatchObject({ code: 500, message: 'fixture fault' });
  });

  it('falls back to the default scenario, then to the other language', () => {
    expect(findSnapshot(index, 'slow', 'get-whatsapp', 'es')?.scenario).toBe('default');
    expect(findSnapshot(index, 'default', 'get-whatsapp', 'en')?.lang).toBe('es');
    expect(findSnapshot(index, 'server-error', 'get-whatsapp', 'es')?.lang).toBe('en');
    expect(findSnapshot(index, 'default', 'loan-details', 'es')).toBeUndefined();
  });

  it('keeps a body that is not JSON as text', () => {
    const snapshot = parseSnapshot('snapshots/default/get-captcha.es.snap', '---\nsource: x\n---\nPNG 120x40\n');
    expect(snapshot?.json).toBeUndefined();
    expect(snapshot?.body).toBe('PNG 120x40');
  });
});

describe('langFromFlag', () => {
  it('maps 1 to English and anything else to Spanish', () => {
    expect(langFromFlag('1')).toBe('en');
    expect(langFromFlag('2')).toBe('es');
    expect(langFromFlag(null)).toBe('es');
  });
});

describe('parseScenarioIndex', () => {
  it('reads latency and fault rate per scenario and skips entries without a name', () => {
    const index = parseScenarioIndex(fixtureIndex);
    expect([...index.keys()]).toEqual(['default', 'slow', 'server-error']);
    expect(index.get('slow')).toMatchObject({ latencyMs: 2000, faultRate: null, answers: 'html-502' });
    expect(index.get('server-error')).toMatchObject({ latencyMs: null, faultRate: 1, answers: 'canned' });
    expect(index.get('default')?.screens).toEqual(['/customer-service']);
  });
  it('reads the gateway page of the html-502 answers', () => {
    expect(parseGatewayPage(fixtureIndex)).toBe('<html>502 Bad Gateway</html>');
    expect(parseGatewayPage({})).toBe('');
  });
  it('gives an empty index for anything else', () => {
    expect(parseScenarioIndex(null).size).toBe(0);
    expect(parseScenarioIndex({ scenarios: 'x' }).size).toBe(0);
  });
});

describe('generated seed files', () => {
  it('reads the seeds of the snapshot paths and names a seed file as the snapshot test does', async () => {
    const { seedsOf, seedSnapshotPath } = await import('./snapshot-parse');
    const paths = [
      '../../snapshots/generated/seed-02/get-sms.es.snap',
      '../../snapshots/generated/seed-10/get-sms.en.snap',
      '../../snapshots/generated/seed-02/get-sid.en.snap',
      '../../snapshots/default/get-sms.es.snap',
    ];
    expect(seedsOf(paths)).toEqual([2, 10]);
    expect(seedSnapshotPath(7, 'loan-details', 'en')).toBe('generated/seed-07/loan-details.en.snap');
    expect(parseSnapshotPath(paths[0] ?? '')).toBeNull();
  });
});
