// The install command (scripts/install-release.mjs; docs/serving.md "Deploying a release") on
// small made-up releases: what it adds first, what it swaps last, what it keeps and prunes, and
// the CSP the nginx configuration of such a folder allows.
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, describe, it } from 'node:test';
import { filesUnder } from '../app/scripts/bundle-version.mjs';
import { cspFor, keptInline } from '../app/scripts/nginx-conf.mjs';
import { installRelease } from './install-release.mjs';

const work = mkdtempSync(join(tmpdir(), 'install-release-'));
after(() => rmSync(work, { recursive: true, force: true }));

/** A built release named `id`: its chunks (with .br and .gz), pages, worker, rules. */
function release(id, chunks) {
  const dir = join(work, id);
  const write = (file, text) => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  for (const chunk of chunks) for (const suffix of ['', '.br', '.gz']) write(`assets/${chunk}${suffix}`, `${chunk} of ${id}`);
  for (const page of ['shell.html', 'index.html', 'promotion/index.html']) write(page, `<meta name="build-id" content="${id}">`);
  write('shell.html.br', `shell of ${id}`);
  write('sw.js', `worker of ${id}`);
  write('first-call.js', `first call of ${id}`);
  write('config.json', '{}');
  write('.vite/manifest.json', '{}');
  const csp = { 'script-src': ["'self'", `'sha256-catcher-${id}'`], 'style-src': ["'self'", `'sha256-css-${id}'`] };
  write('serving.json', JSON.stringify({ buildId: id, csp }));
  return dir;
}

const assets = (dir) => filesUnder(join(dir, 'assets')).sort();
const read = (dir, file) => readFileSync(join(dir, file), 'utf8');

describe('install-release', () => {
  const a = release('A', ['main-a1.js', 'repay-a1.js', 'common-c1.js']);
  const b = release('B', ['main-b1.js', 'repay-b1.js', 'common-c1.js']);
  const c = release('C', ['main-c2.js', 'repay-b1.js', 'common-c1.js']);

  it('adds the new assets first and swaps the pages, sw.js and the rules last, keeping the last release', () => {
    const site = join(work, 'site');
    installRelease({ from: a, to: site });
    const steps = [];
    const seen = [];
    const done = installRelease({
      from: b,
      to: site,
      step: (what) => steps.push(what),
      // What a page loading at that moment would get: its chunks, and which pages.
      reload: () => seen.push({ assets: assets(site), shell: read(site, 'shell.html') }),
    });
    assert.deepEqual(steps, ['assets: 6 added', 'files: 3', 'recorded', 'pages: 4', 'worker', 'rules', 'pruned: 0']);
    // Before the pages: both releases' chunks are there, the pages still the old release's.
    assert.equal(seen[0].shell, '<meta name="build-id" content="A">');
    assert.ok(seen[0].assets.includes('main-b1.js') && seen[0].assets.includes('main-a1.js'));
    assert.equal(read(site, 'shell.html'), '<meta name="build-id" content="B">');
    assert.equal(read(site, 'shell.html.br'), 'shell of B');
    assert.equal(read(site, 'sw.js'), 'worker of B');
    assert.equal(JSON.parse(read(site, 'serving.json')).buildId, 'B');
    // A page of release A open now still gets its chunks, compressed copies too.
    for (const file of ['main-a1.js', 'main-a1.js.br', 'main-a1.js.gz', 'repay-a1.js']) assert.ok(assets(site).includes(file), file);
    assert.deepEqual(done.kept, ['A', 'B']);
    assert.ok(!filesUnder(site).some((file) => file.endsWith('.installing')));
  });

  it('prunes the assets of every release older than the one before, their .br and .gz copies with them', () => {
    const site = join(work, 'site');
    const done = installRelease({ from: c, to: site });
    assert.deepEqual(done.kept, ['B', 'C']);
    assert.equal(done.pruned, 6);
    assert.deepEqual(assets(site), [
      ...['common-c1.js', 'main-b1.js', 'main-c2.js', 'repay-b1.js'].flatMap((chunk) => [chunk, `${chunk}.br`, `${chunk}.gz`]),
    ]);
    // Installing the same release again changes nothing it keeps.
    assert.deepEqual(installRelease({ from: c, to: site }).kept, ['B', 'C']);
    assert.equal(assets(site).length, 12);
  });

  it("counts a plain copy's assets as one release, kept through the next install", () => {
    const site = join(work, 'copied');
    mkdirSync(join(site, 'assets'), { recursive: true });
    writeFileSync(join(site, 'assets/old-x1.js'), 'old');
    writeFileSync(join(site, 'serving.json'), JSON.stringify({ buildId: 'OLD', csp: {} }));
    assert.deepEqual(installRelease({ from: a, to: site }).kept, ['OLD', 'A']);
    assert.ok(existsSync(join(site, 'assets/old-x1.js')));
    installRelease({ from: b, to: site });
    assert.ok(!existsSync(join(site, 'assets/old-x1.js')));
  });

  it('refuses a folder that is not a build', () => {
    assert.throws(() => installRelease({ from: join(work, 'nothing'), to: join(work, 'x') }), /not a built release/);
  });

  it("lets nginx's CSP allow the inline code of both kept releases", () => {
    const site = join(work, 'site');
    const rules = JSON.parse(read(site, 'serving.json'));
    const csp = cspFor(rules, {}, keptInline(site));
    assert.match(csp, /script-src 'self' 'sha256-catcher-C' 'sha256-catcher-B'(;|$)/);
    assert.match(csp, /style-src 'self' 'sha256-css-C' 'sha256-css-B'(;|$)/);
    assert.doesNotMatch(csp, /-A'/);
    assert.deepEqual(keptInline(b), {});
  });
});
