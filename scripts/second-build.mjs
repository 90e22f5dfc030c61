#!/usr/bin/env node
/**
 * A second build of this commit with one Spanish text of the repayment screen changed, as a
 * release the team might ship next: what the release checks install over app/dist while a page
 * of it is open (docs/serving.md "Releases", docs/testing.md "The second build").
 *
 *   node scripts/second-build.mjs [--out target/second-build]
 *
 * The app, the contract document and package.json are copied into OUT/tree (node_modules linked,
 * not copied), the repayment screen's Spanish title changed there, and the copy built with the
 * project's own `npm run build`: OUT/tree/app/dist. OUT/second-build.json says where, its build
 * id, the text before and after, and how many files of assets/ it names differently from
 * app/dist. Run after `npm run build`; the test command runs it once, in the background of the
 * steps before the end-to-end tests, and every release check uses it.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The text changed: the repayment screen's Spanish title (app/src/screens/repay/repay-texts.ts). */
export const CHANGE = {
  file: 'app/src/screens/repay/repay-texts.ts',
  before: "title: 'Pago total',",
  after: "title: 'Pago total del préstamo',",
};

/** Where the second build is, with what the release checks need to know of it. */
export const SECOND_BUILD_FILE = 'second-build.json';

function main() {
  const { values } = parseArgs({ options: { out: { type: 'string', default: 'target/second-build' } } });
  const out = resolve(root, values.out);
  const tree = join(out, 'tree');
  const started = Date.now();
  if (!existsSync(join(root, 'app/dist/serving.json'))) throw new Error('app/dist is not built: run `npm run build` first');
  rmSync(out, { recursive: true, force: true });
  mkdirSync(tree, { recursive: true });
  cpSync(join(root, 'app'), join(tree, 'app'), { recursive: true, filter: (path) => !/\/app\/(dist|node_modules)(\/|$)/.test(path) });
  cpSync(join(root, 'contract/openapi.json'), join(tree, 'contract/openapi.json'));
  cpSync(join(root, 'package.json'), join(tree, 'package.json'));
  symlinkSync(join(root, 'node_modules'), join(tree, 'node_modules'), 'dir');

  const file = join(tree, CHANGE.file);
  const source = readFileSync(file, 'utf8');
  if (source.split(CHANGE.before).length !== 2) throw new Error(`${CHANGE.file}: "${CHANGE.before}" is not there exactly once`);
  writeFileSync(file, source.replace(CHANGE.before, CHANGE.after));

  execFileSync('npm', ['run', '-s', 'build'], { cwd: tree, stdio: ['ignore', 'ignore', 'inherit'] });
  const dist = join(tree, 'app/dist');
  const { buildId } = JSON.parse(readFileSync(join(dist, 'serving.json'), 'utf8'));
  const first = new Set(readdirSync(join(root, 'app/dist/assets')));
  const second = readdirSync(join(dist, 'assets'));
  const renamed = second.filter((name) => !first.has(name)).length;
  const text = (line) => /'(.*)'/.exec(line)?.[1];
  const record = { dist, buildId, text: { before: text(CHANGE.before), after: text(CHANGE.after) }, renamed, files: second.length };
  writeFileSync(join(out, SECOND_BUILD_FILE), `${JSON.stringify(record, null, 1)}\n`);
  console.log(
    `second build: ${buildId} in ${dist}, ${renamed} of its ${second.length} files in assets/ named otherwise than app/dist's, ` +
      `in ${((Date.now() - started) / 1000).toFixed(0)} s`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main();
  } catch (error) {
    console.error(`second-build: ${error.message}`);
    process.exit(1);
  }
}
