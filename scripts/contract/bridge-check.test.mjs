/**
 * The bridge's change check and release, proved by planted changes (docs/contract-versions.md
 * "The bridge"): each test copies the bridge's files into a temporary folder laid out as the
 * repository, changes the copy of contract/bridge.json and runs the check (or the release) there.
 *
 *   node --test scripts/contract/bridge-check.test.mjs
 */
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { BRIDGE_DOCUMENT, bridgeReleases, checkBridge, releaseBridge } from './bridge-check.mjs';
import { CHANGELOG, RELEASES_DIR, ROOT, VERSION_FILE } from './releases.mjs';

const dirs = [];
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder laid out as the repository, with the latest bridge release changed by `plant` as its contract/bridge.json. */
function planted(plant) {
  const root = mkdtempSync(path.join(tmpdir(), 'bridge-planted-'));
  dirs.push(root);
  mkdirSync(path.join(root, 'contract/src'), { recursive: true });
  cpSync(path.join(ROOT, RELEASES_DIR), path.join(root, RELEASES_DIR), { recursive: true, filter: (f) => !/openapi-|usage-/.test(path.basename(f)) });
  for (const file of [CHANGELOG, VERSION_FILE]) cpSync(path.join(ROOT, file), path.join(root, file));
  const latest = bridgeReleases(path.join(ROOT, RELEASES_DIR)).at(-1);
  const doc = JSON.parse(readFileSync(latest.file, 'utf8'));
  plant(doc);
  writeFileSync(path.join(root, BRIDGE_DOCUMENT), `${JSON.stringify(doc, null, 2)}\n`);
  return { root, latest: latest.version, check: () => checkBridge({ root }) };
}

const findingOf = (result, subject) => result.findings.find((f) => f.subject === subject);
const next = (version, kind) => {
  const [major, minor] = version.split('.').map(Number);
  return kind === 'major' ? `${major + 1}.0.0` : `${major}.${minor + 1}.0`;
};

describe('the bridge check', () => {
  it('passes the document in the tree: it is its version’s release', () => {
    const result = checkBridge();
    assert.deepEqual(result.problems, []);
    assert.equal(result.failed, false);
  });

  it('classes an added action as compatible, fails until a release records it, then passes', () => {
    let version = '';
    const { root, latest, check } = planted((doc) => {
      version = next(doc['x-bridge-version'], 'minor');
      doc['x-bridge-actions'].shareApp = { description: 'Opens the share sheet.', argument: 'Url', errorsIgnored: false, leavesPage: false, since: version };
    });
    const before = check();
    assert.equal(findingOf(before, 'shareApp').outcome, 'compatible');
    assert.equal(findingOf(before, 'shareApp').side, null);
    assert.equal(before.unreleased, true);
    assert.equal(before.failed, true, 'unreleased: the test command fails');
    const released = releaseBridge({ root, date: '2026-11-28' });
    assert.equal(released.version, version);
    assert.match(released.section, /### Compatible\n\n- `shareApp`: action added/);
    const after = check();
    assert.equal(after.failed, false, JSON.stringify(after.problems));
    assert.match(readFileSync(path.join(root, VERSION_FILE), 'utf8'), new RegExp(`BRIDGE_VERSION: &str = "${version}"`));
    assert.match(readFileSync(path.join(root, CHANGELOG), 'utf8'), new RegExp(`^## Bridge ${version} \\(2026-11-28\\)`, 'm'));
    assert.ok(latest !== version);
  });

  it('refuses an added action that claims a version already released', () => {
    const { check } = planted((doc) => {
      doc['x-bridge-actions'].shareApp = { description: 'Opens the share sheet.', argument: null, errorsIgnored: false, leavesPage: false, since: doc['x-bridge-version'] };
    });
    const result = check();
    assert.ok(result.problems.some((p) => p.includes('`shareApp` says it was added in')), result.problems.join('\n'));
  });

  it('classes a changed argument type as breaking for wrappers, and the release refuses it without a major', () => {
    const { root, check } = planted((doc) => {
      doc['x-bridge-actions'].callPhone.argument = 'ProductId';
    });
    const result = check();
    const found = findingOf(result, 'callPhone');
    assert.equal(found.side, 'wrappers');
    assert.equal(found.outcome, 'fails');
    assert.match(found.what, /argument changed from TelephoneNumber to ProductId/);
    assert.throws(() => releaseBridge({ root }), /major of BRIDGE_VERSION was not raised/);
  });

  it('classes a narrowed argument format and a removed action as breaking; a raised major with its changelog entry releases them', () => {
    const { root, check } = planted((doc) => {
      doc.$defs.TelephoneNumber.pattern = '^[0-9]+$';
      delete doc['x-bridge-actions'].goMine;
    });
    const result = check();
    assert.match(findingOf(result, 'callPhone').what, /argument TelephoneNumber changed/);
    assert.equal(findingOf(result, 'goMine').what, 'action removed');
    assert.ok(result.findings.filter((f) => f.side).every((f) => f.outcome === 'fails'));
    // The major raised by hand: the release writes the section that names both.
    const file = path.join(root, BRIDGE_DOCUMENT);
    const doc = JSON.parse(readFileSync(file, 'utf8'));
    const major = next(doc['x-bridge-version'], 'major');
    doc['x-bridge-version'] = major;
    writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
    const released = releaseBridge({ root, date: '2026-11-28' });
    assert.equal(released.version, major);
    assert.match(released.section, /### Breaking\n\n- `goMine`: action removed, breaking for wrappers\.\n- `callPhone`: argument TelephoneNumber changed: .*breaking for wrappers\./);
    const after = check();
    assert.equal(after.failed, false, JSON.stringify(after, null, 1));
    assert.ok(after.findings.filter((f) => f.side).every((f) => f.outcome === 'released as a major'));
  });

  it('classes a changed description as documentation, still to be released', () => {
    const { check } = planted((doc) => {
      doc['x-bridge-actions'].goHome.description = 'Goes home.';
    });
    const result = check();
    assert.equal(findingOf(result, 'goHome').impact, 'patch');
    assert.equal(result.failed, true);
  });
});
