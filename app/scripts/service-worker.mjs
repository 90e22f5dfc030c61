// The service worker, /sw.js (src/app/service-worker/worker.ts; docs/serving.md "The service
// worker"), written into app/dist after the prerender (it precaches the shell the prerender
// writes) and before the precompression (sw.js gets its .br and .gz like every script):
//   1. Vite bundles worker.ts with the Workbox modules it imports as one classic script, with
//      the borrower routes of serving.json (the paths answered with the shell);
//   2. workbox-build's injectManifest puts the precache list in it: the shell, its first script
//      and the bundle's files, each with its revision (the hashed assets by their names).
import { readFile, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';
import { RULES_FILE } from './serving-rules.mjs';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const dist = `${appDir}dist/`;
const out = fileURLToPath(new URL('../../target/service-worker/', import.meta.url));

const rules = JSON.parse(await readFile(`${dist}${RULES_FILE}`, 'utf8'));
const shellRoutes = rules.routes.filter((route) => route.kind === 'borrower').map((route) => route.path);

await build({
  configFile: false,
  root: appDir,
  base: '/',
  logLevel: 'warn',
  // Workbox prints its development logs unless this says production.
  define: { __SHELL_ROUTES__: JSON.stringify(shellRoutes), 'process.env.NODE_ENV': '"production"' },
  build: {
    outDir: out,
    emptyOutDir: true,
    copyPublicDir: false,
    minify: true,
    target: browserslistToEsbuild(undefined, { path: appDir }),
    lib: { entry: 'src/app/service-worker/worker.ts', formats: ['iife'], name: 'serviceWorker', fileName: () => 'sw.js' },
  },
});

const { count, size, warnings } = await injectManifest({
  swSrc: `${out}sw.js`,
  swDest: `${dist}sw.js`,
  globDirectory: dist,
  globPatterns: ['shell.html', 'first-call.js', 'assets/**/*.{js,css}'],
  // Vite's hashed names are their own revision.
  dontCacheBustURLsMatching: /^assets\//,
});
if (warnings.length > 0) throw new Error(`service worker: ${warnings.join('; ')}`);
await rm(out, { recursive: true, force: true });
console.log(`service worker: sw.js precaches ${count} files (${Math.round(size / 1024)} KiB)`);
