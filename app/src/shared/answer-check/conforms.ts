/**
 * Whether an answer has the JSON types the contract gives it and keeps its envelope's rules
 * (app/src/api/response-shapes.ts, generated from contract/openapi.json; docs/api.md "Envelopes
 * and success codes"). A backend that sends a string for a number or null for a list would
 * otherwise reach a screen and break it where the value is read; checked here, the call fails
 * like an unreadable answer and the screen shows its error state.
 */
import { answers, defs, type Exactly, type Shape } from '../../api/response-shapes';
import type { Signal } from '../telemetry/signal';

/** Where an answer first breaks its shape: the JSON path and what the document expects there. */
export interface Break {
  path: string;
  expected: string;
}

const NAMES: Record<string, string> = { s: 'a string', i: 'an integer', n: 'a number', b: 'a boolean', z: 'null', '*': 'anything' };

/** A value the envelope fixes (a success code, `success`): see app/scripts/api-shapes.mjs. */
function isExactly(shape: Shape): shape is Exactly {
  return Array.isArray(shape) && shape[0] === '=' && shape.length === 2;
}

function describe(shape: Shape): string {
  if (isExactly(shape)) return `exactly ${JSON.stringify(shape[1])}`;
  if (typeof shape === 'string') return NAMES[shape] ?? 'an object';
  if (Array.isArray(shape)) {
    if (shape[0] === 'a') return 'an array';
    if (shape[0] === '!') return `anything but ${describe(shape[1] ?? '*')}`;
    // A field with rules beside its type (a code that must be the success code) is named by its type.
    if (shape[0] === '&') return describe(shape[1] ?? '*');
    return [...new Set(shape.slice(1).map(describe))].join(' or ');
  }
  return 'an object';
}

function key(path: string, name: string): string {
  return /^[A-Za-z_$][\w$]*$/.test(name) ? `${path}.${name}` : `${path}[${JSON.stringify(name)}]`;
}

/** The first place `value` breaks `shape`, or null where it fits. */
function breakOf(value: unknown, shape: Shape, path: string): Break | null {
  if (isExactly(shape)) return value === shape[1] ? null : { path, expected: describe(shape) };
  if (typeof shape === 'string') {
    switch (shape) {
      case 's':
        return typeof value === 'string' ? null : { path, expected: describe(shape) };
      case 'i':
        return Number.isInteger(value) ? null : { path, expected: describe(shape) };
      case 'n':
        return typeof value === 'number' && Number.isFinite(value) ? null : { path, expected: describe(shape) };
      case 'b':
        return typeof value === 'boolean' ? null : { path, expected: describe(shape) };
      case 'z':
        return value === null ? null : { path, expected: describe(shape) };
      case '*':
        return null;
      default: {
        const def = defs[shape.slice(1)];
        return def === undefined ? { path, expected: 'a known definition' } : breakOf(value, def, path);
      }
    }
  }
  if (Array.isArray(shape)) {
    const [kind, ...rest] = shape;
    if (kind === '!') return breakOf(value, rest[0] ?? '*', path) === null ? { path, expected: describe(shape) } : null;
    if (kind === '&') {
      for (const part of rest) {
        const found = breakOf(value, part, path);
        if (found) return found;
      }
      return null;
    }
    if (kind === 'a') {
      if (!Array.isArray(value)) return { path, expected: describe(shape) };
      for (const [index, item] of value.entries()) {
        const found = breakOf(item, rest[0] ?? '*', `${path}[${index}]`);
        if (found) return found;
      }
      return null;
    }
    // Of a union's options, the break deepest inside the value names the field: for data that
    // is "LoanDetails or null", `$.data.orderStatus`, not `$.data`.
    let deepest: Break | null = null;
    for (const option of rest) {
      const found = breakOf(value, option, path);
      if (found === null) return null;
      if (found.path !== path && (deepest === null || found.path.length > deepest.path.length)) deepest = found;
    }
    return deepest ?? { path, expected: describe(shape) };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return { path, expected: 'an object' };
  const record = value as Record<string, unknown>;
  for (const [name, field] of Object.entries(shape)) {
    const optional = name.endsWith('?');
    const bare = optional ? name.slice(0, -1) : name;
    if (record[bare] === undefined) {
      if (optional) continue;
      return { path: key(path, bare), expected: `${describe(field)} (required)` };
    }
    const found = breakOf(record[bare], field, key(path, bare));
    if (found) return found;
  }
  return null;
}

/**
 * Where `body` first breaks the contract's answer of the call at `url` (any base, any query),
 * e.g. `{ path: '$.data.orderStatus', expected: 'an integer' }`; null when it fits or `url` is
 * not a call of the contract.
 */
export function firstBreak(url: string, body: unknown): Break | null {
  const path = url.split(/[?#]/)[0] ?? '';
  const known = Object.keys(answers).find((p) => path.endsWith(p));
  return known === undefined ? null : breakOf(body, answers[known] ?? '*', '$');
}

/**
 * Whether `body` fits the contract's answer of the call at `url`; see `firstBreak`. A break is
 * handed to the field telemetry, which adds it to the failed call's record (docs/telemetry.md
 * "What is sent"): here, in this lazily loaded module, costs the pages' first loads nothing.
 */
export function conforms(url: string, body: unknown): boolean {
  const found = firstBreak(url, body);
  if (found && typeof window !== 'undefined') (window.loanSignals ??= [] as Signal[]).push({ url, ...found });
  return found === null;
}
