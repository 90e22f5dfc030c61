/**
 * A copy of app/dist for another public origin, without building again: the canonical and
 * Open Graph links, sitemap.xml and robots.txt carry the origin the bundle was built with
 * (serving.json's `siteOrigin`, from VITE_SITE_ORIGIN); this copies the bundle to `--out`,
 * puts `--origin` in their place in every text file and writes their .br and .gz copies again.
 * The bundle itself is left as it is. scripts/serve-nginx.sh runs it when SITE_ORIGIN is set.
 *
 *   node app/scripts/site-origin.mjs --dist app/dist --out target/site --origin https://www.example.com
 */
import { cpSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PRECOMPRESSED, RULES_FILE } from './serving-rules.mjs';

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

/** Copies `dist` to `out` with `origin` for the build's origin; returns how many files changed. */
export function retarget(dist, out, origin) {
  if (!/^https?:\/\/[^/\s]+$/.test(origin)) throw new Error(`--origin must be scheme://host[:port], not ${origin}`);
  const rules = JSON.parse(readFileSync(join(dist, RULES_FILE), 'utf8'));
  const from = rules.siteOrigin;
  rmSync(out, { recursive: true, force: true });
  cpSync(dist, out, { recursive: true });
  const text = new RegExp(`\\.(${PRECOMPRESSED.extensions.join('|')})$`);
  let changed = 0;
  for (const path of files(out)) {
    if (!text.test(path)) continue;
    const before = readFileSync(path, 'utf8');
    if (!before.includes(from)) continue;
    const after = before.replaceAll(from, origin);
    writeFileSync(path, after);
    changed += 1;
    // The copies of the old text would be served in its place: written again, or dropped.
    const bytes = Buffer.from(after);
    for (const { suffix } of PRECOMPRESSED.encodings) rmSync(path + suffix, { force: true });
    if (bytes.length < PRECOMPRESSED.minBytes) continue;
    writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY } }));
    writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  }
  return { from, changed };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: { dist: { type: 'string', default: 'app/dist' }, out: { type: 'string' }, origin: { type: 'string' } },
  });
  try {
    if (!values.out || !values.origin) throw new Error('--out and --origin are required');
    const { from, changed } = retarget(resolve(values.dist), resolve(values.out), values.origin.replace(/\/+$/, ''));
    console.error(`site-origin: ${changed} files from ${from} to ${values.origin} in ${values.out}`);
  } catch (error) {
    console.error(`site-origin: ${error.message}`);
    process.exit(1);
  }
}
