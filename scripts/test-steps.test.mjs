// The test command's steps (scripts/test.sh, docs/testing.md "Steps"): --list names them,
// --only runs one after what it needs, --from runs the rest from one, a failing step prints the
// command that reruns it, an unknown name is refused. No full run: --dry-run shows the plan, and
// the one step run for real is the Rust format check (a second).
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

function testSh(args, env = {}) {
  const run = spawnSync('bash', ['scripts/test.sh', ...args], { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } });
  return { status: run.status, out: run.stdout, err: run.stderr };
}

const listed = () =>
  testSh(['--list'])
    .out.trim()
    .split('\n')
    .map((line) => line.split(/\s+/)[0]);

test('--list names every step once, in the order of a full run', () => {
  const names = listed();
  for (const name of ['fmt', 'clippy', 'rust-tests', 'unit', 'build', 'stories', 'gallery', 'e2e', 'deploy']) {
    assert.ok(names.includes(name), `${name} is listed`);
  }
  assert.equal(new Set(names).size, names.length, 'no name twice');
  assert.ok(names.indexOf('build') < names.indexOf('e2e'));
  assert.equal(names.at(-1), 'deploy');
});

test('docs/testing.md describes every step, and no step that is gone', () => {
  const names = listed();
  const page = readFileSync(join(root, 'docs/testing.md'), 'utf8');
  const rows = [...page.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((m) => m[1]);
  assert.deepEqual(rows, names);
});

test('--only runs that step alone, after what it needs, even when a full run would have built it earlier', () => {
  const plan = testSh(['--only', 'e2e', '--dry-run']);
  assert.equal(plan.status, 0, plan.err);
  assert.deepEqual(plan.out.trim().split('\n'), [
    'prepare npm',
    'prepare browsers',
    'prepare mock',
    'prepare bundle',
    'prepare second-build',
    'run e2e',
  ]);
  const gallery = testSh(['--only', 'gallery', '--dry-run']).out.trim().split('\n');
  assert.deepEqual(gallery, ['prepare npm', 'prepare browsers', 'prepare storybook', 'run gallery']);
});

test('--from runs that step and every later one; a background step of the run is joined before its step', () => {
  const names = listed();
  const plan = testSh(['--from', 'storybook', '--dry-run']).out.trim().split('\n');
  const run = plan.filter((line) => line.startsWith('run ')).map((line) => line.slice(4));
  assert.deepEqual(run, names.slice(names.indexOf('storybook')));
  // The Storybook built by its own step is not built again for the gallery.
  assert.ok(!plan.includes('prepare storybook'), plan.join('\n'));
  const full = testSh(['--dry-run']).out.trim().split('\n');
  assert.ok(full.includes('start schemathesis (joined before e2e)'), full.join('\n'));
  assert.ok(full.includes('start typecheck (joined before unit)'), full.join('\n'));
  // Alone, a step of the background runs in the foreground.
  assert.deepEqual(testSh(['--only', 'typecheck', '--dry-run']).out.trim().split('\n'), ['prepare npm', 'run typecheck']);
  assert.ok(!full.includes('prepare bundle'), 'the full run builds the bundle once, in its build step');
  // The release checks' second build: started after the build step, waited for by the first step that needs it.
  assert.ok(full.indexOf('start second-build (joined by the first step that needs it)') === full.indexOf('run build') + 1, full.join('\n'));
  assert.ok(!full.includes('prepare second-build'), full.join('\n'));
});

test('a step really runs alone, and a failing one prints the command that reruns it', () => {
  const ok = testSh(['--only', 'fmt']);
  assert.equal(ok.status, 0, ok.out + ok.err);
  assert.match(ok.out, /==> fmt: /);
  assert.doesNotMatch(ok.out, /==> clippy/);
  assert.match(ok.out, /checks: 1 passed/);

  // A cargo that fails: the format step fails, and says how to run it again.
  const bin = mkdtempSync(join(tmpdir(), 'test-steps-'));
  try {
    writeFileSync(join(bin, 'cargo'), '#!/bin/sh\necho "cargo: planted failure" >&2\nexit 1\n');
    chmodSync(join(bin, 'cargo'), 0o755);
    const failed = testSh(['--only', 'fmt'], { PATH: `${bin}:${process.env.PATH}` });
    assert.notEqual(failed.status, 0);
    assert.match(failed.err, /FAILED: fmt/);
    assert.match(failed.err, /run it again with: bash scripts\/test\.sh --only fmt/);
  } finally {
    rmSync(bin, { recursive: true, force: true });
  }
});

test('an unknown step is refused with the list of names', () => {
  const run = testSh(['--only', 'no-such-step']);
  assert.equal(run.status, 2);
  assert.match(run.err, /no step named 'no-such-step'/);
  assert.match(run.err, /steps: fmt clippy/);
});

test('the README stays a front door: at most 150 lines, the figures in docs/measurements.md', () => {
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  assert.ok(readme.split('\n').length - 1 <= 150, `README.md has ${readme.split('\n').length - 1} lines`);
  assert.match(readme, /bash scripts\/test\.sh --list/);
});
