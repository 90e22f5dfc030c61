/**
 * The operations of contract/openapi.json: method, path and the media type of the 200 answer,
 * by operationId. The document is the only source of paths, so a path the contract changes
 * changes here too.
 */
import openapi from '../../../../../contract/openapi.json';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Operation {
  /** The operationId, also the snapshot file's endpoint id. */
  id: string;
  method: HttpMethod;
  /** The document's path, e.g. `/throughout/user-problem/get-whatsapp`. */
  path: string;
  /** The path in MSW's syntax (`{id}` → `:id`). */
  mswPath: string;
  /** Media type of the 200 answer, e.g. `application/json` or `image/png`. */
  mediaType: string;
}

const METHODS: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function successMediaType(operation: Record<string, unknown>): string {
  const responses = isRecord(operation.responses) ? operation.responses : {};
  const ok = responses['200'];
  const content = isRecord(ok) && isRecord(ok.content) ? ok.content : {};
  return Object.keys(content)[0] ?? 'application/json';
}

/** Reads the operations of an OpenAPI document. */
export function readOperations(document: unknown): Operation[] {
  const paths = isRecord(document) && isRecord(document.paths) ? document.paths : {};
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(paths)) {
    if (!isRecord(item)) continue;
    for (const method of METHODS) {
      const operation = item[method];
      if (!isRecord(operation) || typeof operation.operationId !== 'string') continue;
      operations.push({
        id: operation.operationId,
        method,
        path,
        mswPath: path.replace(/\{(\w+)\}/g, ':$1'),
        mediaType: successMediaType(operation),
      });
    }
  }
  return operations;
}

/** Every operation of the contract. */
export const operations: readonly Operation[] = readOperations(openapi);
