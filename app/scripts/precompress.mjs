/**
 * Writes `NAME.br` and `NAME.gz` beside every text file of app/dist (scripts, styles, pages,
 * robots.txt, sitemap.xml, config.json) at the encoders' best levels, as a release host
 * serves them. The mock server sends these files as they are (tower-http's ServeDir
 * `precompressed_br/gzip`) and compresses only what it makes per request (the API answers) at
 * the fastest level; before, every request of a 225 KB script compressed it again.
 *
 *   node app/scripts/precompress.mjs        (run by `npm run build` after the prerender)
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { PRECOMPRESSED } from './serving-rules.mjs';

const dist = fileURLToPath(new URL('../dist/', import.meta.url));
const TEXT = new RegExp(`\\.(${PRECOMPRESSED.extensions.join('|')})$`);
const MIN_BYTES = PRECOMPRESSED.minBytes;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let raw = 0;
let br = 0;
for (const path of files(dist)) {
  if (!TEXT.test(path) || relative(dist, path).startsWith('.vite')) continue;
  const bytes = readFileSync(path);
  if (bytes.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
  count += 1;
  raw += bytes.length;
  br += brotli.length;
}
console.log(`precompressed ${count} files: ${(raw / 1024).toFixed(0)} KiB → ${(br / 1024).toFixed(0)} KiB brotli (+ gzip)`);
