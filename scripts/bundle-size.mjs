#!/usr/bin/env node
/**
 * Gzip size of each entry's initial JS after `vite build`: the entry chunk plus every chunk it
 * imports statically (transitively), not the lazy (dynamic-import) chunks. One line per entry,
 * read from app/dist/.vite/manifest.json.
 *
 *   node scripts/bundle-size.mjs               # print, exit 0
 *   node scripts/bundle-size.mjs --max-kib 90  # exit 1 when the borrower entry is above 90 KiB
 *   node scripts/bundle-size.mjs --max-kib 90 --promotion-max-kib 75 --landing-max-kib 2
 *                                              # and when the promotion entry is above 75 KiB,
 *                                              # its first script (promotion/landing.js) above 2
 *
 * Gzip at level 9, as `vite build` reports it. The borrower entry is app/index.html; the
 * promotion entry app/promotion/index.html. The promotion page runs a first script before its
 * entry (landing.js, built by app/scripts/prerender.mjs, not a Vite entry): it has a line and
 * a budget of its own, and the page's sum is printed.
 *
 * The promotion entry must stay light: every chunk it can ever load (static and lazy imports,
 * transitively) is checked against app/dist/.vite/modules.json (written by vite.config.ts) and
 * the script exits 1 when any holds a borrower module: a borrower screen (src/screens/), the
 * borrower app shell and router (src/app/, react-router), or the borrower catalogues
 * (src/shared/i18n/messages-es.ts, messages-en.ts). No chunk of either entry holds the screen
 * reader simulator of the story tests and Storybook (docs/listening.md "What a screen reader
 * says"): it is workbench tooling.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = new URL('../app/dist/', import.meta.url).pathname;
const MANIFEST = join(DIST, '.vite', 'manifest.json');
const MODULES = join(DIST, '.vite', 'modules.json');
const BORROWER_ENTRY = 'index.html';
const PROMOTION_ENTRY = 'promotion/index.html';
/** Modules of the borrower product that the promotion entry must never reach. */
const BORROWER_MODULES = [/^src\/screens\//, /^src\/app\//, /^src\/shared\/i18n\/messages-(es|en)\.ts$/, /node_modules\/react-router\//];
/** Workbench tooling that no chunk of the bundle may hold: the screen reader simulator and its name computation. */
const TOOLING_MODULES = [/node_modules\/@guidepup\//, /node_modules\/dom-accessibility-api\//, /(^|\/)stories\//];

const args = process.argv.slice(2);
function flag(name) {
  const index = args.indexOf(name);
  if (index === -1) return null;
  const value = Number(args[index + 1]);
  if (!Number.isFinite(value)) {
    console.error('usage: bundle-size.mjs [--max-kib N] [--promotion-max-kib N]');
    process.exit(2);
  }
  return value;
}
const budgets = { [BORROWER_ENTRY]: flag('--max-kib'), [PROMOTION_ENTRY]: flag('--promotion-max-kib') };
const LANDING = 'promotion/landing.js';
const landingMaxKib = flag('--landing-max-kib');
if (!existsSync(MANIFEST)) {
  console.error(`no ${MANIFEST}: run \`npm run build\` first`);
  process.exit(2);
}

const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8'));

/** The JS files an entry loads before anything lazy: itself and its static imports. */
function initialFiles(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) initialFiles(imported, seen);
  return seen;
}

/** Every chunk an entry can load at all: static and dynamic imports, transitively. */
function reachableFiles(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  const chunk = manifest[key];
  for (const imported of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) reachableFiles(imported, seen);
  return seen;
}

const gzipBytes = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kib = (bytes) => (bytes / 1024).toFixed(1);

let failed = false;
const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
/** Each entry's initial JS in gzip bytes, for the promotion page's sum below. */
const totals = new Map();
for (const [key] of entries) {
  const files = [...initialFiles(key)].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const total = files.reduce((sum, file) => sum + gzipBytes(file), 0);
  totals.set(key, total);
  const maxKib = budgets[key] ?? null;
  const limited = maxKib !== null;
  const over = limited && total > maxKib * 1024;
  failed ||= over;
  const budget = limited ? ` (budget ${maxKib} KiB${over ? ': OVER' : ''})` : '';
  console.log(`${key}: ${kib(total)} KiB gzip initial JS, ${total} bytes in ${files.length} file(s)${budget}`);
}
if (!existsSync(join(DIST, LANDING))) {
  console.error(`no ${LANDING}: run \`npm run build\` (its prerender step builds it)`);
  process.exit(2);
}
const landing = gzipBytes(LANDING);
const landingOver = landingMaxKib !== null && landing > landingMaxKib * 1024;
failed ||= landingOver;
const landingBudget = landingMaxKib === null ? '' : ` (budget ${landingMaxKib} KiB${landingOver ? ': OVER' : ''})`;
const promotionTotal = totals.get(PROMOTION_ENTRY) ?? 0;
console.log(`${LANDING}: ${kib(landing)} KiB gzip, ${landing} bytes, the promotion page's first script${landingBudget}`);
console.log(`promotion page: ${kib(promotionTotal + landing)} KiB gzip of JS before the form works (entry + first script)`);
for (const key of [BORROWER_ENTRY, PROMOTION_ENTRY]) {
  if (!entries.some(([entry]) => entry === key)) {
    console.error(`entry ${key} not in the manifest`);
    process.exit(2);
  }
}

// The promotion entry reaches no borrower module, however deep or lazy.
if (!existsSync(MODULES)) {
  console.error(`no ${MODULES}: build with app/vite.config.ts (its module-map plugin writes it)`);
  process.exit(2);
}
const modules = JSON.parse(readFileSync(MODULES, 'utf8'));
const reachable = [...reachableFiles(PROMOTION_ENTRY)].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
const leaks = reachable.flatMap((file) =>
  (modules[file] ?? []).filter((id) => BORROWER_MODULES.some((pattern) => pattern.test(id))).map((id) => `${file}: ${id}`),
);
if (reachable.some((file) => !modules[file])) {
  console.error('modules.json does not describe every promotion chunk: rebuild');
  process.exit(2);
}
if (leaks.length > 0) {
  console.log(`${PROMOTION_ENTRY}: reaches borrower modules (FAIL):\n  ${leaks.join('\n  ')}`);
  failed = true;
} else {
  const count = reachable.reduce((sum, file) => sum + modules[file].length, 0);
  console.log(
    `${PROMOTION_ENTRY}: ${reachable.length} reachable chunk(s), ${count} module(s), no borrower screen, app shell, router or catalogue`,
  );
}

// Neither entry reaches the workbench's tooling, however deep or lazy.
const everyChunk = [...new Set([BORROWER_ENTRY, PROMOTION_ENTRY].flatMap((key) => [...reachableFiles(key)]))]
  .map((k) => manifest[k].file)
  .filter((f) => f.endsWith('.js'));
const tooling = everyChunk.flatMap((file) =>
  (modules[file] ?? []).filter((id) => TOOLING_MODULES.some((pattern) => pattern.test(id))).map((id) => `${file}: ${id}`),
);
if (tooling.length > 0) {
  console.log(`the bundle holds workbench tooling (FAIL):\n  ${tooling.join('\n  ')}`);
  failed = true;
} else {
  console.log(`both entries: ${everyChunk.length} reachable chunk(s), no screen reader simulator or story code`);
}
process.exit(failed ? 1 : 0);
