#!/usr/bin/env node
/**
 * Lighthouse (mobile, simulated throttling) on every route of app/src/shared/navigation/paths.ts and the
 * promotion page, against the mock server serving app/dist, in Debian's Chromium. Offline:
 * nothing but the mock server is contacted.
 *
 * Lighthouse and chrome-launcher are pinned here (LIGHTHOUSE, CHROME_LAUNCHER) and installed from
 * the npm registry into the test command's cache on the first run, as Prism and the benchmark's
 * peers are: a tool of this measurement, not of the app, it was a quarter of what `npm ci`
 * unpacked for every test run (docs/measurements.md "Lighthouse (2026-11-25)"). Later runs need no network.
 *
 *   npm run -s build && node scripts/lighthouse.mjs            # starts target/release/mock-server
 *                                                              # (or builds and starts the debug one)
 *   LH_URL=http://127.0.0.1:8080 node scripts/lighthouse.mjs   # an already running server
 *
 * Writes target/lighthouse/report.md (the table) and one JSON report per route beside it (LH_OUT
 * names another folder; LH_ROUTES=/a,/b measures only those routes),
 * and prints the table. Targets (issues 14 and 23), every route: performance >= 95,
 * accessibility 100, FCP <= 1.2 s, CLS <= 0.01; the public pages (those of the built
 * sitemap.xml, opened as a visitor would, with no launch parameters) also SEO 100 and
 * LCP <= 1.5 s. Exits 1 when a route misses one (LH_NO_FAIL=1 only reports).
 */
import { spawn, execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { homedir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
// The full browser, as a phone's web view is, not the headless shell the test command's checks use
// (docs/quality.md "Browsers"): Debian's `chromium`, which the test command does not install.
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const port = Number(process.env.LH_PORT ?? 18093);
/** The measuring tools' pinned versions. */
const LIGHTHOUSE = '13.5.0';
const CHROME_LAUNCHER = '1.2.1';
/** Where they are installed: the test command's cache, one folder per Lighthouse version. */
const toolDir = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'loan-webview', `lighthouse-${LIGHTHOUSE}`);
const outDir = process.env.LH_OUT ? resolve(process.env.LH_OUT) : join(root, 'target', 'lighthouse');

/** The launch parameters a QA link carries (mock-server/src/qa.rs LAUNCH). */
const LAUNCH =
  'sessionId=lighthouse&deviceId=qa-device-0001&appVersion=2.4.1&deviceName=Pixel%207' +
  '&osVersion=Android%2014&advertisingId=38400000-8cf0-11bd-b23e-10b96e40000d&productId=3' +
  '&orderId=10482&language=2';

/**
 * The query of a borrower route whose screen needs more than the launch (the default scenario's
 * QA links, mock-server/scenarios/default.json): without it the screen says the link is bad and
 * makes no call, which is not the page borrowers open.
 */
export const ROUTE_QUERY = {
  '/carpmm': 'requestType=1&amount=345000&payCode=OXXO',
  '/complainDetails': 'problemId=5001',
  '/loan-agreement': 'orderNo=MX202611220001',
};

/** The route paths of the route table, read from paths.ts so new screens are measured too. */
export function routePaths(source) {
  const block = source.match(/export const paths = \{([\s\S]*?)\}\s*as const/);
  if (!block) throw new Error('paths.ts: no `export const paths = { … } as const`');
  return [...block[1].matchAll(/^\s*['"]?\w+['"]?\s*:\s*['"]([^'"]+)['"]/gm)].map((m) => m[1]);
}

async function up(url) {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(url)).ok) return true;
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return false;
}

async function startServer() {
  if (process.env.LH_URL) return { base: process.env.LH_URL.replace(/\/$/, ''), stop: () => {} };
  if (!existsSync(join(root, 'app', 'dist', 'index.html'))) {
    throw new Error('app/dist is not built: run `npm run build` first');
  }
  // The release build when there is one: the debug build compresses the bundle slowly enough
  // to show in the measured load times. Otherwise build and start the debug one.
  let binary = join(root, 'target', 'release', 'mock-server');
  if (!existsSync(binary)) {
    execFileSync('cargo', ['build', '--quiet', '-p', 'mock-server', '--bin', 'mock-server'], {
      cwd: root,
      stdio: 'inherit',
    });
    binary = join(root, 'target', 'debug', 'mock-server');
  }
  const server = spawn(binary, ['--port', String(port), '--log', 'warn', '--dist', join(root, 'app', 'dist')], {
    cwd: root,
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  if (!(await up(`${base}/config.json`))) throw new Error(`the mock server did not start on ${port}`);
  return { base, stop: () => server.kill() };
}

/** Lighthouse and chrome-launcher from the cache, installed there first when missing. */
function installTools() {
  const tools = createRequire(join(toolDir, 'package.json'));
  try {
    if (tools('lighthouse/package.json').version === LIGHTHOUSE) return tools;
  } catch {
    /* not installed yet */
  }
  console.error(`lighthouse: installing lighthouse@${LIGHTHOUSE} and chrome-launcher@${CHROME_LAUNCHER} into ${toolDir}`);
  mkdirSync(toolDir, { recursive: true });
  execFileSync(
    'npm',
    [
      'install',
      '--prefix',
      toolDir,
      '--no-audit',
      '--no-fund',
      '--loglevel=error',
      `lighthouse@${LIGHTHOUSE}`,
      `chrome-launcher@${CHROME_LAUNCHER}`,
    ],
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
  return createRequire(join(toolDir, 'package.json'));
}

/** The public pages: the paths of the built sitemap.xml (app/scripts/prerender.mjs). */
export function publicPaths(sitemap) {
  return [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/** The targets a row misses (empty when it meets them all). */
export function missed(row) {
  const seconds = (text) => Number.parseFloat(text);
  const misses = [];
  if (!(row.performance >= 95)) misses.push('performance');
  if (row.accessibility !== 100) misses.push('accessibility');
  if (!(seconds(row.fcp) <= 1.2)) misses.push('FCP');
  if (!(Number(row.cls) <= 0.01)) misses.push('CLS');
  if (row.isPublic && row.seo !== 100) misses.push('SEO');
  if (row.isPublic && !(seconds(row.lcp) <= 1.5)) misses.push('LCP');
  return misses;
}

const score = (category) => (category?.score == null ? '?' : Math.round(category.score * 100));
const ms = (audit) => (audit?.numericValue == null ? '?' : `${(audit.numericValue / 1000).toFixed(2)} s`);

async function main() {
  if (!existsSync(chromePath)) {
    throw new Error(`${chromePath} is missing: Lighthouse measures in Debian's Chromium (apt-get install chromium), or set CHROME_PATH`);
  }
  const routes = routePaths(readFileSync(join(root, 'app', 'src', 'shared', 'navigation', 'paths.ts'), 'utf8'));
  if (existsSync(join(root, 'app', 'dist', 'promotion', 'index.html'))) {
    routes.push('/promotion/');
  }
  const sitemap = join(root, 'app', 'dist', 'sitemap.xml');
  const publicRoutes = new Set(existsSync(sitemap) ? publicPaths(readFileSync(sitemap, 'utf8')) : []);
  const only = process.env.LH_ROUTES?.split(',').filter(Boolean);
  const measured = only ? routes.filter((r) => only.includes(r)) : routes;
  const tools = installTools();
  const { default: lighthouse } = await import(pathToFileURL(tools.resolve('lighthouse')).href);
  const chromeLauncher = await import(pathToFileURL(tools.resolve('chrome-launcher')).href);
  const { version } = tools('lighthouse/package.json');
  const { base, stop } = await startServer();
  mkdirSync(outDir, { recursive: true });
  const rows = [];
  let failed = 0;
  try {
    for (const route of measured) {
      const isPublic = publicRoutes.has(route);
      // The marketing pages as a visitor or a crawler opens them; the others with what the app
      // (or the promotion's ad link) puts in the address.
      const query = route.startsWith('/promotion')
        ? '?id=12&user_from=qa&app_from=creditoagil&utm_tag=qa-link&links_id=7'
        : isPublic
          ? ''
          : `?${ROUTE_QUERY[route] ? `${ROUTE_QUERY[route]}&` : ''}${LAUNCH}`;
      const url = `${base}${route}${query}`;
      // A fresh browser per route: no cache or service worker carried over.
      const chrome = await chromeLauncher.launch({
        chromePath,
        chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
      });
      try {
        const result = await lighthouse(url, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
        });
        const lhr = result.lhr;
        const name = route.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_|_$/g, '') || 'root';
        writeFileSync(join(outDir, `${name}.json`), result.report);
        const row = {
          route,
          isPublic,
          performance: score(lhr.categories.performance),
          accessibility: score(lhr.categories.accessibility),
          bestPractices: score(lhr.categories['best-practices']),
          seo: score(lhr.categories.seo),
          fcp: ms(lhr.audits['first-contentful-paint']),
          lcp: ms(lhr.audits['largest-contentful-paint']),
          cls: lhr.audits['cumulative-layout-shift']?.numericValue?.toFixed(3) ?? '?',
          tbt:
            lhr.audits['total-blocking-time']?.numericValue == null
              ? '?'
              : `${Math.round(lhr.audits['total-blocking-time'].numericValue)} ms`,
        };
        row.misses = missed(row);
        if (row.misses.length > 0) failed += 1;
        rows.push(row);
        console.error(
          `lighthouse: ${route} ${row.performance}/${row.accessibility}/${row.bestPractices}/${row.seo} FCP ${row.fcp} LCP ${row.lcp}`,
        );
      } finally {
        await chrome.kill();
      }
    }
  } finally {
    stop();
  }
  const table = [
    `Lighthouse ${version}, mobile (simulated throttling), Debian Chromium, ${new Date().toISOString().slice(0, 16)} UTC`,
    '',
    '| route | public | performance | accessibility | best practices | SEO | FCP | LCP | CLS | TBT | misses |',
    '|---|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.route} | ${r.isPublic ? 'yes' : ''} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${r.fcp} | ${r.lcp} | ${r.cls} | ${r.tbt} | ${r.misses.join(', ')} |`,
    ),
    '',
  ].join('\n');
  writeFileSync(join(outDir, 'report.md'), table);
  console.log(table);
  console.log(`written to ${join(outDir, 'report.md')}`);
  if (failed > 0 && !process.env.LH_NO_FAIL) {
    console.error(`lighthouse: ${failed} route(s) miss a target (the table's last column)`);
    process.exitCode = 1;
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e) => {
    console.error(`lighthouse: ${e.message}`);
    process.exit(2);
  });
}
