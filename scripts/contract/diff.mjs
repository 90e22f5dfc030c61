/**
 * The changes between two contract documents, each with whom it can break: readers of answers,
 * senders of requests, or nobody (compatible). Redocly's `diff` finds what changed and where
 * (it walks every call, follows `$ref`s and tells a renamed property from a removed one); this
 * module places each change (the field, parameter, status code or call) and classes it by the
 * side of the call it is on, which Redocly's own verdicts do not do. Redocly does not look at
 * extensions: the open value lists (`x-extensible-enum`) and the shared values (`x-constants`)
 * are compared here. What counts as breaking, and why: docs/contract-versions.md "What counts
 * as breaking".
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ORDER_STATUS_EXPORTS, constantName } from '../../app/scripts/api-constants.mjs';
import { ROOT } from './releases.mjs';

/** The diff rules Redocly rates changes with (only where it looked; the classes are ours). */
const REDOCLY_CONFIG = 'scripts/contract/redocly-diff.yaml';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** Keywords that only document: a change to them is compatible (a patch release). */
const DOCUMENTATION = new Set(['description', 'summary', 'title', 'example', 'examples', 'externalDocs', 'deprecated', 'tags', 'x-constants']);
const UPPER = new Set(['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties', 'maxContains']);
const LOWER = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties', 'minContains']);
const NARROWING = new Set(['pattern', 'multipleOf', 'uniqueItems', 'const', 'contentMediaType', 'contentEncoding', 'propertyNames']);
/** The keywords whose value is one schema inside another (a field whose schema is `not: X` does not hold X). */
const SUBSCHEMA = ['items', 'additionalProperties', 'not'];
/** The keywords whose value is a list of schemas. */
const SUBSCHEMA_LISTS = ['oneOf', 'anyOf', 'allOf', 'prefixItems'];

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

const tokensOf = (pointer) =>
  pointer
    .replace(/^#\/?/, '')
    .split('/')
    .filter((t) => t !== '')
    .map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));
const at = (doc, tokens) => tokens.reduce((node, t) => (node === undefined || node === null ? undefined : node[t]), doc);
const typesOf = (schema) => new Set(schema?.type === undefined ? [] : [schema.type].flat());
const nullable = (schema) =>
  typesOf(schema).has('null') || ['oneOf', 'anyOf'].some((k) => (schema?.[k] ?? []).some((s) => typesOf(s).has('null') && typesOf(s).size === 1));

/**
 * Where each component schema of `doc` is reached from: the operations whose answers reach it
 * (readers) and whose parameters or bodies do (senders), and which fields refer to it.
 */
function schemaIndex(doc) {
  const sides = new Map();
  const refs = new Map();
  const operations = [];
  const reach = (schema, side, op, seen) => {
    if (!schema || typeof schema !== 'object') return;
    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.split('/').pop();
      const entry = sides.get(name) ?? { readers: new Set(), senders: new Set() };
      sides.set(name, entry);
      entry[side].add(op);
      if (!seen.has(name)) {
        seen.add(name);
        reach(doc.components?.schemas?.[name], side, op, seen);
      }
    }
    for (const key of SUBSCHEMA) reach(schema[key], side, op, seen);
    for (const key of SUBSCHEMA_LISTS) for (const s of schema[key] ?? []) reach(s, side, op, seen);
    for (const s of Object.values(schema.properties ?? {})) reach(s, side, op, seen);
  };
  for (const [route, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (!operation) continue;
      const id = operation.operationId ?? `${method.toUpperCase()} ${route}`;
      operations.push({ id, method, route });
      for (const response of Object.values(operation.responses ?? {}))
        for (const media of Object.values(response.content ?? {})) reach(media.schema, 'readers', id, new Set());
      for (const parameter of [...(item.parameters ?? []), ...(operation.parameters ?? [])]) reach(parameter.schema, 'senders', id, new Set());
      for (const media of Object.values(operation.requestBody?.content ?? {})) reach(media.schema, 'senders', id, new Set());
    }
  }
  // The fields that hold a component: a change to the component itself is a change to them.
  const holders = (schema, field) => {
    if (!schema || typeof schema !== 'object') return;
    if (typeof schema.$ref === 'string') {
      const name = schema.$ref.split('/').pop();
      if (!refs.has(name)) refs.set(name, new Set());
      refs.get(name).add(field);
    }
    for (const key of SUBSCHEMA) if (key !== 'not') holders(schema[key], field);
    for (const key of SUBSCHEMA_LISTS) for (const s of schema[key] ?? []) holders(s, field);
    for (const [name, s] of Object.entries(schema.properties ?? {})) holders(s, `${field}.${name}`);
  };
  for (const [name, schema] of Object.entries(doc.components?.schemas ?? {}))
    for (const [property, s] of Object.entries(schema.properties ?? {})) holders(s, `${name}.${property}`);
  return { sides, refs, operations };
}

/** The fields that hold component `name` (`LoanDetails.orderStatus` holds `OrderStatus`). */
function fieldsHolding(index, name) {
  return [...(index.refs.get(name) ?? [])].sort();
}

/** `#/components/schemas/S/properties/a/items/properties/b/format` → S, [a, b], [format]. */
function schemaPlace(tokens) {
  if (tokens[0] !== 'components' || tokens[1] !== 'schemas' || tokens.length < 3) return null;
  const props = [];
  let items = false;
  let i = 3;
  while (i < tokens.length) {
    const t = tokens[i];
    if (t === 'properties' && i + 1 < tokens.length) {
      props.push(tokens[i + 1]);
      items = false;
      i += 2;
    } else if (SUBSCHEMA.includes(t)) {
      items ||= t === 'items';
      i += 1;
    } else if (SUBSCHEMA_LISTS.includes(t) && i + 1 < tokens.length && /^\d+$/.test(tokens[i + 1])) i += 2;
    else break;
  }
  return { component: tokens[2], props, items, rest: tokens.slice(i) };
}

/** `#/paths/~1x/get/parameters/2/schema/maximum` → the route, method and what follows. */
function pathPlace(tokens) {
  if (tokens[0] !== 'paths' || tokens.length < 2) return null;
  const method = METHODS.includes(tokens[2]) ? tokens[2] : null;
  return { route: tokens[1], method, rest: tokens.slice(method ? 3 : 2) };
}

/**
 * One change: `sides` whom it breaks (empty when compatible), `what` it is, `subject` the id
 * a changelog entry names it by, `uses` what of the app to look up, `impact` the release it
 * needs at least when compatible (`minor` for an addition, `patch` for documentation).
 */
function change(fields) {
  return { sides: [], impact: 'minor', uses: {}, notes: [], ...fields };
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

function operationOf(doc, route, method) {
  const op = doc.paths?.[route]?.[method];
  return op?.operationId ?? `${method?.toUpperCase()} ${route}`;
}

/** The sides a component's change is on: where the calls reach it. */
function sidesOf(index, component) {
  const entry = index.base.sides.get(component) ?? index.revision.sides.get(component);
  return ['readers', 'senders'].filter((s) => entry?.[s].size > 0);
}
function callsOf(index, component, side) {
  const entry = index.base.sides.get(component) ?? index.revision.sides.get(component);
  return [...(entry?.[side] ?? [])].sort();
}

/**
 * The fields of a change to `component` (at `props`) on `side`: `where` and `calls`, the calls
 * that reach it, and `uses`, the fields to look up in what the app reads or sends.
 */
function sideFields(index, component, side, props) {
  const field = [component, ...props].join('.');
  const holders = props.length > 0 ? [field] : fieldsHolding(index.base, component);
  const calls = callsOf(index, component, side);
  return {
    where: calls.length > 0 ? ` (${side === 'readers' ? 'answer' : 'request'} of ${calls.join(', ')})` : '',
    calls,
    uses: side === 'readers' ? { reads: holders } : { sends: holders },
  };
}

/** Redocly's own verdict on change `c`: whether it rated it breaking, and its messages ('' when none). */
function verdict(c) {
  const verdicts = c.verdicts ?? [];
  return { major: verdicts.length > 0, message: verdicts.map((v) => v.message).join('; ') };
}

/** `keyword`'s value on one side of a change (`c.base`, `c.revision`); none where the pointer stops short of it. */
function valueAt(doc, side, keyword) {
  if (!side?.pointer) return undefined;
  const t = tokensOf(side.pointer);
  return keyword && t.at(-1) !== keyword ? undefined : at(doc, t);
}

/** Whether a limit or narrowing keyword's change from `before` to `after` accepts fewer values. */
function tightened(keyword, before, after) {
  if (after === undefined) return false;
  if (UPPER.has(keyword)) return before === undefined || after < before;
  if (LOWER.has(keyword)) return before === undefined || after > before;
  return NARROWING.has(keyword) && after !== false;
}

/** Whether the types `now` accept every value of the types `was`. */
function widened(was, now) {
  return [...was].every((t) => now.has(t) || (t === 'integer' && now.has('number')));
}

function classify(c, base, revision, index) {
  const basePointer = c.base?.pointer;
  const revisionPointer = c.revision?.pointer;
  const pointer = basePointer ?? revisionPointer ?? c.path;
  const tokens = tokensOf(pointer);
  const keyword = c.property ?? null;
  if (tokens[0] === 'info') return [];
  const schema = schemaPlace(tokens);
  if (keyword && DOCUMENTATION.has(keyword)) {
    const subject = schema ? [schema.component, ...schema.props].join('.') : pointer.replace(/^#\//, '');
    return [change({ subject, what: `${keyword} changed`, impact: 'patch' })];
  }
  if (schema) return classifySchema(c, schema, base, revision, index);
  const place = pathPlace(tokens);
  if (place) return classifyPath(c, place, base, revision);
  // Security schemes, servers, components Redocly rated but no call reaches here: nothing
  // places them, so they count as used by everyone.
  const { major, message } = verdict(c);
  return [
    change({
      subject: pointer.replace(/^#\//, ''),
      what: message || `${c.kind}${keyword ? ` ${keyword}` : ''}`,
      sides: major ? ['readers', 'senders'] : [],
      impact: major ? 'minor' : 'patch',
      uses: major ? { unplaced: true } : {},
    }),
  ];
}

/** A change inside a component schema. */
function classifySchema(c, place, base, revision, index) {
  const { component, props, items, rest } = place;
  // Redocly names the keyword that changed (`key` for a renamed property), else the pointer does.
  const keyword = c.property ?? rest[0] ?? null;
  const field = [component, ...props].join('.');
  const sides = sidesOf(index, component);
  if (sides.length === 0) return [change({ subject: field, what: `${c.kind} ${keyword ?? ''}: no call reaches it`.replace(' :', ':') })];
  const routes = (side) => callsOf(index, component, side).map((id) => index.base.operations.find((o) => o.id === id)?.route ?? index.revision.operations.find((o) => o.id === id)?.route).filter(Boolean);
  const before = valueAt(base, c.base, keyword);
  const after = valueAt(revision, c.revision, keyword);
  const out = [];
  const push = (side, { breaking, ...fields }) =>
    out.push(
      change({
        subject: field,
        ...sideFields(index, component, side, props),
        ...fields,
        // A keyword under `items` is the list's elements', not the list's.
        what: items && rest.length > 0 ? `${fields.what} (its items)` : fields.what,
        sides: breaking ? [side] : [],
      }),
    );

  for (const side of sides) {
    const readers = side === 'readers';
    if (keyword === 'key') {
      const to = tokensOf(c.revision.pointer).pop();
      push(side, { what: `renamed to \`${to}\``, breaking: true });
    } else if (keyword === 'required' && rest[0] === 'required') {
      const was = new Set(Array.isArray(c.base?.value) ? c.base.value : []);
      const now = new Set(Array.isArray(c.revision?.value) ? c.revision.value : []);
      const prefix = [component, ...props].join('.');
      const propertiesIn = (doc) => at(doc, ['components', 'schemas', component, ...props.flatMap((p) => ['properties', p]), 'properties']) ?? {};
      const existed = propertiesIn(base);
      const exists = propertiesIn(revision);
      for (const name of was) {
        // A removed or renamed field is that change's finding, not also "made optional".
        if (now.has(name) || !(name in exists)) continue;
        const subject = `${prefix}.${name}`;
        push(side, { subject, what: 'made optional', breaking: readers, uses: readers ? { reads: [subject] } : { sends: [subject] } });
      }
      for (const name of now) {
        if (was.has(name)) continue;
        const subject = `${prefix}.${name}`;
        push(side, {
          subject,
          what: name in existed ? 'made required' : 'added as required',
          breaking: !readers,
          uses: readers ? { reads: [subject] } : { sends: [subject], required: { name, paths: routes(side) } },
        });
      }
    } else if (c.kind === 'removed' && rest.length === 0 && props.length > 0) {
      // A request field the server no longer reads is dropped, unless the schema refuses extra fields.
      const parent = at(revision, ['components', 'schemas', component, ...props.slice(0, -1).flatMap((p) => ['properties', p])]);
      const strict = parent?.additionalProperties === false;
      push(side, { what: 'removed', breaking: readers || strict, notes: !readers && strict ? ['the schema refuses fields it does not list'] : [] });
    } else if (c.kind === 'added' && rest.length === 0) {
      // A request field added as required is the `required` change's finding.
      const parent = at(revision, ['components', 'schemas', component, ...props.slice(0, -1).flatMap((p) => ['properties', p])]);
      if (readers || !(parent?.required ?? []).includes(props.at(-1))) push(side, { what: readers ? 'added to an answer' : 'added to a request (optional)', breaking: false });
    } else if (keyword === 'type' || keyword === '$ref' || ['oneOf', 'anyOf', 'allOf'].includes(keyword)) {
      // The schema the keyword belongs to (a property, or deeper: its items, one of its options).
      const nodeAt = (doc, pointer) => {
        if (!pointer) return undefined;
        const t = tokensOf(pointer);
        return at(doc, t.at(-1) === keyword ? t.slice(0, -1) : t);
      };
      const wasSchema = nodeAt(base, c.base?.pointer);
      const nowSchema = nodeAt(revision, c.revision?.pointer);
      const was = typesOf(wasSchema);
      const now = typesOf(nowSchema);
      const text = keyword === 'type' ? `type ${[...was].join(' | ') || 'any'} → ${[...now].join(' | ') || 'any'}` : `schema changed (${keyword})`;
      const solid = (types) => [...types].filter((t) => t !== 'null').sort().join();
      const sameSolid = keyword === 'type' && solid(was) === solid(now);
      if (readers) {
        if (!nullable(wasSchema) && nullable(nowSchema)) push(side, { what: `made nullable (${text})`, breaking: true });
        else if (sameSolid) push(side, { what: `no longer nullable (${text})`, breaking: false });
        else push(side, { what: text, breaking: true });
      } else {
        const wider = keyword === 'type' && widened(was, now);
        push(side, { what: `${text}${wider ? ' (widened)' : ' (narrowed)'}`, breaking: !wider });
      }
    } else if (keyword === 'format') {
      push(side, { what: `format ${before ?? 'none'} → ${after ?? 'none'}`, breaking: readers || after !== undefined });
    } else if (keyword === 'enum') {
      const was = Array.isArray(before) ? before : undefined;
      const now = Array.isArray(after) ? after : undefined;
      const added = (now ?? []).filter((v) => !(was ?? []).includes(v));
      const removed = (was ?? []).filter((v) => !(now ?? []).includes(v));
      if (readers) {
        if (was === undefined || added.length > 0 || now === undefined)
          push(side, {
            what: now === undefined ? 'its values are no longer listed' : was === undefined ? `values limited to ${list(now)}` : `value ${list(added)} added to an answer`,
            breaking: now === undefined || added.length > 0,
            enumAdded: added.length > 0 ? { values: added, open: false } : undefined,
          });
        else push(side, { what: `value ${list(removed)} no longer sent`, breaking: false });
      } else if (was === undefined || removed.length > 0) push(side, { what: was === undefined ? `values limited to ${list(now)}` : `value ${list(removed)} removed`, breaking: true });
      else push(side, { what: `value ${list(added)} accepted`, breaking: false });
    } else if (UPPER.has(keyword) || LOWER.has(keyword) || NARROWING.has(keyword)) {
      const tighter = tightened(keyword, before, after);
      push(side, { what: `${keyword} ${fmt(before)} → ${fmt(after)}${tighter ? ' (tightened)' : ' (relaxed)'}`, breaking: !readers && tighter });
    } else {
      push(side, { what: `${c.kind} ${keyword ?? ''}`.trim(), breaking: verdict(c).major });
    }
  }
  return out;
}

/** A change to a call: the call itself, a status code, a media type, a parameter, a body. */
function classifyPath(c, place, base, revision) {
  const { route, method, rest } = place;
  // Calls added or removed: operationChanges (Redocly's report leaves a removed path out).
  if (!method || rest.length === 0) return [];
  const op = operationOf(c.base ? base : revision, route, method);
  const call = `${method.toUpperCase()} ${route}`;
  const calls = [op];
  if (rest[0] === 'responses') {
    const code = rest[1];
    const subject = `${op} ${code}`;
    if (rest.length === 2 && c.kind === 'removed') return [change({ subject, what: `status ${code} no longer answered`, sides: ['readers'], uses: { paths: [route] }, calls, where: ` (${call})` })];
    if (rest.length === 2 && c.kind === 'added') return [change({ subject, what: `status ${code} added`, sides: ['readers'], uses: { paths: [route] }, calls, where: ` (${call})` })];
    if (rest[2] === 'content' && rest.length === 4 && c.kind !== 'modified') return [change({ subject, what: `${rest[3]} ${c.kind}: the envelope changed`, sides: ['readers'], uses: { paths: [route] }, calls, where: ` (${call})` })];
    const { major, message } = verdict(c);
    return [change({ subject, what: message || `${c.kind} ${c.property ?? rest.slice(2).join('/')}`, sides: major ? ['readers'] : [], uses: { paths: [route] }, calls, where: ` (${call})`, impact: major ? 'minor' : 'patch' })];
  }
  if (rest[0] === 'parameters') {
    const doc = c.base ? base : revision;
    const parameter = at(doc, ['paths', route, method, 'parameters', rest[1]]) ?? {};
    const keyword = c.property ?? rest.at(-1);
    const before = valueAt(base, c.base, keyword);
    const after = valueAt(revision, c.revision, keyword);
    const subject = `${op}.${parameter.in}.${parameter.name}`;
    const common = { subject, calls, where: ` (${parameter.in} parameter of ${call})`, uses: { params: [`${op} ${parameter.in} ${parameter.name}`], names: [parameter.name] } };
    if (rest.length === 2 && c.kind === 'added')
      return [change({ ...common, what: parameter.required ? 'added as required' : 'added (optional)', sides: parameter.required ? ['senders'] : [], uses: parameter.required ? { ...common.uses, required: { name: parameter.name, paths: [route] } } : common.uses })];
    if (rest.length === 2 && c.kind === 'removed') return [change({ ...common, what: 'removed (the server no longer reads it)' })];
    if (keyword === 'required') {
      const made = after === true && before !== true;
      return [change({ ...common, what: made ? 'made required' : 'made optional', sides: made ? ['senders'] : [], uses: made ? { ...common.uses, required: { name: parameter.name, paths: [route] } } : common.uses })];
    }
    if (['in', 'name', 'style', 'explode', 'allowReserved'].includes(keyword)) return [change({ ...common, what: `${keyword} ${fmt(before)} → ${fmt(after)}: sent differently`, sides: ['senders'] })];
    if (rest[2] === 'schema') {
      // The same rules as a request field's.
      const wasSchema = at(base, ['paths', route, method, 'parameters', rest[1], 'schema']);
      const nowSchema = at(revision, ['paths', route, method, 'parameters', rest[1], 'schema']);
      return [sendingRule(keyword, before, after, wasSchema, nowSchema, common)];
    }
    return [change({ ...common, what: `${c.kind} ${keyword}`, sides: verdict(c).major ? ['senders'] : [] })];
  }
  if (rest[0] === 'requestBody') {
    const subject = `${op} body`;
    const { major, message } = verdict(c);
    return [change({ subject, what: message || `${c.kind} ${rest.slice(1).join('/')}`, sides: major ? ['senders'] : [], uses: { paths: [route] }, calls, where: ` (${call})` })];
  }
  if (['operationId', 'security'].includes(rest[0]) || c.property === 'operationId') {
    const breaking = rest[0] === 'security';
    return [change({ subject: call, what: `${rest[0]} changed`, sides: breaking ? ['senders'] : [], uses: breaking ? { paths: [route] } : {}, calls })];
  }
  const { major, message } = verdict(c);
  return [change({ subject: call, what: message || `${c.kind} ${rest.join('/')}`, sides: major ? ['readers', 'senders'] : [], uses: { paths: [route] }, calls, impact: major ? 'minor' : 'patch' })];
}

/** A parameter's schema change, by the senders' rules. */
function sendingRule(keyword, before, after, wasSchema, nowSchema, common) {
  if (keyword === 'type') {
    const was = typesOf(wasSchema);
    const now = typesOf(nowSchema);
    const wider = widened(was, now);
    return change({ ...common, what: `type ${[...was].join(' | ')} → ${[...now].join(' | ')}${wider ? ' (widened)' : ' (narrowed)'}`, sides: wider ? [] : ['senders'] });
  }
  if (keyword === 'format') return change({ ...common, what: `format ${before ?? 'none'} → ${after ?? 'none'}`, sides: after !== undefined ? ['senders'] : [] });
  if (keyword === 'enum') {
    const removed = (before ?? []).filter?.((v) => !(after ?? []).includes(v)) ?? [];
    const limited = !Array.isArray(before) && Array.isArray(after);
    return change({ ...common, what: limited ? `values limited to ${list(after)}` : removed.length ? `value ${list(removed)} removed` : 'values added', sides: limited || removed.length ? ['senders'] : [] });
  }
  const tighter = tightened(keyword, before, after);
  return change({ ...common, what: `${keyword} ${fmt(before)} → ${fmt(after)}${tighter ? ' (tightened)' : ''}`, sides: tighter ? ['senders'] : [] });
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

const fmt = (value) => (value === undefined ? 'none' : JSON.stringify(value));
const list = (values) => (values ?? []).map((v) => JSON.stringify(v)).join(', ');
