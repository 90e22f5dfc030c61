import assert from 'node:assert/strict';
import { test } from 'node:test';
import { nodeProblems } from './check-node.mjs';

test('an exact version file within the engines floor and major passes', () => {
  assert.deepEqual(nodeProblems('24.21.0\n', '>=24.11.0', 'v24.21.0'), []);
});

test('a version file on another major than the engines floor fails', () => {
  assert.match(nodeProblems('22.20.0', '>=24.11.0', 'v24.21.0').join('\n'), /below engines.node/);
  assert.match(nodeProblems('26.1.0', '>=24.11.0', 'v26.1.0').join('\n'), /different majors/);
});

test('a running Node below the floor fails', () => {
  assert.match(nodeProblems('24.21.0', '>=24.11.0', 'v20.20.2').join('\n'), /running Node v20.20.2/);
});

test('an engines range that is not a floor is refused', () => {
  assert.match(nodeProblems('24.21.0', '^24', 'v24.21.0').join('\n'), /must be ">=X.Y.Z"/);
});
