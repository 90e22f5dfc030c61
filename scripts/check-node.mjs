#!/usr/bin/env node
/**
 * The supported Node is declared in two files that tools read: .nvmrc (the exact version nvm and
 * fnm install and scripts/node-env.sh fetches) and package.json's `engines.node` (">=X.Y.Z", the
 * lowest accepted, which npm checks). Exits 1 when they disagree (.nvmrc below the floor, or on
 * another major) or when the running Node is below the floor; prints the running version.
 *
 *   node scripts/check-node.mjs
 */
import { readFileSync } from 'node:fs';

const root = new URL('../', import.meta.url);

/** [major, minor, patch] of "X.Y.Z" (a leading "v" allowed); throws on anything else. */
export function parseVersion(text, where) {
  const match = /^v?(\d+)\.(\d+)\.(\d+)$/.exec(text.trim());
  if (!match) throw new Error(`${where}: "${text.trim()}" is not a version X.Y.Z`);
  return match.slice(1).map(Number);
}

/** Negative, zero or positive as version a is below, equal to or above version b. */
export function compareVersions(a, b) {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] - b[i];
  return 0;
}

/** The problems between the version file, the engines floor and the running Node (none: []). */
export function nodeProblems(nvmrc, engines, running) {
  const floorText = /^>=\s*(\S+)$/.exec(engines ?? '')?.[1];
  if (!floorText) return [`package.json engines.node must be ">=X.Y.Z", not ${JSON.stringify(engines)}`];
  const floor = parseVersion(floorText, 'package.json engines.node');
  const pinned = parseVersion(nvmrc, '.nvmrc');
  const problems = [];
  if (compareVersions(pinned, floor) < 0) problems.push(`.nvmrc ${nvmrc.trim()} is below engines.node ${engines}`);
  if (pinned[0] !== floor[0]) problems.push(`.nvmrc ${nvmrc.trim()} and engines.node ${engines} name different majors`);
  if (compareVersions(parseVersion(running, 'node --version'), floor) < 0) {
    problems.push(`running Node ${running} is below engines.node ${engines} (source scripts/node-env.sh)`);
  }
  return problems;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const nvmrc = readFileSync(new URL('.nvmrc', root), 'utf8');
  const { engines } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'));
  const problems = nodeProblems(nvmrc, engines?.node, process.version);
  for (const problem of problems) console.error(`check-node: ${problem}`);
  if (problems.length > 0) process.exit(1);
  console.log(`node ${process.version} (.nvmrc ${nvmrc.trim()}, engines.node ${engines.node})`);
}
