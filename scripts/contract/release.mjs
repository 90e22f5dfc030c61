#!/usr/bin/env node
/**
 * `npm run contract:release`: releases the contract document in the tree. Runs the change
 * check against the latest release and refuses when it fails and the major number was not
 * raised; otherwise writes the version (contract/src/version.rs and the document's
 * info.version: the one the document already carries when it was raised by hand, else the
 * next minor, or patch when only the documentation changed), the released copy
 * (contract/releases/openapi-X.Y.Z.json), what the app used of it then (usage-X.Y.Z.json),
 * the changelog section from the check's findings, and regenerates the app's types
 * (`npm run api:generate`). With no release yet, the document becomes the first. The native
 * bridge's document is released first when it changed (scripts/contract/bridge-check.mjs); the
 * API's only when it changed too.
 * Steps and rules: docs/contract-versions.md "Changing the contract".
 *
 *   node scripts/contract/release.mjs [--dry-run] [--no-generate] [--date YYYY-MM-DD]
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SIDE_TEXT, checkContract, usedLabel } from './check.mjs';
import {
  CHANGELOG,
  DOCUMENT,
  RELEASES_DIR,
  ROOT,
  VERSION_FILE,
  VERSION_LINE,
  bump,
  changelogHeads,
  changelogSections,
  compareVersions,
  readJson,
} from './releases.mjs';
import { appUsage } from './usage.mjs';
import { releaseBridge } from './bridge-check.mjs';

const INTRO = `# Contract changelog

Every release of the contract (\`contract/openapi.json\`), newest first; each released document
is kept as \`contract/releases/openapi-X.Y.Z.json\`. \`npm run contract:release\` writes a section
from the change check's findings: breaking (for whom, and whether the app uses what changed)
and compatible. What counts as breaking: docs/contract-versions.md. The native bridge
(\`contract/bridge.json\`) has sections of its own, \`## Bridge X.Y.Z\`, its releases kept as
\`contract/releases/bridge-X.Y.Z.json\` (docs/contract-versions.md "The bridge").
`;

/** The changelog section of a release from the check's findings. */
function changelogSection(version, date, findings, { first = false, notes = '' } = {}) {
  const lines = [`## ${version} (${date})`, ''];
  if (notes.trim()) lines.push(notes.trim(), '');
  if (first) lines.push('The first release: the document as the app, the mock server and the backend know it at this date.', '');
  const line = (f) => {
    const use =
      f.outcome === 'not used by the app'
        ? 'Not used by the app.'
        : f.outcome === 'handled'
          ? `Handled by the app (${f.files.join(', ')}): ${(f.notes ?? []).at(-1)}.`
          : f.files.length > 0
            ? `${usedLabel(f).replace(/^./, (c) => c.toUpperCase())} ${f.files.join(', ')}.`
            : '';
    return `- \`${f.subject}\`${f.where ?? ''}: ${f.what}${f.side ? `, ${SIDE_TEXT[f.side]}` : ''}. ${use}`.trimEnd();
  };
  const breaking = findings.filter((f) => f.side);
  const compatible = findings.filter((f) => !f.side && f.impact !== 'patch');
  const documentation = findings.filter((f) => !f.side && f.impact === 'patch');
  if (breaking.length > 0) lines.push('### Breaking', '', ...breaking.map(line), '');
  if (compatible.length > 0 || documentation.length > 0) {
    lines.push('### Compatible', '', ...compatible.map(line));
    if (documentation.length > 0) lines.push(`- Documentation: ${documentation.length} description(s) or example(s) changed.`);
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

/** Puts `section` into the changelog: replaces a hand-written section of the version (keeping its text), else above the newest. */
function withSection(text, version, section) {
  const base = text.trim() === '' ? INTRO : text;
  const heads = changelogHeads(base);
  const own = heads.findIndex((h) => h[1] === version);
  if (own >= 0) {
    const end = own + 1 < heads.length ? heads[own + 1].index : base.length;
    return `${base.slice(0, heads[own].index)}${section}\n${base.slice(end)}`.replace(/\n{3,}/g, '\n\n');
  }
  const at = heads.length > 0 ? heads[0].index : base.length;
  return `${base.slice(0, at).trimEnd()}\n\n${section}\n${base.slice(at)}`.replace(/\n{3,}/g, '\n\n').replace(/\n+$/, '\n');
}

/**
 * Releases the document of `root`; returns { version, wrote } or throws with the reason it
 * refuses. `usage` is the app's use in the tree (built by the caller).
 */
export function release({ root = ROOT, usage, date = new Date().toISOString().slice(0, 10), dryRun = false }) {
  const documentFile = path.join(root, DOCUMENT);
  const releasesDir = path.join(root, RELEASES_DIR);
  const changelogFile = path.join(root, CHANGELOG);
  // With no release yet, the check finds no base: the document becomes the first.
  const result = checkContract({ root, document: documentFile, releasesDir, changelog: changelogFile, usage });
  const doc = readJson(documentFile);
  const changelog = existsSync(changelogFile) ? readFileSync(changelogFile, 'utf8') : '';
  let version;
  let section;
  if (!result.base) {
    version = doc.info.version;
    section = changelogSection(version, date, [], { first: true });
  } else {
    // A changelog without a section of a released version is not a stop: this release writes it.
    const latest = result.base.version;
    if (result.findings.length === 0) throw new Error(`nothing changed since ${latest}: nothing to release`);
    if (result.problems.length > 0) throw new Error(`the check finds problems: ${result.problems.join('; ')}`);
    const failing = result.findings.filter((f) => f.outcome === 'fails');
    if (failing.length > 0 && !result.majorRaised)
      throw new Error(
        `breaking change(s) to what the app uses, and the major number was not raised:\n${failing
          .map((f) => `  ${f.subject}: ${f.what} (${f.files.join(', ')})`)
          .join('\n')}\nRaise the major in ${VERSION_FILE}, emit the document, and release again.`,
      );
    if (compareVersions(doc.info.version, latest) > 0) version = doc.info.version;
    else version = bump(latest, result.findings.some((f) => f.side || f.impact !== 'patch') ? 'minor' : 'patch');
    // A section written by hand before the release keeps its text above the generated lists.
    const hand = (changelogSections(changelog).get(version) ?? '').replace(/^## .*\n/, '').replace(/^### [\s\S]*/m, '');
    section = changelogSection(version, date, result.findings, { notes: hand });
  }
  doc.info.version = version;
  const text = `${JSON.stringify(doc, null, 2)}\n`;
  // Checked before anything is written: a release stops whole or not at all.
  const versionFile = path.join(root, VERSION_FILE);
  const rust = readFileSync(versionFile, 'utf8');
  if (!VERSION_LINE.test(rust)) throw new Error(`${VERSION_FILE} has no \`pub const CONTRACT_VERSION: &str = "…";\` line`);
  const wrote = [DOCUMENT, `${RELEASES_DIR}/openapi-${version}.json`, `${RELEASES_DIR}/usage-${version}.json`, CHANGELOG, VERSION_FILE];
  if (dryRun) return { version, wrote: [], section };
  mkdirSync(releasesDir, { recursive: true });
  writeFileSync(documentFile, text);
  writeFileSync(path.join(releasesDir, `openapi-${version}.json`), text);
  writeFileSync(path.join(releasesDir, `usage-${version}.json`), `${JSON.stringify(usage, null, 1)}\n`);
  writeFileSync(changelogFile, withSection(changelog, version, section));
  writeFileSync(versionFile, rust.replace(VERSION_LINE, `pub const CONTRACT_VERSION: &str = "${version}";`));
  return { version, wrote, section };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { 'dry-run': { type: 'boolean' }, 'no-generate': { type: 'boolean' }, date: { type: 'string' } } });
  const dated = values.date ? { date: values.date } : {};
  try {
    const bridge = releaseBridge({ dryRun: values['dry-run'], ...dated });
    if (bridge) {
      console.log(bridge.section);
      console.log(values['dry-run'] ? `would release bridge ${bridge.version} (dry run)` : `released bridge ${bridge.version}: wrote ${bridge.wrote.join(', ')}`);
    }
    const usage = appUsage(ROOT);
    const api = checkContract({ usage });
    // Only the bridge changed: the API has nothing to release.
    if (!bridge || api.findings.length > 0 || !api.base) {
      const { version, wrote, section } = release({ usage, dryRun: values['dry-run'], ...dated });
      console.log(section);
      if (values['dry-run']) console.log(`would release ${version} (dry run: nothing written)`);
      else console.log(`released ${version}: wrote ${wrote.join(', ')}`);
    }
    if (!values['dry-run']) {
      if (!values['no-generate']) execFileSync('npm', ['run', '-s', 'api:generate'], { cwd: ROOT, stdio: 'inherit' });
      console.log('next: `cargo test -p contract` (the emitted documents carry the versions) and commit the files above');
    }
  } catch (error) {
    console.error(`contract release refused: ${error.message}`);
    process.exitCode = 1;
  }
}
