/**
 * The inline catcher of every built page (telemetry-catcher.es5.js; docs/telemetry.md "The
 * inline catcher"): minified as ES5, the same text in every build, at most 1 KiB gzip; the
 * serving rules add its hash to `script-src` (the one inline script the pages'
 * CSP allows: docs/serving.md "Headers").
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { transformSync } from 'esbuild';

/** The catcher's budget, gzip (the pages are served compressed). */
export const CATCHER_MAX_GZIP_BYTES = 1024;

const SOURCE = new URL('./telemetry-catcher.es5.js', import.meta.url);

/** The catcher's code; throws past its budget. */
export function catcherScript() {
  const source = readFileSync(SOURCE, 'utf8');
  const { code } = transformSync(source, { minify: true, target: 'es5', legalComments: 'none', loader: 'js' });
  const script = code.trim();
  const gzip = gzipSync(script, { level: 9 }).length;
  if (gzip > CATCHER_MAX_GZIP_BYTES) throw new Error(`telemetry catcher: ${gzip} B gzip, over its ${CATCHER_MAX_GZIP_BYTES} B`);
  return script;
}
