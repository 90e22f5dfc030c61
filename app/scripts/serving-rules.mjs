/**
 * The serving rules of app/dist, in one place: which file answers which path, the headers, the
 * cache rules, the precompressed copies and the API's path prefixes with their limits. The
 * build writes them beside the bundle as `serving.json` (app/scripts/prerender.mjs); the mock
 * server serves the bundle from that file and app/scripts/nginx-conf.mjs turns it into nginx's
 * configuration, so the two cannot drift apart (scripts/deploy-check.mjs proves it).
 * What each rule is for: docs/serving.md.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The file the build writes into app/dist. */
export const RULES_FILE = 'serving.json';

/**
 * The releases a served folder keeps, written there by scripts/install-release.mjs (docs/serving.md
 * "Deploying a release"): never served.
 */
export const RELEASES_FILE = 'releases.json';

/** The precompressed copies app/scripts/precompress.mjs writes beside each text file. */
export const PRECOMPRESSED = {
  encodings: [
    { encoding: 'br', suffix: '.br' },
    { encoding: 'gzip', suffix: '.gz' },
  ],
  extensions: ['js', 'css', 'html', 'json', 'txt', 'xml', 'svg', 'map'],
  // Below this a compressed copy saves less than its own headers cost.
  minBytes: 1024,
};

/**
 * The Content-Security-Policy of the bundle's pages: scripts from the site only (no eval; the
 * one inline script, the telemetry catcher, is allowed by its hash: `servingRules`), styles
 * from the site and the pages' own inline stylesheets, each by its hash (the public pages'
 * whole stylesheet, the borrower shell's critical CSS; no `'unsafe-inline'`), images also as
 * data: and blob: (previews of picked photos), frames of the site only. A web server adds the
 * API's and the hosted privacy page's origins when config.json puts them elsewhere
 * (nginx-conf.mjs).
 */
export const CSP = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'style-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'frame-src': ["'self'"],
  'frame-ancestors': ["'self'"],
  'worker-src': ["'self'"],
  'manifest-src': ["'self'"],
  'media-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
};

/** The CSP source that allows exactly `text` as an inline script or style. */
export function cspHash(text) {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** The CSP as a header value. */
export function cspValue(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/**
 * Powerful features the pages may use: geolocation on the site itself (the test preview's
 * location check) and the clipboard write of the copy buttons; every other one denied, camera
 * and microphone included: the complaint's photo picker is a file input, which no policy
 * feature governs (the system's picker offers the camera itself). Only names Chromium and
 * WebKit know: an unknown one is a console error on every page.
 */
export const PERMISSIONS_POLICY = [
  'geolocation=(self)',
  'clipboard-write=(self)',
  ...['accelerometer', 'autoplay', 'camera', 'display-capture', 'encrypted-media', 'fullscreen', 'gyroscope']
    .concat(['magnetometer', 'microphone', 'midi', 'payment', 'picture-in-picture', 'publickey-credentials-get'])
    .concat(['screen-wake-lock', 'usb', 'xr-spatial-tracking'])
    .map((feature) => `${feature}=()`),
].join(', ');

/** Vite's content-hashed files: a new build gives them new names. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Path prefixes of the contract's calls: the first segment of every path of the document. */
export function apiPrefixes(openapi) {
  const prefixes = new Set(Object.keys(openapi.paths).map((path) => `/${path.split('/')[1]}/`));
  if (prefixes.size === 0) throw new Error('serving rules: the contract has no paths');
  return [...prefixes].sort();
}

/**
 * The rules of a build: `paths` the route table, `prerendered` the public routes with files of
 * their own, `promotionPath` the promotion page, `clientTimeoutMs` how long the API clients
 * wait, `contractVersion` the contract the bundle was built against (its generated constant,
 * which the mock server's QA page compares with its own), `buildId` the build's id (every page's
 * `<meta name="build-id">`: docs/serving.md "Releases"), `inlineScripts` the pages' inline
 * scripts (the telemetry catcher) and `inlineStyles` their inline stylesheets, allowed by their
 * hashes. The API's path prefixes and the
 * upload limit come from the contract (`contract/openapi.json`, its `x-constants`).
 */
export function servingRules({
  paths,
  prerendered,
  promotionPath,
  siteOrigin,
  clientTimeoutMs,
  contractVersion,
  buildId,
  inlineScripts = [],
  inlineStyles = [],
}) {
  const openapi = JSON.parse(readFileSync(fileURLToPath(new URL('../../contract/openapi.json', import.meta.url)), 'utf8'));
  const imageMaxBytes = openapi['x-constants']?.upload?.maxBytes;
  if (!Number.isInteger(imageMaxBytes)) throw new Error('serving rules: the contract has no x-constants.upload.maxBytes');
  const fileOf = (path) => (path === '/' ? '/index.html' : `${path}.html`);
  const routes = [];
  for (const path of new Set(Object.values(paths))) {
    const own = prerendered.includes(path);
    routes.push({ path, file: own ? fileOf(path) : '/shell.html', kind: own ? 'public' : 'borrower' });
  }
  const promotionFile = `${promotionPath}index.html`;
  routes.push({ path: promotionPath, file: promotionFile, kind: 'promotion' });
  // The page's address without its slash: the same frame (its routes live in the hash).
  routes.push({ path: promotionPath.replace(/\/$/, ''), file: promotionFile, kind: 'promotion' });
  if (typeof contractVersion !== 'string' || contractVersion === '') throw new Error('serving rules: no contract version');
  if (typeof buildId !== 'string' || buildId === '') throw new Error('serving rules: no build id');
  const MiB = 1024 * 1024;
  const hashes = (texts) => [...new Set(texts.map(cspHash))];
  const csp = {
    ...CSP,
    'script-src': [...CSP['script-src'], ...hashes(inlineScripts)],
    'style-src': [...CSP['style-src'], ...hashes(inlineStyles)],
  };
  return {
    contractVersion,
    buildId,
    siteOrigin,
    routes,
    notFound: { file: '/404.html', status: 404 },
    // Build by-products and the install's record of releases, which no visitor needs: answered
    // as unknown paths.
    private: ['/.vite/', `/${RULES_FILE}`, `/${RELEASES_FILE}`],
    headers: {
      all: { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'same-origin' },
      html: {
        'Content-Security-Policy': cspValue(csp),
        'Permissions-Policy': PERMISSIONS_POLICY,
        'X-Frame-Options': 'SAMEORIGIN',
      },
    },
    csp,
    cache: { prefixes: [{ prefix: '/assets/', cacheControl: IMMUTABLE }], default: 'no-cache' },
    precompressed: PRECOMPRESSED,
    api: {
      prefixes: apiPrefixes(openapi),
      // One image per upload: its limit and the multipart framing, with room so that a file
      // just over the limit reaches the server's own message instead of a bare 413.
      bodyLimitBytes: Math.ceil((imageMaxBytes * 1.5) / MiB) * MiB,
      // The clients give up after this; a proxy waits a little longer, so the answer of a slow
      // call still arrives and the client's own timeout message is what a borrower sees.
      clientTimeoutMs,
      proxyTimeoutMs: clientTimeoutMs + 5_000,
    },
  };
}
