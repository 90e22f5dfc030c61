/**
 * nginx's configuration for app/dist, generated from the serving rules the build wrote beside it
 * (serving.json, see serving-rules.mjs): each route its file, 404 with the not-found page for
 * anything else, the headers and cache rules, the precompressed copies (Debian's brotli static
 * module and gzip_static), and the contract's path prefixes proxied to the API upstream.
 * Everything nginx writes goes into the work folder, so it runs as any user
 * (scripts/serve-nginx.sh). What each rule is for: docs/serving.md.
 *
 *   node app/scripts/nginx-conf.mjs --work DIR --port 8081 --upstream http://127.0.0.1:8080 \
 *     [--dist app/dist] [--config config.json] [--bind 127.0.0.1] [--also /__mock/,/hosted/] \
 *     [--telemetry http://collector:4318]
 *
 *   node app/scripts/nginx-conf.mjs --again DIR
 *
 * writes DIR/nginx.conf, and the options it was made with into DIR/nginx-conf.json, from which
 * `--again` makes it anew (a release installed into the served folder: scripts/install-release.mjs).
 * `--config` serves that file as /config.json (an environment's own)
 * and widens the CSP to the API and hosted-page origins it names; `--also` proxies more path
 * prefixes to the upstream (the mock server's media and hosted page, when it stands in for
 * the backend). `--telemetry` is an OpenTelemetry Collector's OTLP/HTTP receiver: config.json's
 * `telemetryPath` is proxied to its `/v1/logs`; without it that path answers 204 and the records
 * are dropped (docs/telemetry.md "Pointing a deployment at a collector").
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { RELEASES_FILE, RULES_FILE, cspValue } from './serving-rules.mjs';

/** Debian's path of the brotli static module (libnginx-mod-http-brotli-static). */
export const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

/** Media types by extension, the same the mock server sends (mime_guess), for the bundle's files. */
const TYPES = {
  'text/html': ['html'],
  'text/css': ['css'],
  'text/javascript': ['js', 'mjs'],
  'application/json': ['json', 'map'],
  'text/plain': ['txt'],
  'text/xml': ['xml'],
  'image/svg+xml': ['svg'],
  'image/png': ['png'],
  'image/jpeg': ['jpg', 'jpeg'],
  'image/webp': ['webp'],
  'image/x-icon': ['ico'],
  'font/woff2': ['woff2'],
  'application/manifest+json': ['webmanifest'],
};

/** The origin of `url` when it is absolute (http or https), else undefined (the site itself). */
function originOf(url) {
  if (!/^https?:\/\//i.test(url ?? '')) return undefined;
  return new URL(url).origin;
}

/** Where nginx-conf.mjs keeps the options a configuration was made with (`--again`). */
export const OPTIONS_FILE = 'nginx-conf.json';

/**
 * The hashes of the inline script and styles of the releases a served folder keeps (its
 * releases.json, written by scripts/install-release.mjs), by directive; none without one.
 */
export function keptInline(dist) {
  const path = `${dist}/${RELEASES_FILE}`;
  if (!existsSync(path)) return {};
  const kept = {};
  for (const { inline = {} } of JSON.parse(readFileSync(path, 'utf8')).releases) {
    for (const [directive, sources] of Object.entries(inline)) kept[directive] = [...(kept[directive] ?? []), ...sources];
  }
  return kept;
}

/**
 * The CSP for a config.json whose API or hosted privacy page may live on other origins. `kept`:
 * the inline hashes of the releases the folder keeps, allowed too, so that the pages of the
 * release being installed and of the one before work whichever configuration nginx has loaded
 * (docs/serving.md "Deploying a release").
 */
export function cspFor(rules, config, kept = {}) {
  const csp = structuredClone(rules.csp);
  for (const [directive, sources] of Object.entries(kept)) {
    for (const source of sources) if (!csp[directive]?.includes(source)) csp[directive]?.push(source);
  }
  const api = originOf(config.apiBase);
  // The API's answers and the images it serves (captcha, logos, uploads).
  if (api) for (const directive of ['connect-src', 'img-src']) csp[directive].push(api);
  const hosted = originOf(config.hostedPrivacyUrl);
  if (hosted) csp['frame-src'].push(hosted);
  return cspValue(csp);
}

/**
 * The field telemetry's path (config.json's `telemetryPath`, a path of the site): proxied to
 * the Collector's `/v1/logs` as it came, with nothing of the visitor's (no cookie, no referrer,
 * whose query holds the launch parameters, no forwarded address); without a Collector, 204 and
 * nothing kept. No location when the path is empty (the bundle sends nothing).
 */
export function telemetryConf(path, telemetry, rules) {
  if (typeof path !== 'string' || !/^\/(?!\/)[^\\\s;{}"]*$/.test(path)) return '';
  const all = Object.entries(rules.headers.all).map(([name, value]) => `    add_header ${name} ${quote(value)} always;`);
  if (!telemetry)
    return `  location = ${path} {\n    # No TELEMETRY_UPSTREAM: the records are dropped.\n${all.join('\n')}\n    return 204;\n  }`;
  return `  location = ${path} {
    limit_except POST {
      deny all;
    }
    # A beacon or a keepalive fetch carries 64 KiB at most.
    client_max_body_size 64k;
    proxy_pass ${telemetry}/v1/logs;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Cookie "";
    proxy_set_header Referer "";
    proxy_set_header X-Forwarded-For "";
    proxy_connect_timeout 2s;
    proxy_read_timeout 10s;
${Object.keys(rules.headers.all)
  .map((name) => `    proxy_hide_header ${name};`)
  .join('\n')}
${all.join('\n')}
  }`;
}

const quote = (value) => `"${String(value).replaceAll('\\', '\\\\').replaceAll('"', '\\"')}"`;

/**
 * The configuration. `dist` the bundle, `rules` its serving.json, `config` the config.json
 * served, `configFile` its path when not the bundle's own, `work` the work folder.
 */
export function nginxConf({ dist, rules, config, configFile, work, bind, port, upstream, also = [], telemetry, kept = {} }) {
  if (!/^https?:\/\/[^/]+$/.test(upstream)) throw new Error(`the upstream must be scheme://host[:port] with no path, not ${upstream}`);
  if (telemetry !== undefined && !/^https?:\/\/[^/]+$/.test(telemetry))
    throw new Error(
      `the telemetry upstream must be scheme://host[:port] with no path (the Collector's OTLP/HTTP receiver), not ${telemetry}`,
    );
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`no such port: ${port}`);
  const csp = cspFor(rules, config, kept);
  const html = { ...rules.headers.html, 'Content-Security-Policy': csp };
  // Headers: `always`, so 404s carry them too. An `add_header` in a location drops every one
  // of the server's, so each location lists its own (headers()).
  const headers = (cacheControl, indent = '    ') =>
    [
      ...Object.entries(rules.headers.all).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
      // HTML only, by the type of the answer (an empty value sends no header).
      ...Object.keys(html).map((name) => `add_header ${name} $html_${name.toLowerCase().replaceAll('-', '_')} always;`),
      `add_header Cache-Control ${quote(cacheControl)} always;`,
    ]
      .map((line) => indent + line)
      .join('\n');
  const maps = Object.entries(html)
    .map(
      ([name, value]) =>
        `  map $sent_http_content_type $html_${name.toLowerCase().replaceAll('-', '_')} {\n    ~^text/html ${quote(value)};\n    default "";\n  }`,
    )
    .join('\n');
  const types = Object.entries(TYPES)
    .map(([type, extensions]) => `    ${type} ${extensions.join(' ')};`)
    .join('\n');
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((name) => `  ${name}_temp_path ${quote(`${work}/tmp/${name}`)};`);
  const routes = rules.routes
    .map(({ path, file }) => `  location = ${path} {\n    try_files ${file} =404;\n${headers(rules.cache.default)}\n  }`)
    .join('\n');
  const cached = rules.cache.prefixes
    .map(({ prefix, cacheControl }) => `  location ^~ ${prefix} {\n    try_files $uri =404;\n${headers(cacheControl)}\n  }`)
    .join('\n');
  const hidden = (rules.private ?? []).map((path) => `  location ^~ ${path} {\n    return 404;\n  }`).join('\n');
  const api = rules.api;
  const proxied = [...api.prefixes, ...also]
    .map(
      (prefix) => `  location ^~ ${prefix} {
    proxy_pass ${upstream};
    proxy_http_version 1.1;
    proxy_set_header Host $http_host;
    proxy_set_header Connection "";
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    # The upstream's own transport headers give way to the site's.
${Object.keys(rules.headers.all)
  .map((name) => `    proxy_hide_header ${name};`)
  .join('\n')}
${Object.entries(rules.headers.all)
  .map(([name, value]) => `    add_header ${name} ${quote(value)} always;`)
  .join('\n')}
  }`,
    )
    .join('\n');
  const telemetryLocation = telemetryConf(config.telemetryPath, telemetry, rules);
  const configLocation = configFile
    ? `  location = /config.json {\n    alias ${quote(configFile)};\n    default_type application/json;\n${headers(rules.cache.default)}\n  }`
    : '';
  return `# Generated by app/scripts/nginx-conf.mjs from ${resolve(dist, RULES_FILE)}: do not edit,
# change the serving rules (app/scripts/serving-rules.mjs) and build again. docs/serving.md.
load_module ${BROTLI_MODULE};
daemon off;
worker_processes 1;
pid ${quote(`${work}/nginx.pid`)};
error_log stderr warn;
events {
  worker_connections 512;
}
http {
  types {
${types}
  }
  default_type application/octet-stream;
  charset utf-8;
  charset_types text/css text/javascript application/json text/plain text/xml image/svg+xml;
  access_log off;
  server_tokens off;
  sendfile on;
  tcp_nopush on;
  keepalive_timeout 65s;
${temp.join('\n')}
  # The build's .br and .gz copies, by Accept-Encoding; nothing is compressed per request.
  brotli_static on;
  gzip_static on;
  gzip_vary on;
  # One complaint image per request (its limit and the multipart framing, with room).
  client_max_body_size ${Math.ceil(api.bodyLimitBytes / 1024)}k;
  # The clients give up after ${api.clientTimeoutMs / 1000} s: the proxy waits a little longer.
  proxy_connect_timeout 5s;
  proxy_send_timeout ${Math.ceil(api.proxyTimeoutMs / 1000)}s;
  proxy_read_timeout ${Math.ceil(api.proxyTimeoutMs / 1000)}s;
${maps}
  server {
    listen ${bind}:${port};
    server_name _;
    root ${quote(resolve(dist))};
    absolute_redirect off;
    # The JSON client's headers crp_phe and the like: nginx drops names with "_" otherwise.
    underscores_in_headers on;
    error_page 404 ${rules.notFound.file};
${routes.replaceAll(/^/gm, '  ')}
${cached.replaceAll(/^/gm, '  ')}
${hidden.replaceAll(/^/gm, '  ')}
${configLocation.replaceAll(/^/gm, '  ')}
${proxied.replaceAll(/^/gm, '  ')}
${telemetryLocation.replaceAll(/^/gm, '  ')}
    location = ${rules.notFound.file} {
${headers(rules.cache.default, '      ')}
    }
    location / {
      try_files $uri =404;
${headers(rules.cache.default, '      ')}
    }
  }
}
`;
}

function main() {
  const { values: given } = parseArgs({
    options: {
      work: { type: 'string' },
      port: { type: 'string' },
      upstream: { type: 'string' },
      dist: { type: 'string', default: 'app/dist' },
      config: { type: 'string' },
      bind: { type: 'string', default: '127.0.0.1' },
      also: { type: 'string', default: '' },
      telemetry: { type: 'string' },
      again: { type: 'string' },
    },
  });
  // The options the configuration in that folder was made with, its paths absolute.
  const values = given.again ? JSON.parse(readFileSync(`${resolve(given.again)}/${OPTIONS_FILE}`, 'utf8')) : given;
  for (const name of ['work', 'port', 'upstream']) {
    if (!values[name]) throw new Error(`--${name} is required (see the head of app/scripts/nginx-conf.mjs)`);
  }
  const dist = resolve(values.dist);
  let rules;
  try {
    rules = JSON.parse(readFileSync(`${dist}/${RULES_FILE}`, 'utf8'));
  } catch (error) {
    throw new Error(`${dist}/${RULES_FILE}: ${error.message} (build the bundle first: npm run build)`);
  }
  const configFile = values.config ? resolve(values.config) : undefined;
  const config = JSON.parse(readFileSync(configFile ?? `${dist}/config.json`, 'utf8'));
  const also = values.also.split(/[,\s]+/).filter(Boolean);
  for (const prefix of also) {
    if (!/^\/[^\s;{}"]*\/$/.test(prefix)) throw new Error(`--also: ${prefix} is not a path prefix like /__mock/`);
  }
  const work = resolve(values.work);
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) mkdirSync(`${work}/tmp/${name}`, { recursive: true });
  const conf = nginxConf({
    dist,
    rules,
    config,
    configFile,
    work,
    bind: values.bind,
    port: Number(values.port),
    upstream: values.upstream.replace(/\/+$/, ''),
    also,
    telemetry: values.telemetry ? values.telemetry.replace(/\/+$/, '') : undefined,
    kept: keptInline(dist),
  });
  writeFileSync(`${work}/nginx.conf`, conf);
  const options = { ...values, dist, work, config: configFile };
  delete options.again;
  writeFileSync(`${work}/${OPTIONS_FILE}`, `${JSON.stringify(options, null, 1)}\n`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main();
  } catch (error) {
    console.error(`nginx-conf: ${error.message}`);
    process.exit(1);
  }
}
