/**
 * The contract change check and the release step, proved by planted changes: each test copies
 * the contract into a temporary folder, changes the copy and runs the check (or the release)
 * on it. The app's use of the contract is read once for all of them (the TypeScript program
 * over app/src is the slow part). docs/contract-versions.md "Planted changes".
 *
 *   node --test scripts/contract/check.test.mjs
 */
import assert from 'node:assert/strict';
import { copyFileSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { checkContract } from './check.mjs';
import { release } from './release.mjs';
import { CHANGELOG, DOCUMENT, RELEASES_DIR, ROOT, VERSION_FILE, releases } from './releases.mjs';
import { appUsage } from './usage.mjs';

const usage = appUsage(ROOT);
const latest = releases(path.join(ROOT, RELEASES_DIR)).at(-1);
const released = () => JSON.parse(readFileSync(latest.file, 'utf8'));
const dirs = [];
after(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A folder with the latest release's document changed by `plant`, checked against the real releases. */
function planted(plant, { changelog } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'contract-planted-'));
  dirs.push(dir);
  const doc = released();
  plant(doc);
  const document = path.join(dir, 'openapi.json');
  writeFileSync(document, `${JSON.stringify(doc, null, 2)}\n`);
  let changelogFile = path.join(ROOT, CHANGELOG);
  if (changelog) {
    changelogFile = path.join(dir, 'CHANGELOG.md');
    writeFileSync(changelogFile, `${readFileSync(path.join(ROOT, CHANGELOG), 'utf8')}\n${changelog}`);
  }
  return checkContract({ document, changelog: changelogFile, usage });
}

const schemas = (doc) => doc.components.schemas;
const removeField = (doc, schema, field) => {
  delete schemas(doc)[schema].properties[field];
  schemas(doc)[schema].required = schemas(doc)[schema].required.filter((name) => name !== field);
};
const findingsOf = (result, subject) => result.findings.filter((f) => f.subject === subject);

describe('the change check', () => {
  it('passes the document in the tree against the latest release', () => {
    const result = checkContract({ usage });
    assert.deepEqual(result.problems, []);
    assert.equal(result.failed, false, result.findings.map((f) => `${f.subject}: ${f.what} (${f.outcome})`).join('\n'));
  });

  it('classes answers split into shapes that only narrow them as compatible (1.0.0 to 1.1.0), and a shape with a new field as breaking', () => {
    // 1.1.0 split every answer into its success and its kind's refusal: checked against 1.0.0.
    const split = (plant) => {
      const dir = mkdtempSync(path.join(tmpdir(), 'contract-split-'));
      dirs.push(dir);
      mkdirSync(path.join(dir, 'releases'));
      for (const file of ['openapi-1.0.0.json', 'usage-1.0.0.json']) copyFileSync(path.join(ROOT, RELEASES_DIR, file), path.join(dir, 'releases', file));
      const doc = JSON.parse(readFileSync(path.join(ROOT, RELEASES_DIR, 'openapi-1.1.0.json'), 'utf8'));
      plant(doc);
      writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(doc));
      return checkContract({ document: path.join(dir, 'openapi.json'), releasesDir: path.join(dir, 'releases'), usage });
    };
    const narrower = split(() => {});
    assert.equal(narrower.failed, false);
    assert.deepEqual(narrower.findings.filter((f) => f.side === 'readers').map((f) => `${f.subject}: ${f.what}`), []);
    assert.ok(findingsOf(narrower, 'LoanDetailsResponse').some((f) => f.what.startsWith('split into narrower shapes')));
    const wider = split((doc) => {
      schemas(doc).ServiceContactsResponse.oneOf[0].properties.trace = { type: 'string' };
    });
    assert.ok(findingsOf(wider, 'ServiceContactsResponse').some((f) => f.side === 'readers'), JSON.stringify(findingsOf(wider, 'ServiceContactsResponse')));
  });

  it('reports a removed answer field no screen reads as not used by the app, and passes', () => {
    assert.equal(usage.reads['LoanDetails.inside'], undefined, 'the planted field must be one the app does not read');
    const result = planted((doc) => removeField(doc, 'LoanDetails', 'inside'));
    const found = findingsOf(result, 'LoanDetails.inside');
    assert.ok(found.some((f) => f.what === 'removed' && f.side === 'readers'), JSON.stringify(found));
    assert.ok(found.every((f) => f.outcome === 'not used by the app'));
    assert.equal(result.failed, false);
  });

  it('fails when repayAmount leaves the repayment answer, naming the field and the repay screen', () => {
    const result = planted((doc) => removeField(doc, 'RepayDetail', 'repayAmount'));
    const removed = findingsOf(result, 'RepayDetail.repayAmount').find((f) => f.what === 'removed');
    assert.equal(removed?.outcome, 'fails');
    assert.equal(removed.side, 'readers');
    assert.ok(removed.files.includes('app/src/screens/repay/repay-screen.tsx'), removed.files.join());
    assert.match(removed.fix, /raise the major/);
    assert.equal(result.failed, true);
  });

  it('reports an added order status as breaking for readers, which the app handles', () => {
    const result = planted((doc) => {
      schemas(doc).OrderStatus['x-extensible-enum'].push(42);
      doc['x-constants'].orderStatuses.push({ code: 42, name: 'ON_HOLD', meaning: 'on hold' });
    });
    const added = findingsOf(result, 'OrderStatus').find((f) => f.enumAdded);
    assert.equal(added?.side, 'readers');
    assert.equal(added.outcome, 'handled');
    assert.ok(added.files.includes('app/src/screens/loan-detail/loan-detail-screen.tsx'), added.files.join());
    assert.match(added.notes.join(), /handles unknown values.*LoanDetails\.orderStatus as `number`/);
    assert.equal(result.failed, false);
  });

  it('fails for a value added to a closed list the app reads', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'contract-closed-'));
    dirs.push(dir);
    // A release whose OrderStatus is a closed enum, and the same with one code more.
    const base = released();
    schemas(base).OrderStatus.enum = [...schemas(base).OrderStatus['x-extensible-enum']];
    mkdirSync(path.join(dir, 'releases'));
    writeFileSync(path.join(dir, 'releases', `openapi-${latest.version}.json`), JSON.stringify(base));
    const changed = structuredClone(base);
    schemas(changed).OrderStatus.enum.push(42);
    writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(changed));
    const result = checkContract({ document: path.join(dir, 'openapi.json'), releasesDir: path.join(dir, 'releases'), usage });
    const added = result.findings.find((f) => f.enumAdded);
    assert.equal(added?.outcome, 'fails');
    assert.match(added.notes.join(), /lists the values/);
  });

  it("fails for senders when loan confirm's optional isType is made required", () => {
    const result = planted((doc) => {
      const get = doc.paths['/throughout/v3/loan-confirm/loan-detail-confirm'].get;
      get.parameters.find((p) => p.name === 'isType').required = true;
    });
    const required = findingsOf(result, 'loan-confirm.query.isType').find((f) => f.what === 'made required');
    assert.equal(required?.side, 'senders');
    assert.equal(required.outcome, 'fails');
    assert.ok(required.files.includes('app/src/screens/loan-confirm/use-loan-confirm.ts'), required.files.join());
    assert.match(required.notes.join(), /`isType` is sent in some calls only, by app\/src\/screens\/loan-confirm\/use-loan-confirm\.ts/);
    assert.equal(result.failed, true);
  });

  it('passes the same breaking change once the major is raised and the changelog names it', () => {
    const raise = (doc) => {
      removeField(doc, 'RepayDetail', 'repayAmount');
      doc.info.version = '2.0.0';
    };
    const unentered = planted(raise);
    assert.equal(unentered.failed, true);
    assert.match(findingsOf(unentered, 'RepayDetail.repayAmount').find((f) => f.what === 'removed').fix, /2\.0\.0 section of contract\/CHANGELOG\.md/);

    const entered = planted(raise, { changelog: '## 2.0.0\n\n- `RepayDetail.repayAmount` removed: the repay screen shows the breakdown instead.\n' });
    const removed = findingsOf(entered, 'RepayDetail.repayAmount').find((f) => f.what === 'removed');
    assert.equal(removed.outcome, 'released as a major');
    assert.equal(entered.failed, false, JSON.stringify(entered.problems));
  });
});

describe('the release step', () => {
  /** A copy of the repository's contract files to release in. */
  function contractCopy(plant) {
    const root = mkdtempSync(path.join(tmpdir(), 'contract-release-'));
    dirs.push(root);
    mkdirSync(path.join(root, 'contract/src'), { recursive: true });
    cpSync(path.join(ROOT, RELEASES_DIR), path.join(root, RELEASES_DIR), { recursive: true });
    for (const file of [CHANGELOG, VERSION_FILE]) copyFileSync(path.join(ROOT, file), path.join(root, file));
    const doc = released();
    plant(doc);
    writeFileSync(path.join(root, DOCUMENT), `${JSON.stringify(doc, null, 2)}\n`);
    return root;
  }
  const read = (root, file) => readFileSync(path.join(root, file), 'utf8');

  it('refuses a breaking change to what the app uses when the major was not raised, and writes nothing', () => {
    const root = contractCopy((doc) => removeField(doc, 'RepayDetail', 'repayAmount'));
    const before = read(root, CHANGELOG);
    assert.throws(() => release({ root, usage, date: '2026-12-01' }), /major number was not raised[\s\S]*RepayDetail\.repayAmount/);
    assert.equal(read(root, CHANGELOG), before);
    assert.equal(releases(path.join(root, RELEASES_DIR)).length, releases(path.join(ROOT, RELEASES_DIR)).length);
  });

  it('refuses the same with no CHANGELOG.md, dry run or not, and writes none', () => {
    const root = contractCopy((doc) => removeField(doc, 'RepayDetail', 'repayAmount'));
    rmSync(path.join(root, CHANGELOG));
    for (const dryRun of [true, false])
      assert.throws(() => release({ root, usage, date: '2026-12-01', dryRun }), /major number was not raised[\s\S]*RepayDetail\.repayAmount/);
    assert.equal(existsSync(path.join(root, CHANGELOG)), false);
  });

  it('releases a compatible change as the next minor: copy, changelog, version', () => {
    const root = contractCopy((doc) => {
      schemas(doc).RepayDetail.properties.payBefore = { type: 'string', description: 'Latest payment time.' };
    });
    const { version } = release({ root, usage, date: '2026-12-01' });
    const [major, minor] = latest.version.split('.').map(Number);
    const next = `${major}.${minor + 1}.0`;
    assert.equal(version, next);
    assert.equal(JSON.parse(read(root, DOCUMENT)).info.version, next);
    assert.equal(read(root, `${RELEASES_DIR}/openapi-${next}.json`), read(root, DOCUMENT));
    assert.ok(read(root, VERSION_FILE).includes(`CONTRACT_VERSION: &str = "${next}";`));
    assert.ok(
      read(root, CHANGELOG).includes(`## ${next} (2026-12-01)\n\n### Compatible\n\n- \`RepayDetail.payBefore\` (answer of repay-detail): added to an answer.`),
    );
    const after = checkContract({ root, usage });
    assert.equal(after.failed, false);
    assert.equal(after.findings.length, 0);
  });

  it('releases a raised major with the breaking change, whom it breaks and the files, in the changelog', () => {
    const root = contractCopy((doc) => {
      removeField(doc, 'RepayDetail', 'repayAmount');
      doc.info.version = '2.0.0';
    });
    const { version } = release({ root, usage, date: '2026-12-01' });
    assert.equal(version, '2.0.0');
    const section = read(root, CHANGELOG).split('## 2.0.0')[1].split('\n## ')[0];
    assert.match(section, /### Breaking\n\n- `RepayDetail\.repayAmount` \(answer of repay-detail\): removed, breaking for readers of answers\. Read by app\/src\/screens\/repay\/repay-screen\.tsx\./);
    assert.equal(checkContract({ root, usage }).failed, false);
  });
});
