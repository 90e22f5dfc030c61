import { describe, expect, it } from 'vitest';
import openapi from '../../../../contract/openapi.json';
import { sendsLaunchParams } from './request';

interface Operation {
  operationId?: string;
  parameters?: { name: string; in: string }[];
}

const operations = Object.entries(openapi.paths as Record<string, Record<string, Operation>>).flatMap(
  ([path, item]) => Object.entries(item).map(([method, op]) => ({ path, method, op })),
);

describe('the clients follow contract/openapi.json', () => {
  it('has operations to check', () => {
    expect(operations.length).toBeGreaterThan(20);
  });
  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s: launch params exactly when the contract lists them',
    (_, { path, op }) => {
      const listed = (op.parameters ?? []).some((p) => p.in === 'query' && p.name === 'sessionId');
      expect(sendsLaunchParams(path)).toBe(listed);
    },
  );
  it.each(operations.map((o) => [`${o.method.toUpperCase()} ${o.path}`, o] as const))(
    '%s: the headers the client sends are the ones the contract lists',
    (_, { method, op }) => {
      const headers = (op.parameters ?? []).filter((p) => p.in === 'header').map((p) => p.name);
      if (headers.length === 0) return;
      const expected = method === 'get'
        ? ['crp_phe', 'dearest', 'showy', 'dearer', 'X-Requested-With']
        : ['swift', 'eyes', 'X-Requested-With'];
      for (const name of expected) expect(headers).toContain(name);
    },
  );
});
