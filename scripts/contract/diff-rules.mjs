/**
 * The rules that class each change Redocly's `diff` reports (for scripts/contract/diff.mjs): the
 * side of the call it is on, readers of answers or senders of requests, and whether it breaks
 * that side, by what changed: a field removed, renamed, made required or nullable, its type,
 * format, values or limits, a status code, a media type, a parameter. The table they follow:
 * docs/contract-versions.md "What counts as breaking".
 */
import {
  at,
  callsOf,
  change,
  fmt,
  list,
  nullable,
  operationOf,
  pathPlace,
  schemaPlace,
  sideFields,
  sidesOf,
  tokensOf,
  typesOf,
  valueAt,
} from './diff-places.mjs';

/** Keywords that only document: a change to them is compatible (a patch release). */
const DOCUMENTATION = new Set(['description', 'summary', 'title', 'example', 'examples', 'externalDocs', 'deprecated', 'tags', 'x-constants']);
const UPPER = new Set(['maximum', 'exclusiveMaximum', 'maxLength', 'maxItems', 'maxProperties', 'maxContains']);
const LOWER = new Set(['minimum', 'exclusiveMinimum', 'minLength', 'minItems', 'minProperties', 'minContains']);
const NARROWING = new Set(['pattern', 'multipleOf', 'uniqueItems', 'const', 'contentMediaType', 'contentEncoding', 'propertyNames']);

/** Redocly's own verdict on change `c`: whether it rated it breaking, and its messages ('' when none). */
function verdict(c) {
  const verdicts = c.verdicts ?? [];
  return { major: verdicts.length > 0, message: verdicts.map((v) => v.message).join('; ') };
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

export function classify(c, base, revision, index) {
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

/** `schema` in `doc`, its `$ref` followed one step. */
const resolveIn = (doc, schema) => (schema?.$ref ? at(doc, ['components', 'schemas', schema.$ref.split('/').pop()]) : schema);

/**
 * Whether the object schema `shape` (of `revision`) only narrows the object schema `was` (of
 * `base`): no field `was` did not have, none typed wider than it was (a `const`, a `not`, a type
 * the field already had). Every answer `shape` allows, `was` allowed.
 */
function narrows(shape, was, base, revision) {
  if (!shape?.properties || !was?.properties) return false;
  return Object.entries(shape.properties).every(([name, field]) => {
    if (!(name in was.properties)) return false;
    const now = typesOf(resolveIn(revision, field));
    const before = typesOf(resolveIn(base, was.properties[name]));
    return now.size === 0 || before.size === 0 || [...now].every((t) => before.has(t));
  });
}

/**
 * How an answer's schema was narrowed as a whole, when it was (else undefined): `component`, an
 * object in `base`, split in `revision` into whole shapes (`oneOf`) that each narrow it, as an
 * answer split into a success and a refusal (docs/api.md "Envelopes and success codes"); or an
 * answer that now refers to another component, `moved`, which narrows it (the error envelope
 * become a kind's refusal).
 */
function narrowedAsAWhole(component, moved, base, revision) {
  const was = at(base, ['components', 'schemas', component]);
  if (moved && moved !== component)
    return narrows(at(revision, ['components', 'schemas', moved]), was, base, revision) ? `now ${moved}, which only narrows it` : undefined;
  const now = at(revision, ['components', 'schemas', component]);
  if (!was?.properties || was.oneOf || now?.properties || !Array.isArray(now?.oneOf)) return undefined;
  return now.oneOf.every((shape) => narrows(resolveIn(revision, shape), was, base, revision))
    ? 'split into narrower shapes (oneOf): every answer it allows was allowed'
    : undefined;
}

/** The JSON types a schema of `doc` allows, through `$ref`, `oneOf`/`anyOf` and `const`. */
function typesAllowed(doc, schema, depth = 0) {
  const s = resolveIn(doc, schema);
  if (!s || depth > 8) return new Set();
  if ('const' in s) return new Set([s.const === null ? 'null' : Number.isInteger(s.const) ? 'integer' : typeof s.const]);
  const options = s.oneOf ?? s.anyOf;
  if (options) return new Set(options.flatMap((o) => [...typesAllowed(doc, o, depth + 1)]));
  return typesOf(s);
}

/** The schema a change's side points at (the schema holding the keyword when it points at one). */
function schemaAt(doc, pointer) {
  const tokens = tokensOf(pointer);
  const node = at(doc, tokens);
  return node && typeof node === 'object' && !Array.isArray(node) ? node : at(doc, tokens.slice(0, -1));
}

/**
 * Whether a change between two different components (an answer that now refers to another)
 * narrows what a reader gets at that place: a field that was optional and is gone, or a value
 * whose types are among those it had (a `format`, a `not`, a `const` narrow it further).
 */
function narrowedInMove(c, base, revision) {
  const was = schemaAt(base, c.base.pointer);
  if (c.kind === 'removed') {
    const tokens = tokensOf(c.base.pointer);
    const parent = at(base, tokens.slice(0, -2));
    return tokens.at(-2) === 'properties' && !(parent?.required ?? []).includes(tokens.at(-1));
  }
  const now = typesAllowed(revision, schemaAt(revision, c.revision.pointer));
  const before = typesAllowed(base, was);
  return before.size === 0 || (now.size > 0 && [...now].every((t) => before.has(t) || (t === 'integer' && before.has('number'))));
}

/** A change inside a component schema. */
function classifySchema(c, place, base, revision, index) {
  const { component, props, items, rest } = place;
  const moved = c.base && c.revision ? schemaPlace(tokensOf(c.revision.pointer))?.component : undefined;
  const narrowed = narrowedAsAWhole(component, moved, base, revision);
  if (narrowed) {
    // Redocly reports such a change field by field and keyword by keyword (type, properties,
    // additionalProperties, oneOf): one finding says what it is.
    index.narrowed ??= new Set();
    if (index.narrowed.has(`${component} ${narrowed}`)) return [];
    index.narrowed.add(`${component} ${narrowed}`);
    return sidesOf(index, component).map((side) => change({ subject: component, ...sideFields(index, component, side, []), what: narrowed, sides: [] }));
  }
  // A part of a component the revision no longer has, left behind when an answer moved to a
  // narrower one: its alternatives (judged by the type they became) or an optional field.
  const gone = c.kind === 'removed' && !c.revision && !at(revision, ['components', 'schemas', component]);
  if (gone && (rest.at(-1) === 'oneOf' || (rest.length === 0 && narrowedInMove(c, base, revision)))) {
    const subject = [component, ...props].join('.');
    return sidesOf(index, component).map((side) =>
      change({ subject, ...sideFields(index, component, side, props), what: `left behind by the narrower answer that replaced ${component}`, sides: [] }),
    );
  }
  if (moved && moved !== component && c.base?.pointer && c.revision?.pointer && narrowedInMove(c, base, revision)) {
    const subject = [component, ...props].join('.');
    index.narrowed ??= new Set();
    if (index.narrowed.has(`${subject} ${moved}`)) return [];
    index.narrowed.add(`${subject} ${moved}`);
    return sidesOf(index, component).map((side) => change({ subject, ...sideFields(index, component, side, props), what: `narrowed in ${moved}`, sides: [] }));
  }
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
