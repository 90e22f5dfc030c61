/**
 * Reading a contract document for the change check (scripts/contract/diff.mjs): where a JSON
 * pointer of Redocly's report lands (a component's field, or a call's parameter, status code or
 * body), which calls reach each component in an answer or in a request, and the one shape every
 * change is reported in. Whom a change breaks is diff-rules.mjs's to say.
 */
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
/** The keywords whose value is one schema inside another (a field whose schema is `not: X` does not hold X). */
const SUBSCHEMA = ['items', 'additionalProperties', 'not'];
/** The keywords whose value is a list of schemas. */
const SUBSCHEMA_LISTS = ['oneOf', 'anyOf', 'allOf', 'prefixItems'];

/** A JSON pointer (`#/a/b~1c`) as its unescaped tokens. */
export const tokensOf = (pointer) =>
  pointer
    .replace(/^#\/?/, '')
    .split('/')
    .filter((t) => t !== '')
    .map((t) => t.replaceAll('~1', '/').replaceAll('~0', '~'));
/** The value at `tokens` in `doc`; undefined where the path stops. */
export const at = (doc, tokens) => tokens.reduce((node, t) => (node === undefined || node === null ? undefined : node[t]), doc);
/** A schema's `type` as a set (empty without one). */
export const typesOf = (schema) => new Set(schema?.type === undefined ? [] : [schema.type].flat());
/** Whether a schema accepts null: a `null` type, or a `oneOf`/`anyOf` option that is only null. */
export const nullable = (schema) =>
  typesOf(schema).has('null') || ['oneOf', 'anyOf'].some((k) => (schema?.[k] ?? []).some((s) => typesOf(s).has('null') && typesOf(s).size === 1));

/**
 * Where each component schema of `doc` is reached from: the operations whose answers reach it
 * (readers) and whose parameters or bodies do (senders), and which fields refer to it.
 */
export function schemaIndex(doc) {
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
export function schemaPlace(tokens) {
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
export function pathPlace(tokens) {
  if (tokens[0] !== 'paths' || tokens.length < 2) return null;
  const method = METHODS.includes(tokens[2]) ? tokens[2] : null;
  return { route: tokens[1], method, rest: tokens.slice(method ? 3 : 2) };
}

/**
 * One change: `sides` whom it breaks (empty when compatible), `what` it is, `subject` the id
 * a changelog entry names it by, `uses` what of the app to look up, `impact` the release it
 * needs at least when compatible (`minor` for an addition, `patch` for documentation).
 */
export function change(fields) {
  return { sides: [], impact: 'minor', uses: {}, notes: [], ...fields };
}

/** The operationId of a call, else `METHOD route`. */
export function operationOf(doc, route, method) {
  const op = doc.paths?.[route]?.[method];
  return op?.operationId ?? `${method?.toUpperCase()} ${route}`;
}

/** The sides a component's change is on: where the calls reach it. */
export function sidesOf(index, component) {
  const entry = index.base.sides.get(component) ?? index.revision.sides.get(component);
  return ['readers', 'senders'].filter((s) => entry?.[s].size > 0);
}
/** The calls (operationIds) that reach `component` on `side`. */
export function callsOf(index, component, side) {
  const entry = index.base.sides.get(component) ?? index.revision.sides.get(component);
  return [...(entry?.[side] ?? [])].sort();
}

/**
 * The fields of a change to `component` (at `props`) on `side`: `where` and `calls`, the calls
 * that reach it, and `uses`, the fields to look up in what the app reads or sends.
 */
export function sideFields(index, component, side, props) {
  const field = [component, ...props].join('.');
  const holders = props.length > 0 ? [field] : fieldsHolding(index.base, component);
  const calls = callsOf(index, component, side);
  return {
    where: calls.length > 0 ? ` (${side === 'readers' ? 'answer' : 'request'} of ${calls.join(', ')})` : '',
    calls,
    uses: side === 'readers' ? { reads: holders } : { sends: holders },
  };
}

/** `keyword`'s value on one side of a change (`c.base`, `c.revision`); none where the pointer stops short of it. */
export function valueAt(doc, side, keyword) {
  if (!side?.pointer) return undefined;
  const t = tokensOf(side.pointer);
  return keyword && t.at(-1) !== keyword ? undefined : at(doc, t);
}

/** A value, and a list of values, as the findings write them. */
export const fmt = (value) => (value === undefined ? 'none' : JSON.stringify(value));
export const list = (values) => (values ?? []).map((v) => JSON.stringify(v)).join(', ');
