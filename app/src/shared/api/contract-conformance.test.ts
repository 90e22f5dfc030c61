import { describe, expect, it } from 'vitest';
import openapi from '../../../../contract/openapi.json';
import { sendsLaunchParams } from './request';

interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string }[];
  security?: Record<string, string[]>[];
}

interface SecurityScheme {
  type: string;
  in?: string;
  name?: string;
}

const schemes = openapi.components.securitySchemes as Record<string, SecurityScheme>;

/** The query keys an operation's security requirements ask for (sessionId, deviceId). */
function identityKeys(op: Operation): string[] {
  return (op.security ?? []).flatMap((requirement) =>
    Object.keys(requirement).map((name) => {
      const scheme = schemes[name];
      return scheme?.in === 'query' ? (scheme.name ?? '') : '';
    }),
  );
}

const operations = Object.entries(openapi.paths as Record<string, Record<string, Operation>>).flatMap(([path, item]) =>
  Object.entries(item).map(([method, op]) => ({ path, method, op })),
);

describe('the clients follow contract/openapi.json', () => {
  it('has operations to check', () => {
    expect(operations.length).toBeGreaterThan(20);
  });
  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s: launch params (with the identity) exactly when the contract asks for the identity',
    (_, { path, op }) => {
      const keys = identityKeys(op);
      expect(sendsLaunchParams(path)).toBe(keys.length > 0);
      if (keys.length > 0) expect(keys.sort()).toEqual(['deviceId', 'sessionId']);
    },
  );
  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s: the headers the client sends are the ones the contract lists',
    (_, { method, op }) => {
      // The writes' Idempotency-Key is the caller's (shared/keep/kept.ts), not a launch header.
      const headers = (op.parameters ?? []).filter((p) => p.in === 'header' && p.name !== 'Idempotency-Key').map((p) => p.name);
      if (headers.length === 0) return;
      const expected =
        method === 'get' ? ['crp_phe', 'dearest', 'showy', 'dearer', 'X-Requested-With'] : ['swift', 'eyes', 'X-Requested-With'];
      for (const name of expected) expect(headers).toContain(name);
    },
  );
});
