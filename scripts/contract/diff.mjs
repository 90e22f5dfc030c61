/**
 * The changes between two contract documents, each with whom it can break: readers of answers,
 * senders of requests, or nobody (compatible). Redocly's `diff` finds what changed and where
 * (it walks every call, follows `$ref`s and tells a renamed property from a removed one);
 * diff-places.mjs places each change (the field, parameter, status code or call) and
 * diff-rules.mjs classes it by the side of the call it is on, which Redocly's own verdicts do
 * not do. Redocly does not look at extensions, and its report leaves a removed call out: the
 * open value lists (`x-extensible-enum`), the shared values (`x-constants`) and the calls are
 * compared here. What counts as breaking, and why: docs/contract-versions.md "What counts as
 * breaking".
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ORDER_STATUS_EXPORTS, constantName } from '../../app/scripts/api-constants.mjs';
import { change, fmt, list, schemaIndex, sideFields, sidesOf } from './diff-places.mjs';
import { classify } from './diff-rules.mjs';
import { ROOT } from './releases.mjs';

/** The diff rules Redocly rates changes with (only where it looked; the classes are ours). */
const REDOCLY_CONFIG = 'scripts/contract/redocly-diff.yaml';

/**
 * What the groups of `x-constants` are to the app (app/scripts/api-constants.mjs writes each
 * `group.key` as a constant `GROUP_KEY`): limits and names the app sends by, codes it reads
 * answers by. The order statuses' codes are `OrderStatus`'s `x-extensible-enum`; their list
 * here only names them.
 */
const CONSTANT_GROUPS = {
  complaint: { side: 'senders', lists: 'accepted values' },
  upload: { side: 'senders', lists: 'accepted values' },
  launch: { side: 'senders', lists: 'names' },
  headers: { side: 'senders', lists: 'names' },
  successCodes: { side: 'readers' },
  orderStatuses: { side: null, exports: Object.values(ORDER_STATUS_EXPORTS) },
};

/** Redocly's `diff` of two document files, as its JSON report. */
export function redoclyDiff(basePath, revisionPath) {
  // With --format json and no -o, stdout is the report alone; the progress lines go to stderr.
  const report = execFileSync(
    process.execPath,
    [path.join(ROOT, 'node_modules/@redocly/cli/bin/cli.js'), 'diff', basePath, revisionPath, '--format', 'json', '--fail-on', 'none', '--config', path.join(ROOT, REDOCLY_CONFIG)],
    {
      encoding: 'utf8',
      maxBuffer: 256 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' },
    },
  );
  return JSON.parse(report);
}

/** The changes from `base` to `revision` (parsed documents) given Redocly's report of them. */
export function documentChanges(base, revision, report) {
  const index = { base: schemaIndex(base), revision: schemaIndex(revision) };
  const out = [];
  for (const c of report.changes ?? []) out.push(...classify(c, base, revision, index));
  out.push(...operationChanges(base, revision, index), ...openListChanges(base, revision, index), ...constantChanges(base, revision));
  // One change reached through two calls is one change.
  const seen = new Set();
  return out.filter((c) => {
    const key = `${c.subject}|${c.what}|${c.sides.join()}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Calls removed (breaking for both sides of the calls the app makes) or added. */
function operationChanges(base, revision, index) {
  const key = (o) => `${o.method.toUpperCase()} ${o.route}`;
  const now = new Set(index.revision.operations.map(key));
  const was = new Set(index.base.operations.map(key));
  return [
    ...index.base.operations
      .filter((o) => !now.has(key(o)))
      .map((o) => change({ subject: key(o), what: 'call removed', sides: ['readers', 'senders'], uses: { paths: [o.route] }, calls: [o.id], where: ` (${o.id})` })),
    ...index.revision.operations.filter((o) => !was.has(key(o))).map((o) => change({ subject: key(o), what: 'call added', calls: [o.id], where: ` (${o.id})` })),
  ];
}

/**
 * Values added to or removed from an open list (`x-extensible-enum`): readers meet a value they
 * may not know, which they handle when their type is open (docs/contract-versions.md "What
 * counts as breaking").
 */
function openListChanges(base, revision, index) {
  const out = [];
  const walk = (was, now, component, props) => {
    if (!was || !now || typeof was !== 'object' || typeof now !== 'object') return;
    const before = was['x-extensible-enum'];
    const after = now['x-extensible-enum'];
    if (Array.isArray(before) || Array.isArray(after)) {
      const added = (after ?? []).filter((v) => !(before ?? []).includes(v));
      const removed = (before ?? []).filter((v) => !(after ?? []).includes(v));
      const field = [component, ...props].join('.');
      for (const side of sidesOf(index, component)) {
        const fields = { subject: field, ...sideFields(index, component, side, props) };
        if (added.length > 0)
          out.push(
            change({
              ...fields,
              what: side === 'readers' ? `value ${list(added)} added to an answer (an open list: x-extensible-enum)` : `value ${list(added)} accepted`,
              sides: side === 'readers' ? ['readers'] : [],
              enumAdded: side === 'readers' ? { values: added, open: !Array.isArray(now.enum) } : undefined,
            }),
          );
        if (removed.length > 0)
          out.push(change({ ...fields, what: side === 'readers' ? `value ${list(removed)} no longer sent` : `value ${list(removed)} removed`, sides: side === 'senders' ? ['senders'] : [] }));
      }
    }
    for (const [name, s] of Object.entries(was.properties ?? {})) walk(s, now.properties?.[name], component, [...props, name]);
  };
  for (const [name, schema] of Object.entries(base.components?.schemas ?? {})) walk(schema, revision.components?.schemas?.[name], name, []);
  return out;
}

/** Changes to the shared values (`x-constants`), by what each group is to the app. */
function constantChanges(base, revision) {
  const out = [];
  const was = base['x-constants'] ?? {};
  const now = revision['x-constants'] ?? {};
  for (const group of new Set([...Object.keys(was), ...Object.keys(now)])) {
    const rule = CONSTANT_GROUPS[group] ?? { side: 'both' };
    const sidesFor = (breaking) => (!breaking || rule.side === null ? [] : rule.side === 'both' ? ['readers', 'senders'] : [rule.side]);
    const a = was[group];
    const b = now[group];
    if (Array.isArray(a) || Array.isArray(b)) {
      if (JSON.stringify(a) !== JSON.stringify(b))
        out.push(change({ subject: `x-constants.${group}`, what: rule.exports ? `known codes changed (their names in ${rule.exports.join(' and ')}; the codes a call carries are its schema's x-extensible-enum)` : 'changed', sides: sidesFor(true), uses: { constants: rule.exports ?? [] } }));
      continue;
    }
    for (const key of new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])) {
      const before = a?.[key];
      const after = b?.[key];
      if (JSON.stringify(before) === JSON.stringify(after)) continue;
      const subject = `x-constants.${group}.${key}`;
      const uses = { constants: [constantName(group, key)] };
      let what;
      let breaking;
      if (before === undefined) [what, breaking] = ['added', false];
      else if (after === undefined) [what, breaking] = ['removed', true];
      else if (typeof before === 'number' && typeof after === 'number' && /^max/.test(key)) [what, breaking] = [`${before} → ${after}${after < before ? ' (tightened)' : ''}`, after < before];
      else if (typeof before === 'number' && typeof after === 'number' && /^min/.test(key)) [what, breaking] = [`${before} → ${after}${after > before ? ' (tightened)' : ''}`, after > before];
      else if (Array.isArray(before) && Array.isArray(after)) {
        const removed = before.filter((v) => !after.includes(v));
        const added = after.filter((v) => !before.includes(v));
        const parts = [removed.length ? `${list(removed)} removed` : '', added.length ? `${list(added)} added` : ''].filter(Boolean);
        what = parts.join(', ') || 'reordered';
        breaking = rule.lists === 'accepted values' ? removed.length > 0 : rule.lists === 'names' ? false : true;
      } else [what, breaking] = [`${fmt(before)} → ${fmt(after)}`, true];
      out.push(change({ subject, what, sides: sidesFor(breaking), uses }));
    }
  }
  return out;
}
