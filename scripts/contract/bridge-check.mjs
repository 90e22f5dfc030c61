/**
 * The native bridge's change check and release (docs/contract-versions.md "The bridge"):
 * compares contract/bridge.json with its latest release (contract/releases/bridge-X.Y.Z.json),
 * says whom each change breaks (a removed action or a changed argument breaks the wrappers
 * built against the release; an added action breaks nothing, an old wrapper takes the missing
 * path), and fails until a release records the document in the tree. `npm run contract:check`
 * and `npm run contract:release` run it beside the API's check and release.
 */
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { CHANGELOG, RELEASES_DIR, ROOT, VERSION_FILE, bump, compareVersions, parseVersion, readJson } from './releases.mjs';

export const BRIDGE_DOCUMENT = 'contract/bridge.json';
export const BRIDGE_VERSION_LINE = /^pub const BRIDGE_VERSION: &str = "([^"]*)";$/m;
export const WRAPPERS = 'breaking for wrappers';

/** The released bridge documents in `dir`, oldest first: { version, file }. */
export function bridgeReleases(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => /^bridge-(\d+\.\d+\.\d+)\.json$/.exec(name)?.[1])
    .filter(Boolean)
    .sort(compareVersions)
    .map((version) => ({ version, file: path.join(dir, `bridge-${version}.json`) }));
}

/** The changelog's bridge sections by version (`## Bridge X.Y.Z …` up to the next `## `). */
export function bridgeSections(text) {
  const sections = new Map();
  const heads = [...text.matchAll(/^## .*$/gm)];
  heads.forEach((head, i) => {
    const version = /^## Bridge (\d+\.\d+\.\d+)\b/.exec(head[0])?.[1];
    if (version) sections.set(version, text.slice(head.index, i + 1 < heads.length ? heads[i + 1].index : text.length));
  });
  return sections;
}

/** A schema without its words: what a wrapper can tell apart. */
const shape = (schema) => {
  if (!schema) return null;
  const { description: _d, examples: _e, ...rest } = schema;
  return rest;
};

/**
 * Every change from `base` to `revision`: { subject, what, side ('wrappers' or null), impact
 * ('patch' for words only) }.
 */
export function bridgeChanges(base, revision) {
  const before = base['x-bridge-actions'] ?? {};
  const after = revision['x-bridge-actions'] ?? {};
  const changes = [];
  for (const [name, was] of Object.entries(before)) {
    const now = after[name];
    if (!now) {
      changes.push({ subject: name, what: 'action removed', side: 'wrappers' });
      continue;
    }
    if (was.argument !== now.argument) {
      changes.push({ subject: name, what: `argument changed from ${was.argument ?? 'none'} to ${now.argument ?? 'none'}`, side: 'wrappers' });
    } else if (was.argument && !isDeepStrictEqual(shape(base.$defs?.[was.argument]), shape(revision.$defs?.[now.argument]))) {
      changes.push({
        subject: name,
        what: `argument ${now.argument} changed: ${JSON.stringify(shape(base.$defs?.[was.argument]))} → ${JSON.stringify(shape(revision.$defs?.[now.argument]))}`,
        side: 'wrappers',
      });
    } else if (was.argument && !isDeepStrictEqual(base.$defs?.[was.argument], revision.$defs?.[now.argument])) {
      changes.push({ subject: name, what: `argument ${now.argument}'s description or example changed`, side: null, impact: 'patch' });
    }
    if (was.errorsIgnored !== now.errorsIgnored)
      changes.push({ subject: name, what: now.errorsIgnored ? 'the page now ignores its errors' : 'the page now reports its errors', side: null });
    if (was.leavesPage !== now.leavesPage) changes.push({ subject: name, what: now.leavesPage ? 'now leaves the page' : 'no longer leaves the page', side: null });
    if (was.description !== now.description) changes.push({ subject: name, what: 'description changed', side: null, impact: 'patch' });
  }
  for (const [name, now] of Object.entries(after))
    if (!before[name]) changes.push({ subject: name, what: `action added (argument ${now.argument ?? 'none'}, since ${now.since})`, side: null, added: now.since });
  return changes;
}

/**
 * Checks the bridge document of `root` against its latest release: { base, version, findings,
 * problems, failed, unreleased }. A breaking change fails unless the major was raised and the
 * changelog's bridge section of the version names the action; any change fails until it is
 * released (the released copy of the version is the document in the tree).
 */
export function checkBridge({ root = ROOT, document = path.join(root, BRIDGE_DOCUMENT), releasesDir = path.join(root, RELEASES_DIR), changelog = path.join(root, CHANGELOG) } = {}) {
  const revision = readJson(document);
  const version = revision['x-bridge-version'];
  const all = bridgeReleases(releasesDir);
  const problems = [];
  if (!parseVersion(version)) problems.push(`x-bridge-version ${JSON.stringify(version)} is not MAJOR.MINOR.PATCH (contract/src/version.rs)`);
  if (all.length === 0) {
    problems.push('no bridge release in contract/releases: run `npm run contract:release` to make the first');
    return { base: null, version, findings: [], problems, failed: true, unreleased: true };
  }
  const latest = all.at(-1);
  const base = readJson(latest.file);
  // The document is released when it is its version's released copy, and that is the latest.
  const own = all.find((r) => r.version === version);
  const released = own !== undefined && own === latest && isDeepStrictEqual(readJson(own.file), revision);
  // Against the release before it when the tree is released, so its findings stay visible.
  const previous = released ? all.at(-2) : latest;
  const findings = previous ? bridgeChanges(readJson(previous.file), revision) : [];
  const sections = bridgeSections(existsSync(changelog) ? readFileSync(changelog, 'utf8') : '');
  const section = sections.get(version) ?? '';
  const majorRaised = parseVersion(version) !== null && parseVersion(version)[0] > parseVersion(previous?.version ?? version)[0];
  for (const finding of findings) {
    if (finding.side) {
      finding.outcome = majorRaised && section.includes(`\`${finding.subject}\``) ? 'released as a major' : 'fails';
      if (finding.outcome === 'fails')
        finding.fix = majorRaised
          ? `name \`${finding.subject}\` in the Bridge ${version} section of contract/CHANGELOG.md (\`npm run contract:release\` writes it)`
          : `raise the major of BRIDGE_VERSION in contract/src/version.rs (to ${parseVersion(base['x-bridge-version'])[0] + 1}.0.0) and release it, or keep the change out`;
    } else finding.outcome = 'compatible';
    if (finding.added && !released && compareVersions(finding.added, latest.version) <= 0)
      problems.push(`\`${finding.subject}\` says it was added in ${finding.added}, but ${latest.version} was released without it: give it \`since: "${nextBridgeVersion(latest.version, findings)}"\` in contract/src/bridge.rs`);
  }
  if (!released && compareVersions(version, latest.version) < 0) problems.push(`x-bridge-version ${version} is lower than the latest bridge release ${latest.version}`);
  if (!sections.has(latest.version)) problems.push(`contract/CHANGELOG.md has no section for the released bridge ${latest.version}`);
  const unreleased = !released;
  const failed = problems.length > 0 || unreleased || findings.some((f) => f.outcome === 'fails');
  return { base: { version: latest.version, file: latest.file }, version, findings, problems, failed, unreleased, majorRaised };
}

/** The version a release of `findings` on top of `latest` gets: minor for any change but words, else patch. */
export function nextBridgeVersion(latest, findings) {
  return bump(latest, findings.some((f) => f.impact !== 'patch') ? 'minor' : 'patch');
}

/** The report as text. */
export function formatBridgeReport(result, root = ROOT) {
  const lines = [];
  if (result.base) lines.push(`bridge check: ${BRIDGE_DOCUMENT} (${result.version}) against the bridge releases (latest ${result.base.version}, ${path.relative(root, result.base.file)})`);
  const order = ['fails', 'released as a major', 'compatible'];
  for (const f of [...result.findings].sort((a, b) => order.indexOf(a.outcome) - order.indexOf(b.outcome))) {
    lines.push(`${f.outcome === 'fails' ? 'FAIL' : 'ok  '} ${f.side ? WRAPPERS : 'compatible'}: ${f.subject}: ${f.what}${f.outcome === 'released as a major' ? ' — released as a major' : ''}`);
    if (f.fix) lines.push(`       fix: ${f.fix}`);
  }
  for (const p of result.problems) lines.push(`FAIL ${p}`);
  if (result.unreleased && result.base)
    lines.push(`FAIL unreleased bridge changes since ${result.base.version}: \`npm run contract:release\` records them (wrappers are built against released versions only)`);
  lines.push(result.failed ? 'bridge check failed' : 'bridge check passed');
  return lines.join('\n');
}

/** The document as emitted with `version` (the fields contract/src/bridge.rs fills from BRIDGE_VERSION). */
export function withBridgeVersion(doc, version) {
  const out = structuredClone(doc);
  out['x-bridge-version'] = version;
  out.properties.version.description = `The bridge version a wrapper implements; this document describes ${version}.`;
  out.properties.version.examples = [version];
  return out;
}

/** The changelog section of a bridge release. */
function bridgeSection(version, date, findings, first) {
  const lines = [`## Bridge ${version} (${date})`, ''];
  if (first) lines.push('The first release of the native bridge (contract/bridge.json): the actions as the apps implement them at this date.', '');
  const line = (f) => `- \`${f.subject}\`: ${f.what}${f.side ? `, ${WRAPPERS}` : ''}.`;
  const breaking = findings.filter((f) => f.side);
  const compatible = findings.filter((f) => !f.side && f.impact !== 'patch');
  const words = findings.filter((f) => f.impact === 'patch');
  if (breaking.length > 0) lines.push('### Breaking', '', ...breaking.map(line), '');
  if (compatible.length > 0 || words.length > 0) {
    lines.push('### Compatible', '', ...compatible.map(line));
    if (words.length > 0) lines.push(`- Documentation: ${words.length} description(s) or example(s) changed.`);
    lines.push('');
  }
  return `${lines.join('\n')}\n`;
}

/**
 * Releases the bridge document of `root` when it is not released yet: writes the version
 * (contract/src/version.rs and the document), contract/releases/bridge-X.Y.Z.json and the
 * changelog's bridge section. Returns { version, wrote, section }, or null when the tree is
 * released already; throws with the reason it refuses.
 */
export function releaseBridge({ root = ROOT, date = new Date().toISOString().slice(0, 10), dryRun = false } = {}) {
  const result = checkBridge({ root });
  if (!result.unreleased) return null;
  const documentFile = path.join(root, BRIDGE_DOCUMENT);
  const doc = readJson(documentFile);
  let version = doc['x-bridge-version'];
  let findings = [];
  if (result.base) {
    findings = bridgeChanges(readJson(result.base.file), doc);
    const failing = findings.filter((f) => f.side);
    if (failing.length > 0 && !result.majorRaised)
      throw new Error(
        `breaking change(s) for wrappers, and the major of BRIDGE_VERSION was not raised:\n${failing.map((f) => `  ${f.subject}: ${f.what}`).join('\n')}\nRaise it in ${VERSION_FILE}, emit the document, and release again.`,
      );
    if (!result.majorRaised) version = nextBridgeVersion(result.base.version, findings);
    const early = findings.filter((f) => f.added && f.added !== version);
    if (early.length > 0) throw new Error(early.map((f) => `\`${f.subject}\` is released in ${version}: give it \`since: "${version}"\` in contract/src/bridge.rs and emit again`).join('\n'));
  }
  const released = withBridgeVersion(doc, version);
  const text = `${JSON.stringify(released, null, 2)}\n`;
  const versionFile = path.join(root, VERSION_FILE);
  const rust = readFileSync(versionFile, 'utf8');
  if (!BRIDGE_VERSION_LINE.test(rust)) throw new Error(`${VERSION_FILE} has no \`pub const BRIDGE_VERSION: &str = "…";\` line`);
  const section = bridgeSection(version, date, findings, !result.base);
  const wrote = [BRIDGE_DOCUMENT, `${RELEASES_DIR}/bridge-${version}.json`, CHANGELOG, VERSION_FILE];
  if (dryRun) return { version, wrote: [], section };
  const changelogFile = path.join(root, CHANGELOG);
  const changelog = existsSync(changelogFile) ? readFileSync(changelogFile, 'utf8') : '# Contract changelog\n';
  // Newest first: above the first release section of either kind.
  const first = changelog.search(/^## /m);
  const at = first < 0 ? changelog.length : first;
  writeFileSync(changelogFile, `${changelog.slice(0, at).trimEnd()}\n\n${section}\n${changelog.slice(at)}`.replace(/\n{3,}/g, '\n\n').replace(/\n+$/, '\n'));
  writeFileSync(documentFile, text);
  writeFileSync(path.join(root, RELEASES_DIR, `bridge-${version}.json`), text);
  writeFileSync(versionFile, rust.replace(BRIDGE_VERSION_LINE, `pub const BRIDGE_VERSION: &str = "${version}";`));
  return { version, wrote, section };
}
