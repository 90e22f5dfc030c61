#!/usr/bin/env node
/**
 * `npm run contract:check`: compares the contract document on disk (contract/openapi.json, or
 * `--document FILE`) with the latest release (contract/releases/), lists every change with
 * whom it breaks, and says for each breaking one whether the app uses what changed: read by a
 * screen, feature or shared module (scripts/contract/usage.mjs), in the tree or when the
 * latest release was cut. It fails on a breaking change to something the app uses, unless the
 * document's major number was raised and the changelog's section of its version names the
 * change. Why and how: docs/contract-versions.md. It checks contract/bridge.json against its
 * own releases too (scripts/contract/bridge-check.mjs, docs/contract-versions.md "The bridge").
 *
 *   node scripts/contract/check.mjs [--document FILE] [--changelog FILE] [--json]
 *
 * Exit 0 passed, 1 failed, 2 could not run.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { isDeepStrictEqual, parseArgs } from 'node:util';
import { constantName } from '../../app/scripts/api-constants.mjs';
import { documentChanges, redoclyDiff } from './diff.mjs';
import { CHANGELOG, DOCUMENT, RELEASES_DIR, ROOT, changelogSections, compareVersions, parseVersion, readJson, releases } from './releases.mjs';
import { appUsage } from './usage.mjs';
import { checkBridge, formatBridgeReport } from './bridge-check.mjs';

export const SIDE_TEXT = { readers: 'breaking for readers of answers', senders: 'breaking for senders of requests' };
/** A type that lists its values: a union of literals. */
const CLOSED = /^(?:"[^"]*"|-?\d+(?:\.\d+)?|true|false)(?: \| (?:"[^"]*"|-?\d+(?:\.\d+)?|true|false))*$/;

/**
 * Checks `document` against the latest release of `releasesDir`:
 * { base, revision, findings, problems, missingSections, failed }. `missingSections` are the
 * released versions the changelog has no section for (a missing changelog has none), apart
 * from `problems` because a release writes the changelog and so mends them. `usage` is the
 * app's use in the tree (`appUsage`, built once by the caller when it checks several documents).
 */
export function checkContract({ root = ROOT, document = path.join(root, DOCUMENT), releasesDir = path.join(root, RELEASES_DIR), changelog = path.join(root, CHANGELOG), usage }) {
  if (!usage) throw new Error("checkContract needs `usage`, the app's use of the contract (appUsage)");
  const revision = readJson(document);
  const all = releases(releasesDir);
  const problems = [];
  if (all.length === 0) {
    problems.push(`no release in ${path.relative(root, releasesDir)}: run \`npm run contract:release\` to make the first`);
    return { base: null, revision: { version: revision.info?.version, file: document }, findings: [], problems, missingSections: [], failed: true };
  }
  const latest = all.at(-1);
  const base = readJson(latest.file);
  const sources = [{ name: 'tree', data: usage }];
  if (latest.usage) sources.push({ name: latest.version, data: readJson(latest.usage) });
  const sections = changelogSections(existsSync(changelog) ? readFileSync(changelog, 'utf8') : '');

  const version = revision.info?.version;
  if (!parseVersion(version)) problems.push(`info.version ${JSON.stringify(version)} is not MAJOR.MINOR.PATCH (contract/src/version.rs)`);
  else if (compareVersions(version, latest.version) < 0) problems.push(`info.version ${version} is lower than the latest release ${latest.version}`);
  const missingSections = all.map((r) => r.version).filter((released) => !sections.has(released));
  const majorRaised = parseVersion(version) !== null && parseVersion(version)[0] > parseVersion(latest.version)[0];
  const section = sections.get(version) ?? '';

  // A document unchanged since the release: Redocly would find nothing, so it need not run.
  const changes = documentChanges(base, revision, isDeepStrictEqual(base, revision) ? { changes: [] } : redoclyDiff(latest.file, document));
  const findings = [];
  for (const change of changes) {
    if (change.sides.length === 0) {
      findings.push({ ...change, side: null, outcome: 'compatible', files: [] });
      continue;
    }
    for (const side of change.sides) {
      const files = usedBy(change, side, sources, revision, base);
      const finding = { ...change, side, files, ...judge(change, side, files, sources) };
      if (!finding.outcome) {
        const entered = section.includes(change.subject);
        finding.outcome = majorRaised && entered ? 'released as a major' : 'fails';
        if (finding.outcome === 'fails')
          finding.fix = majorRaised
            ? `name \`${change.subject}\` in the ${version} section of contract/CHANGELOG.md (\`npm run contract:release\` writes it)`
            : `raise the major in contract/src/version.rs (to ${parseVersion(latest.version)[0] + 1}.0.0) and release it with its changelog entry, or keep the change out`;
      }
      findings.push(finding);
    }
  }
  const failed = problems.length > 0 || missingSections.length > 0 || findings.some((f) => f.outcome === 'fails');
  return { base: { version: latest.version, file: latest.file }, revision: { version, file: document }, findings, problems, missingSections, failed, majorRaised };
}

/**
 * What a breaking change on `side` that `files` use means for the app: { outcome, notes } when
 * it passes (not used, sent by every call, a new value the readers handle), { notes } when it
 * does not.
 */
function judge(change, side, files, sources) {
  const notes = [...change.notes];
  if (change.uses.required) {
    const { name, paths } = change.uses.required;
    const callers = sources.flatMap((s) => paths.flatMap((route) => s.data?.calls?.[route] ?? []));
    if (files.length === 0) return callers.length > 0 ? { outcome: 'sent by every call' } : { outcome: 'not used by the app' };
    const senders = [...new Set(sources.flatMap((s) => [...(change.uses.sends ?? []), ...(change.uses.params ?? [])].flatMap((k) => s.data?.sends?.[k] ?? [])))].sort();
    return { notes: [...notes, senders.length > 0 ? `\`${name}\` is sent in some calls only, by ${senders.join(', ')}` : `the app never sends \`${name}\``] };
  }
  if (files.length === 0) return { outcome: 'not used by the app' };
  if (change.enumAdded && side === 'readers') {
    const keys = change.uses.reads ?? [];
    const typeOf = (key) => sources.map((s) => s.data?.types?.[key]).find(Boolean);
    const closed = keys.filter((key) => typeOf(key) && CLOSED.test(typeOf(key)));
    if (change.enumAdded.open && closed.length === 0)
      return {
        outcome: 'handled',
        notes: [
          ...notes,
          `the app handles unknown values: its readers see ${keys.map((k) => `${k} as \`${typeOf(k) ?? 'an open type'}\``).join(', ')}, not a union of the known values, so the compiler had them take any value (the list is open: x-extensible-enum)`,
        ],
      };
    return { notes: [...notes, `the app's type lists the values (${closed.map((k) => `${k}: ${typeOf(k)}`).join(', ') || 'a closed enum'}): it has no way for a new one`] };
  }
  return { notes };
}

/**
 * The files that use what `change` touches, on `side`, in each source (the tree, the latest
 * release's record): "file" or "file (when X was released)".
 */
function usedBy(change, side, sources, revision, base) {
  const { uses } = change;
  const out = new Map();
  const note = (source, file) => {
    const seen = out.get(file);
    if (source.name === 'tree') out.set(file, 'tree');
    else if (!seen) out.set(file, source.name);
  };
  if (uses.unplaced) return ['(the check cannot tell who uses this)'];
  for (const source of sources) {
    const data = source.data;
    const add = (files) => (files ?? []).forEach((f) => note(source, f));
    if (uses.required) {
      // Made required: it breaks every call that does not always send it, and only those.
      for (const route of uses.required.paths) add((data.calls[route] ?? []).filter((call) => !call.sends.includes(uses.required.name)).map((call) => call.file));
      continue;
    }
    if (side === 'readers') (uses.reads ?? []).forEach((k) => add(data.reads[k]));
    if (side === 'senders') {
      (uses.sends ?? []).forEach((k) => add(data.sends[k]));
      (uses.params ?? []).forEach((k) => add(data.sends[k]));
      // A name the app sends from a shared list (launch parameters, client headers, the upload field).
      for (const name of uses.names ?? []) for (const constant of constantsNaming(name, revision, base)) add(data.constants[constant]);
    }
    (uses.constants ?? []).forEach((c) => add(data.constants[c]));
    (uses.paths ?? []).forEach((p) => add((data.calls[p] ?? []).map((call) => call.file)));
  }
  return [...out].map(([file, source]) => (source === 'tree' ? file : `${file} (when ${source} was released)`)).sort();
}

/** The generated constants whose value is or lists `name`. */
function constantsNaming(name, ...docs) {
  const out = new Set();
  for (const doc of docs)
    for (const [group, values] of Object.entries(doc['x-constants'] ?? {})) {
      if (Array.isArray(values)) continue;
      for (const [key, value] of Object.entries(values)) if (value === name || (Array.isArray(value) && value.includes(name))) out.add(constantName(group, key));
    }
  return out;
}

/** How a finding's files use what changed. */
export function usedLabel(finding) {
  const { uses } = finding;
  if (uses.required) return 'called without it by';
  if (uses.paths) return 'called by';
  if (uses.constants) return 'used by';
  return finding.side === 'senders' ? 'sent by' : 'read by';
}

/** The report as text. */
function formatReport(result, root = ROOT) {
  const rel = (file) => path.relative(root, file);
  const lines = [];
  if (result.base) lines.push(`contract check: ${rel(result.revision.file)} (${result.revision.version}) against the latest release ${result.base.version} (${rel(result.base.file)})`);
  const counts = {};
  for (const f of result.findings) counts[f.outcome] = (counts[f.outcome] ?? 0) + 1;
  const summary = Object.entries(counts).map(([k, n]) => `${n} ${k}`);
  lines.push(result.findings.length === 0 ? 'no change since the release' : `${result.findings.length} finding(s): ${summary.join(', ')}`);
  const order = ['fails', 'released as a major', 'handled', 'sent by every call', 'not used by the app', 'compatible'];
  const sorted = [...result.findings].sort((a, b) => order.indexOf(a.outcome) - order.indexOf(b.outcome) || a.subject.localeCompare(b.subject));
  for (const f of sorted) {
    const mark = f.outcome === 'fails' ? 'FAIL' : 'ok  ';
    const cls = f.side ? SIDE_TEXT[f.side] : 'compatible';
    const tail = f.outcome === 'compatible' || f.outcome === 'fails' ? '' : ` — ${f.outcome}`;
    lines.push(`${mark} ${cls}: ${f.subject}${f.where ?? ''}: ${f.what}${tail}`);
    if (f.files.length > 0) lines.push(`       ${usedLabel(f)} ${f.files.join(', ')}`);
    for (const n of f.notes ?? []) lines.push(`       ${n}`);
    if (f.fix) lines.push(`       fix: ${f.fix}`);
  }
  for (const p of result.problems) lines.push(`FAIL ${p}`);
  for (const v of result.missingSections) lines.push(`FAIL contract/CHANGELOG.md has no section for the released ${v}`);
  if (result.base && !result.failed && result.findings.length > 0 && compareVersions(result.revision.version, result.base.version) === 0)
    lines.push(`unreleased changes since ${result.base.version}: \`npm run contract:release\` makes the next release`);
  lines.push(result.failed ? 'contract check failed' : 'contract check passed');
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({ options: { document: { type: 'string' }, changelog: { type: 'string' }, json: { type: 'boolean' } } });
  const started = performance.now();
  try {
    const result = checkContract({
      usage: appUsage(ROOT),
      ...(values.document ? { document: path.resolve(values.document) } : {}),
      ...(values.changelog ? { changelog: path.resolve(values.changelog) } : {}),
    });
    // The native bridge's document beside it: its own releases, whom a change breaks (bridge-check.mjs).
    const bridge = checkBridge();
    console.log(values.json ? JSON.stringify({ ...result, bridge }, null, 1) : `${formatReport(result)}\n\n${formatBridgeReport(bridge)}`);
    if (!values.json) console.log(`(${((performance.now() - started) / 1000).toFixed(1)} s)`);
    process.exitCode = result.failed || bridge.failed ? 1 : 0;
  } catch (error) {
    // Not a finding: the document or a release does not parse, or Redocly could not run.
    console.error(`contract check could not run: ${error.stderr ? String(error.stderr).trim() : error.message}`);
    process.exitCode = 2;
  }
}
