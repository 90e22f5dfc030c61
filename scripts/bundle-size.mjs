#!/usr/bin/env node
/**
 * Gzip size of each entry's initial JS after `vite build`: the entry chunk plus every chunk it
 * imports statically (transitively), not the lazy (dynamic-import) chunks. One line per entry,
 * read from app/dist/.vite/manifest.json.
 *
 *   node scripts/bundle-size.mjs               # print, exit 0
 *   node scripts/bundle-size.mjs --max-kib 90  # exit 1 when the borrower entry is above 90 KiB
 *
 * Gzip at level 9, as `vite build` reports it. The borrower entry is app/index.html.
 */
import { readFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const DIST = new URL('../app/dist/', import.meta.url).pathname;
const MANIFEST = join(DIST, '.vite', 'manifest.json');
const BORROWER_ENTRY = 'index.html';

const args = process.argv.slice(2);
const maxIndex = args.indexOf('--max-kib');
const maxKib = maxIndex === -1 ? null : Number(args[maxIndex + 1]);
if (maxIndex !== -1 && !Number.isFinite(maxKib)) {
  console.error('usage: bundle-size.mjs [--max-kib N]');
  process.exit(2);
}
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

const gzipBytes = (file) => gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length;
const kib = (bytes) => (bytes / 1024).toFixed(1);

let failed = false;
const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
for (const [key] of entries) {
  const files = [...initialFiles(key)].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
  const total = files.reduce((sum, file) => sum + gzipBytes(file), 0);
  const limited = key === BORROWER_ENTRY && maxKib !== null;
  const over = limited && total > maxKib * 1024;
  failed ||= over;
  const budget = limited ? ` (budget ${maxKib} KiB${over ? ': OVER' : ''})` : '';
  console.log(`${key}: ${kib(total)} KiB gzip initial JS, ${total} bytes in ${files.length} file(s)${budget}`);
}
if (!entries.some(([key]) => key === BORROWER_ENTRY)) {
  console.error(`borrower entry ${BORROWER_ENTRY} not in the manifest`);
  process.exit(2);
}
process.exit(failed ? 1 : 0);
