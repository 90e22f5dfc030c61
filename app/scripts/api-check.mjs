#!/usr/bin/env node
/**
 * Fails when app/src/api/schema.d.ts is not what openapi-typescript makes of
 * contract/openapi.json now (generates to a temporary file and compares byte for byte), or
 * app/src/api/response-shapes.ts not what app/scripts/api-shapes.mjs makes of it, or
 * app/src/api/contract-*.ts not what app/scripts/api-constants.mjs makes of it, or
 * app/src/api/contract-bridge.ts and docs/bridge.md's table of actions not what
 * app/scripts/bridge-types.mjs makes of contract/bridge.json.
 * Fix with `npm run api:generate`.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constantsFiles } from './api-constants.mjs';
import { OUTPUT, shapesSource } from './api-shapes.mjs';
import { bridgeFiles } from './bridge-types.mjs';

const root = new URL('../../', import.meta.url).pathname;
const source = join(root, 'contract/openapi.json');
const committed = join(root, 'app/src/api/schema.d.ts');
const dir = mkdtempSync(join(tmpdir(), 'api-check-'));
const fresh = join(dir, 'schema.d.ts');
try {
  execFileSync(join(root, 'node_modules/.bin/openapi-typescript'), [source, '-o', fresh], { stdio: 'pipe' });
  let current = '';
  try {
    current = readFileSync(committed, 'utf8');
  } catch {
    // missing: stale
  }
  if (current !== readFileSync(fresh, 'utf8')) {
    console.error('app/src/api/schema.d.ts is stale: run `npm run api:generate` and commit it.');
    process.exit(1);
  }
  console.log('app/src/api/schema.d.ts matches contract/openapi.json');
  const shapes = shapesSource(JSON.parse(readFileSync(source, 'utf8')));
  let committedShapes = '';
  try {
    committedShapes = readFileSync(OUTPUT, 'utf8');
  } catch {
    // missing: stale
  }
  if (committedShapes !== shapes) {
    console.error('app/src/api/response-shapes.ts is stale: run `npm run api:generate` and commit it.');
    process.exit(1);
  }
  console.log('app/src/api/response-shapes.ts matches contract/openapi.json');
  for (const [path, text] of constantsFiles(JSON.parse(readFileSync(source, 'utf8')))) {
    const name = path.slice(root.length);
    let committedConstants = '';
    try {
      committedConstants = readFileSync(path, 'utf8');
    } catch {
      // missing: stale
    }
    if (committedConstants !== text) {
      console.error(`${name} is stale: run \`npm run api:generate\` and commit it.`);
      process.exit(1);
    }
    console.log(`${name} matches contract/openapi.json`);
  }
  for (const [path, text] of bridgeFiles()) {
    const name = path.slice(root.length);
    let committedBridge = '';
    try {
      committedBridge = readFileSync(path, 'utf8');
    } catch {
      // missing: stale
    }
    if (committedBridge !== text) {
      console.error(`${name} is stale against contract/bridge.json: run \`npm run api:generate\` and commit it.`);
      process.exit(1);
    }
    console.log(`${name} matches contract/bridge.json`);
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
