// Prerenders the public pages and the borrower shell into app/dist after `vite build` (the
// second half of `npm run build`). An SSR build of app/src/app/prerender.tsx and
// app/src/promotion/prerender.tsx renders them with react-dom/static in Node; this script
// writes each into the built HTML:
//
//   index.html, About.html, … one file per public route (prerenderedPaths in routes.tsx): its
//                              content, head (title, description, canonical, Open Graph), no noindex
//   shell.html                 every other route (servers answer it for borrower routes): the
//                              borrower shell, `noindex`
//   promotion/index.html       the promotion page's frame
//   promotion/landing.js       its first script (src/promotion/landing/), a classic script
//   boot.js                    the public pages' first script (src/app/boot.ts)
//   first-call.js              the borrower shell's first script (src/app/first-call/): the
//                              screen's first call and its chunk's preload, before the entry
//   404.html                   the not-found page, answered with HTTP 404 for unknown paths
//   robots.txt, sitemap.xml    the public routes, absolute at VITE_SITE_ORIGIN
//   serving.json               the serving rules (serving-rules.mjs): routes, headers, cache,
//                              the contract version the bundle was built against and its build id
//
// Every page names the build it belongs to in `<meta name="build-id">` (bundle-version.mjs: the
// version and a hash of the files the build wrote), which a page open during a release compares
// with the server's (docs/serving.md "Releases").
//
// One inline script is added, first in every page's head: the telemetry catcher
// (telemetry-catcher.mjs), which the CSP allows by its hash and no other inline script; the
// HTML is the built template with the root filled, the head tags swapped, the scripts fetched after the first paint's
// HTML and CSS (fetchpriority=low) and, on the public pages, the stylesheet inline. The borrower
// shell carries its critical CSS inline (critical-css.mjs) and links the stylesheet at the end of
// its body. Each inline stylesheet is allowed by its CSP hash, and no other inline style.
import { readFile, rm, writeFile } from 'node:fs/promises';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { build } from 'vite';
import { buildId } from './bundle-version.mjs';
import { CRITICAL_CSS_MAX_BYTES, criticalCss } from './critical-css.mjs';
import { RULES_FILE, servingRules } from './serving-rules.mjs';
import { catcherScript } from './telemetry-catcher.mjs';

const appDir = fileURLToPath(new URL('..', import.meta.url));
const dist = `${appDir}dist/`;
// Inside the repository, so the SSR bundle's imports of react & co. resolve to node_modules.
const ssrOut = fileURLToPath(new URL('../../target/prerender/', import.meta.url));

// Not app/vite.config.ts: its inputs are the two HTML entries. CSS module class names are
// Vite's defaults in both builds (checkClasses below fails the build if they ever differ).
await build({
  configFile: false,
  root: appDir,
  base: '/',
  logLevel: 'warn',
  plugins: [react()],
  build: {
    ssr: true,
    outDir: ssrOut,
    emptyOutDir: true,
    rollupOptions: { input: { app: 'src/app/prerender.tsx', promotion: 'src/promotion/prerender.tsx' } },
  },
});
const app = await import(pathToFileURL(`${ssrOut}app.js`).href);
const promotion = await import(pathToFileURL(`${ssrOut}promotion.js`).href);
// The client build's manifest: the first-call routes' chunks and the telemetry reporter's file.
const manifest = JSON.parse(await readFile(`${dist}.vite/manifest.json`, 'utf8'));
const firstCallChunks = JSON.stringify(routeChunks(manifest, app.firstCallRoutes));

// The pages' first scripts, classic scripts of their own bundled with the few modules they
// import: /boot.js (src/app/boot.ts) loads a public page's entry after its first paint;
// /promotion/landing.js (src/promotion/landing/) draws the campaign banner into the frame first;
// /first-call.js (src/app/first-call/) sends a borrower screen's first call and preloads its chunk.
for (const [entry, out] of [
  ['src/app/boot.ts', 'boot.js'],
  ['src/promotion/landing/landing.ts', 'promotion/landing.js'],
  ['src/app/first-call/first-call-script.ts', 'first-call.js'],
]) {
  await build({
    configFile: false,
    root: appDir,
    base: '/',
    logLevel: 'warn',
    define: { __ROUTE_CHUNKS__: firstCallChunks },
    build: {
      outDir: dist,
      emptyOutDir: false,
      copyPublicDir: false,
      minify: true,
      target: browserslistToEsbuild(undefined, { path: appDir }),
      lib: { entry, formats: ['iife'], name: 'firstScript', fileName: () => out },
    },
  });
}
const config = JSON.parse(await readFile(`${appDir}public/config.json`, 'utf8'));
const template = await readFile(`${dist}index.html`, 'utf8');
const promotionTemplate = await readFile(`${dist}promotion/index.html`, 'utf8');
const css = await readCss(template);

const catcher = catcherScript();
// The field telemetry's reporter, which the promotion page's first script loads with the entry
// (its entry has no room for it: docs/telemetry.md "When it loads"). It must not import the
// borrower entry's chunk, which would start the borrower app on the promotion page.
const REPORTER = 'src/shared/telemetry/reporter.ts';
const reporter = manifest[REPORTER]?.file;
if (!reporter) throw new Error('prerender: the build has no telemetry reporter chunk');
if (manifest[REPORTER].imports?.includes('index.html')) throw new Error('prerender: the telemetry reporter imports the borrower entry');
// What the build has written so far (the scripts, the stylesheet, the public files), the pages'
// templates and by-products left out, and the catcher, which goes into every page.
const BUILD_ID = buildId(dist, { skip: (file) => file.endsWith('.html') || file.startsWith('.vite/'), extra: [catcher] });
const CONTRACT_META = /<meta name="contract-version" content="[^"]*">/;
const CHARSET = '<meta charset="UTF-8" />';

/**
 * The chunks each first-call route's screen needs beyond what the borrower entry loads itself
 * (its static imports, which the HTML already hints): the screen's chunk and the chunks it
 * imports, by route path, from the build's manifest, and the answers' contract check, which the
 * clients load beside their first call (shared/api/request.ts), a round trip before the data
 * can be drawn otherwise. A screen module that is not a lazy import of the entry fails the build
 * (first-requests.ts and routes.tsx disagree).
 */
function routeChunks(manifest, routes) {
  // The answers' contract check (its dynamic import in shared/api/request.ts).
  const ANSWER_CHECK = 'src/shared/answer-check/conforms.ts';
  const entry = manifest['index.html'];
  const loaded = new Set();
  const walk = (key, into) => {
    const chunk = manifest[key];
    if (!chunk || into.has(`/${chunk.file}`)) return;
    into.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) walk(imported, into);
  };
  walk('index.html', loaded);
  const chunks = {};
  if (!manifest[ANSWER_CHECK]) throw new Error(`prerender: ${ANSWER_CHECK} is not a chunk of the build`);
  for (const { path, screen } of routes) {
    if (!entry.dynamicImports?.includes(screen))
      throw new Error(`prerender: ${screen} (first call of ${path}) is not a lazy screen of the entry`);
    const own = new Set();
    walk(screen, own);
    walk(ANSWER_CHECK, own);
    chunks[path] = [...own].filter((file) => !loaded.has(file));
  }
  return chunks;
}

const ROBOTS = /\s*<meta name="robots" content="noindex" \/>/;
const TITLE = /<title>[^<]*<\/title>/;
const ROOT = '<div id="root"></div>';
const STYLESHEET = /<link rel="stylesheet"[^>]*>/;
const ENTRY = /<script type="module" fetchpriority="low" crossorigin src="([^"]+)"><\/script>/;
const BODY_END = /\n {2}<\/body>/;

/** What React emits before the content when it renders no <head>: the tags it hoists there. */
const HOISTED = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

/**
 * The template with the root filled from `rendered`, its head tags (if any) in place of the
 * template's title, and noindex kept or not.
 */
function page(html, { rendered, key, index, inlineCss = false, boot, telemetry, firstCall }) {
  const headTags = HOISTED.exec(rendered)?.[0] ?? '';
  const head = headTags === '' ? undefined : headTags.replaceAll('/><', '/>\n    <').replace('</title><', '</title>\n    <');
  const body = rendered.slice(headTags.length);
  for (const [what, pattern] of [
    ['a title', TITLE],
    ['an empty root', ROOT],
    ['noindex', ROBOTS],
  ]) {
    if (!html.match(pattern)) throw new Error(`prerender: the template has no ${what}`);
  }
  checkClasses(body);
  const attribute = key === undefined ? '' : ` data-prerender="${escapeAttribute(key)}"`;
  let out = head === undefined ? html : html.replace(TITLE, () => head);
  // Beside the contract version: the release the page belongs to.
  if (!CONTRACT_META.test(out)) throw new Error('prerender: the template has no contract version to put the build id after');
  out = out.replace(CONTRACT_META, (meta) => `${meta}\n    <meta name="build-id" content="${escapeAttribute(BUILD_ID)}">`);
  out = out.replace(ROOT, () => `<div id="root"${attribute}>${body}</div>`);
  if (index) out = out.replace(ROBOTS, '');
  // A public page is read on a first visit (search, link previews): its styles come with it,
  // so it paints when its HTML is in, one round trip before a stylesheet could.
  if (inlineCss) {
    inlineStyles.add(css);
    out = out.replace(STYLESHEET, () => `<style>${css}</style>`);
  }
  // The page paints from its HTML and the stylesheet alone, so its scripts ask for the link
  // after them: without this they took the bandwidth of the first paint on a slow network
  // (Lighthouse's simulated FCP counted the 20 KiB borrower entry as blocking it).
  out = out
    .replaceAll('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replaceAll('<link rel="modulepreload" crossorigin', '<link rel="modulepreload" fetchpriority="low" crossorigin');
  // A public page hydrates after its first paint: `boot` (/boot.js, or the promotion's
  // landing.js once its banner is drawn) loads the entry then, and no hint fetches its imports
  // before (Lighthouse's simulation counted every script that arrived before the observed paint
  // as needed for it: LCP 1.7-2.3 s on the long pages).
  if (boot) {
    out = out
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(
        ENTRY,
        (_, src) => `<script defer src="${boot}" data-entry="${src}"${telemetry ? ` data-telemetry="/${telemetry}"` : ''}></script>`,
      );
    if (!out.includes(boot)) throw new Error('prerender: the template has no module entry to defer');
  }
  // The borrower shell sends its screen's first call from a classic script of its own, run as
  // soon as it is in: `async`, since a deferred script waits for the stylesheet, which the
  // shell links at the end of its body (withCriticalCss). The entry, a module script, runs
  // after the stylesheet and its own imports; should it ever start first, it says so and the
  // first script sends nothing (first-call.ts).
  if (firstCall) {
    out = out.replace(ENTRY, (entryTag) => `<script async src="${firstCall}"></script>\n    ${entryTag}`);
    if (!out.includes(firstCall)) throw new Error('prerender: the template has no module entry to put the first call before');
  }
  // First in the head, before any script that could fail: the page's only inline script.
  if (!out.includes(CHARSET)) throw new Error('prerender: the template has no charset to put the telemetry catcher after');
  out = out.replace(CHARSET, () => `${CHARSET}\n    <script>${catcher}</script>`);
  if (/<script(?![^>]*\bsrc=)[^>]*>/.test(out.replace(`<script>${catcher}</script>`, '')))
    throw new Error('prerender: an inline script other than the telemetry catcher would break the CSP');
  checkStyles(out);
  return out;
}

/** The inline stylesheets of the pages, which the CSP allows by their hashes. */
const inlineStyles = new Set();
/** The size of the shell's critical CSS, for the build's log. */
let criticalBytes = 0;

/**
 * Every inline stylesheet of a page is one the serving rules hash (`inlineStyles`), and no
 * element has a style attribute, which no hash can allow.
 */
function checkStyles(html) {
  for (const [, text] of html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/g)) {
    if (!inlineStyles.has(text)) throw new Error('prerender: an inline stylesheet the CSP does not hash');
  }
  if (/<[a-z][^>]*\sstyle=/i.test(html)) throw new Error('prerender: a style attribute would break the CSP');
}

/**
 * The borrower shell with the CSS its first paint needs inline, chosen from the built stylesheet
 * (critical-css.mjs), and the stylesheet linked at the end of its body: it no longer holds the
 * paint back, and the entry, which runs after it is in (deferred and module scripts wait for
 * the page's pending stylesheets), renders nothing it has not styled (docs/decisions.md "Data
 * before scripts").
 */
async function withCriticalCss(html) {
  const critical = await criticalCss(html, dist);
  criticalBytes = Buffer.byteLength(critical);
  inlineStyles.add(critical);
  const link = html.match(STYLESHEET)?.[0];
  if (!link || !BODY_END.test(html)) throw new Error('prerender: the shell has no stylesheet to move, or no body end');
  // At the scripts' priority: nothing paints from it now (Lighthouse's simulation counted it,
  // at its default priority, as needed for the paint whenever it ended first).
  const late = link.replace('<link rel="stylesheet"', '<link rel="stylesheet" fetchpriority="low"');
  const out = html.replace(STYLESHEET, () => `<style>${critical}</style>`).replace(BODY_END, (end) => `\n    ${late}${end}`);
  checkStyles(out);
  return out;
}

/** Every class the prerendered HTML uses must be in the built stylesheet (same naming). */
function checkClasses(body) {
  for (const [, list] of body.matchAll(/ class="([^"]*)"/g)) {
    for (const name of list.split(/\s+/).filter(Boolean)) {
      if (!css.includes(`.${name}`)) throw new Error(`prerender: class ${name} is not in the built CSS`);
    }
  }
}

async function readCss(html) {
  const href = html.match(/<link rel="stylesheet"[^>]* href="([^"]+)"/)?.[1];
  if (!href) throw new Error('prerender: the template links no stylesheet');
  return readFile(`${dist}${href.replace(/^\//, '')}`, 'utf8');
}

function escapeAttribute(value) {
  return value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');
}

/** `/` → index.html, `/About` → About.html (served for the route by the mock server). */
function fileOf(path) {
  return path === '/' ? 'index.html' : `${path.slice(1)}.html`;
}

const written = [];
for (const path of app.prerenderedPaths) {
  const { html, key } = await app.renderPage(path, config);
  await writeFile(`${dist}${fileOf(path)}`, page(template, { rendered: html, key, index: true, inlineCss: true, boot: '/boot.js' }));
  written.push(fileOf(path));
}
const shell = await app.renderShell(config);
await writeFile(`${dist}shell.html`, await withCriticalCss(page(template, { rendered: shell, index: false, firstCall: '/first-call.js' })));
written.push('shell.html');
const notFound = await app.renderNotFound(config);
await writeFile(`${dist}404.html`, page(template, { rendered: notFound, index: false }));
written.push('404.html');

// The frame's form is inert until the entry replaces it: what a visitor typed there would be
// dropped with it, and a tap on its button was the browser's own submit, a reload that lost
// the campaign's parameters (the inputs have no names). `inert`: Chrome 102, Safari 15.5.
const frame = (await promotion.renderFrame(config)).replace(/<form /, '<form inert="" ');
if (!frame.includes('<form inert="" ')) throw new Error('prerender: the promotion frame has no form to hold');
await writeFile(
  `${dist}promotion/index.html`,
  page(promotionTemplate, { rendered: frame, index: true, inlineCss: true, boot: '/promotion/landing.js', telemetry: reporter }),
);
written.push('promotion/index.html');

const publicPaths = [...app.prerenderedPaths, promotion.PROMOTION_PATH];
await writeFile(
  `${dist}robots.txt`,
  [
    // Borrower pages are kept out of search by their noindex, which a Disallow would hide
    // from crawlers; nothing else is off limits.
    'User-agent: *',
    'Allow: /',
    '',
    `Sitemap: ${app.siteUrl('/sitemap.xml')}`,
    '',
  ].join('\n'),
);
await writeFile(
  `${dist}sitemap.xml`,
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPaths.map((path) => `  <url><loc>${app.siteUrl(path)}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n'),
);
const rules = servingRules({
  paths: app.paths,
  prerendered: app.prerenderedPaths,
  promotionPath: promotion.PROMOTION_PATH,
  siteOrigin: app.SITE_ORIGIN,
  clientTimeoutMs: app.API_TIMEOUT_MS,
  contractVersion: app.CONTRACT_VERSION,
  buildId: BUILD_ID,
  inlineScripts: [catcher],
  inlineStyles: [...inlineStyles],
});
for (const { file } of [...rules.routes, rules.notFound]) {
  if (!(await readFile(`${dist}${file.slice(1)}`).catch(() => null)))
    throw new Error(`prerender: ${file} of the serving rules was not written`);
}
await writeFile(`${dist}${RULES_FILE}`, `${JSON.stringify(rules, null, 1)}\n`);
await rm(ssrOut, { recursive: true, force: true });
console.log(`build id ${BUILD_ID}`);
console.log(`prerendered ${written.length} pages (${written.join(', ')}), robots.txt, sitemap.xml at ${app.SITE_ORIGIN}`);
console.log(`shell.html: ${criticalBytes} B of critical CSS inline (budget ${CRITICAL_CSS_MAX_BYTES} B)`);
