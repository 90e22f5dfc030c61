/**
 * Whether an answer has the JSON types the contract gives it (app/src/api/response-shapes.ts,
 * generated from contract/openapi.json). A backend that sends a string for a number or null for
 * a list would otherwise reach a screen and break it where the value is read; checked here,
 * the call fails like an unreadable answer and the screen shows its error state.
 */
import { answers, defs, type Exactly, type Shape } from '../../api/response-shapes';

function isExactly(shape: Shape): shape is Exactly {
  return Array.isArray(shape) && shape[0] === '=' && shape.length === 2;
}

function fits(value: unknown, shape: Shape): boolean {
  if (isExactly(shape)) return value === shape[1];
  if (typeof shape === 'string') {
    switch (shape) {
      case 's':
        return typeof value === 'string';
      case 'i':
        return Number.isInteger(value);
      case 'n':
        return typeof value === 'number' && Number.isFinite(value);
      case 'b':
        return typeof value === 'boolean';
      case 'z':
        return value === null;
      case '*':
        return true;
      default: {
        const def = defs[shape.slice(1)];
        return def !== undefined && fits(value, def);
      }
    }
  }
  if (Array.isArray(shape)) {
    const [kind, ...rest] = shape;
    switch (kind) {
      case 'a':
        return Array.isArray(value) && value.every((item) => fits(item, rest[0] ?? '*'));
      case '!':
        return !fits(value, rest[0] ?? '*');
      case '&':
        return rest.every((part) => fits(value, part));
      default:
        return rest.some((option) => fits(value, option));
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const record = value as Record<string, unknown>;
  return Object.entries(shape).every(([key, field]) => {
    const optional = key.endsWith('?');
    const name = optional ? key.slice(0, -1) : key;
    return record[name] === undefined ? optional : fits(record[name], field);
  });
}

/**
 * Whether `body` fits the contract's answer of the call at `url` (any base, any query); true
 * for a URL that is not a call of the contract.
 */
export function conforms(url: string, body: unknown): boolean {
  const path = url.split(/[?#]/)[0] ?? '';
  const known = Object.keys(answers).find((p) => path.endsWith(p));
  return known === undefined || fits(body, answers[known] ?? '*');
}
