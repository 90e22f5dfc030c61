#!/usr/bin/env node
/**
 * The native teams' types from contract/bridge.json, made by the kept generator (quicktype, an
 * exact version in package.json) as docs/bridge.md "For the native teams" tells them to:
 * Kotlin and Swift into a temporary folder, each checked to name every action; then the Kotlin
 * compiled with Debian's `kotlinc` against a stub of android.webkit.JavascriptInterface and the
 * example bridge of contract/native/android/. Swift cannot be compiled here (no Swift toolchain
 * in Debian 12): it is generated and read only.
 *
 *   node scripts/native-types.mjs [--require-kotlin] [--keep DIR]
 *
 * Without `kotlinc` the compile is skipped with a note, unless --require-kotlin (the test command).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));
const DOCUMENT = path.join(root, 'contract/bridge.json');
const QUICKTYPE = path.join(root, 'node_modules/.bin/quicktype');

/** The quicktype arguments of each language: the same as docs/bridge.md gives the native teams. */
export const QUICKTYPE_ARGS = {
  kotlin: ['--src-lang', 'schema', '--lang', 'kotlin', '--just-types', '--package', 'loan.bridge', '--top-level', 'LoanBridge'],
  swift: ['--src-lang', 'schema', '--lang', 'swift', '--just-types', '--top-level', 'LoanBridge'],
};

const upper = (name) => name[0].toUpperCase() + name.slice(1);

function main() {
  const { values } = parseArgs({ options: { 'require-kotlin': { type: 'boolean' }, keep: { type: 'string' } } });
  const dir = values.keep ? path.resolve(values.keep) : mkdtempSync(path.join(tmpdir(), 'native-types-'));
  mkdirSync(dir, { recursive: true });
  const actions = Object.keys(JSON.parse(readFileSync(DOCUMENT, 'utf8'))['x-bridge-actions']);
  try {
    const started = performance.now();
    const kotlin = path.join(dir, 'LoanBridge.kt');
    const swift = path.join(dir, 'LoanBridge.swift');
    execFileSync(QUICKTYPE, [...QUICKTYPE_ARGS.kotlin, '-o', kotlin, DOCUMENT], { stdio: 'inherit' });
    execFileSync(QUICKTYPE, [...QUICKTYPE_ARGS.swift, '-o', swift, DOCUMENT], { stdio: 'inherit' });
    const kt = readFileSync(kotlin, 'utf8');
    const sw = readFileSync(swift, 'utf8');
    const lost = actions.filter((a) => !new RegExp(`^\\s+${upper(a)},?$`, 'm').test(kt) || !new RegExp(`^\\s+case ${a}$`, 'm').test(sw));
    if (lost.length > 0) throw new Error(`quicktype's Kotlin or Swift lacks the action(s) ${lost.join(', ')}: see ${dir}`);
    console.log(
      `quicktype: Kotlin and Swift from contract/bridge.json, ${actions.length} actions each (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
    const kotlinc = spawnSync('kotlinc', ['-version'], { encoding: 'utf8' });
    if (kotlinc.error) {
      if (values['require-kotlin']) throw new Error('kotlinc is missing: apt-get install kotlin (scripts/test.sh installs it)');
      console.log('kotlinc is missing: the Kotlin compile is skipped (apt-get install kotlin)');
      return;
    }
    const compileStarted = performance.now();
    const native = path.join(root, 'contract/native/android');
    const sources = [kotlin, path.join(native, 'android/webkit/JavascriptInterface.kt'), path.join(native, 'ExampleAndroidBridge.kt')];
    const compiled = spawnSync('kotlinc', ['-nowarn', ...sources, '-d', path.join(dir, 'classes')], { encoding: 'utf8' });
    const output = `${compiled.stdout}${compiled.stderr}`.split('\n').filter((l) => l.trim() && !/deprecated in JDK|-Xverify:none/.test(l));
    if (compiled.status !== 0) throw new Error(`kotlinc failed:\n${output.join('\n')}`);
    console.log(
      `kotlinc: the generated Kotlin and the example AndroidBridge compile (${((performance.now() - compileStarted) / 1000).toFixed(1)} s)`,
    );
  } finally {
    if (!values.keep) rmSync(dir, { recursive: true, force: true });
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    main();
  } catch (error) {
    console.error(`native types: ${error.message}`);
    process.exitCode = 1;
  }
}
