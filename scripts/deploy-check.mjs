/**
 * The deployment's HTTP checks (scripts/deploy-test.sh runs them): every route of the serving
 * rules, the not-found answers and every class of file, asked of the mock server and of nginx
 * with each encoding a browser may accept, must agree on status, type, encoding, body and the
 * rules' headers; then what the rules promise, asked of nginx: the headers of a public page,
 * a borrower page, the promotion page and a hashed asset, 404 with the not-found page, the JSON
 * client's headers reaching the upstream. (The uploads through the proxy are in
 * e2e/deploy/deploy.spec.ts.) docs/serving.md.
 *
 *   node scripts/deploy-check.mjs --mock http://127.0.0.1:18089 --nginx http://127.0.0.1:18090
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { mock: { type: 'string' }, nginx: { type: 'string' }, dist: { type: 'string', default: 'app/dist' } },
});
if (!values.mock || !values.nginx) throw new Error('--mock and --nginx are required');
const dist = values.dist.replace(/\/$/, '');
const rules = JSON.parse(readFileSync(`${dist}/serving.json`, 'utf8'));

/** One answer, its body as sent (no decoding). */
function get(base, path, headers = {}, method = 'GET', body = undefined) {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { method, headers }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(body);
  });
}

const sha = (bytes) => createHash('sha256').update(bytes).digest('hex').slice(0, 16);
const mediaType = (headers) => (headers['content-type'] ?? '').split(';')[0].trim();
const file = (path) => readFileSync(`${dist}${path}`);

let passed = 0;
const failures = [];
/** One check: `problems` lists what is wrong (none: it passes). */
function check(name, problems) {
  if (problems.length === 0) passed += 1;
  else failures.push(`${name}:\n    ${problems.join('\n    ')}`);
}

/** What the two servers must agree on for one request. */
function summary(answer) {
  const listed = [...Object.keys(rules.headers.all), ...Object.keys(rules.headers.html), 'Cache-Control', 'Content-Encoding'];
  return {
    status: answer.status,
    type: mediaType(answer.headers),
    body: sha(answer.body),
    ...Object.fromEntries(listed.map((name) => [name, answer.headers[name.toLowerCase()] ?? '(none)'])),
  };
}

// The paths: every route (with a launch query), what is not there, and each class of file.
const hashed = readdirSync(`${dist}/assets`);
const bigScript = hashed
  .filter((name) => name.endsWith('.js'))
  .sort((a, b) => file(`/assets/${b}`).length - file(`/assets/${a}`).length)[0];
const stylesheet = hashed.find((name) => name.endsWith('.css'));
const smallScript = hashed.find((name) => name.endsWith('.js') && file(`/assets/${name}`).length < rules.precompressed.minBytes);
const probes = [
  ...rules.routes.map(({ path }) => `${path}?sessionId=probe&deviceId=probe`),
  '/index.html',
  '/shell.html',
  rules.notFound.file,
  '/promotion/index.html',
  '/assets',
  '/assets/',
  '/no-such-page',
  '/About/',
  '/loan-confirm/more',
  '/promotion/elsewhere',
  '/assets/no-such-chunk.js',
  '/favicon.ico',
  ...rules.private.map((prefix) => (prefix.endsWith('/') ? `${prefix}manifest.json` : prefix)),
  '/config.json',
  '/robots.txt',
  '/sitemap.xml',
  '/og-image.png',
  '/boot.js',
  '/promotion/landing.js',
  '/first-call.js',
  '/sw.js',
  `/assets/${bigScript}`,
  `/assets/${stylesheet}`,
  ...(smallScript ? [`/assets/${smallScript}`] : []),
];
const encodings = ['br, gzip', 'gzip', 'identity'];
for (const path of probes) {
  for (const acceptEncoding of encodings) {
    const headers = { 'Accept-Encoding': acceptEncoding };
    const [mock, nginx] = await Promise.all([get(values.mock, path, headers), get(values.nginx, path, headers)]);
    const a = summary(mock);
    const b = summary(nginx);
    const differ = Object.keys(a).filter((key) => a[key] !== b[key]);
    check(
      `mock server and nginx agree on ${path} (Accept-Encoding: ${acceptEncoding})`,
      differ.map((key) => `${key}: mock ${a[key].toString().slice(0, 60)}, nginx ${b[key].toString().slice(0, 60)}`),
    );
  }
}

/** The headers every page of the product carries, and its cache rule. */
function pageHeaders(answer, cacheControl = rules.cache.default) {
  const h = answer.headers;
  const want = { ...rules.headers.all, ...rules.headers.html, 'Cache-Control': cacheControl };
  return Object.entries(want)
    .filter(([name, value]) => h[name.toLowerCase()] !== value)
    .map(([name, value]) => `${name}: ${h[name.toLowerCase()] ?? '(none)'}, want ${value}`);
}
const br = { 'Accept-Encoding': 'br, gzip' };
const pages = [
  ['a public page', '/About', '/About.html', 200],
  ['a borrower page', '/loan-confirm', '/shell.html', 200],
  ['the promotion page', '/promotion/', '/promotion/index.html', 200],
  ['an unknown path', '/no-such-page', rules.notFound.file, rules.notFound.status],
];
for (const [what, path, served, status] of pages) {
  const answer = await get(values.nginx, `${path}?sessionId=s1&deviceId=d1`, br);
  const problems = pageHeaders(answer);
  if (answer.status !== status) problems.push(`status ${answer.status}, want ${status}`);
  if (answer.headers['content-encoding'] !== 'br') problems.push(`Content-Encoding ${answer.headers['content-encoding']}, want br`);
  if (!answer.body.equals(file(`${served}.br`))) problems.push(`the body is not ${served}.br`);
  check(`nginx: ${what} (${path}) answers ${status} with ${served} and its headers`, problems);
}
{
  const answer = await get(values.nginx, `/assets/${bigScript}`, br);
  const problems = [];
  const immutable = rules.cache.prefixes.find(({ prefix }) => prefix === '/assets/')?.cacheControl;
  if (answer.headers['cache-control'] !== immutable || !/immutable/.test(immutable))
    problems.push(`Cache-Control ${answer.headers['cache-control']}`);
  if (answer.headers['content-encoding'] !== 'br') problems.push(`Content-Encoding ${answer.headers['content-encoding']}, want br`);
  if (!/accept-encoding/i.test(answer.headers.vary ?? '')) problems.push(`Vary ${answer.headers.vary}, want Accept-Encoding`);
  if (answer.headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  check(`nginx: a hashed asset is cached a year, immutable, and sent as its .br`, problems);
}
{
  const answer = await get(values.nginx, '/config.json', {});
  check(
    'nginx: config.json is revalidated',
    answer.headers['cache-control'] === 'no-cache' ? [] : [`Cache-Control ${answer.headers['cache-control']}`],
  );
}

{
  // The service worker: revalidated on every check the browser makes, so a new build reaches
  // borrowers at their next open (docs/serving.md "The service worker").
  const answer = await get(values.nginx, '/sw.js', br);
  const problems = [];
  if (answer.status !== 200) problems.push(`status ${answer.status}`);
  if (answer.headers['cache-control'] !== 'no-cache') problems.push(`Cache-Control ${answer.headers['cache-control']}, want no-cache`);
  if (!/javascript/.test(answer.headers['content-type'] ?? '')) problems.push(`Content-Type ${answer.headers['content-type']}`);
  if (answer.headers['content-encoding'] !== 'br' || !answer.body.equals(file('/sw.js.br'))) problems.push('not sent as its .br');
  if (answer.headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  check('nginx: the service worker (/sw.js) is revalidated (no-cache), JavaScript, sent as its .br', problems);
}

{
  // crp_phe has an underscore: nginx drops such names unless told not to.
  const probe = `deploy-${Date.now()}`;
  await get(values.nginx, '/throughout/v3/loan-details/loan-details?sessionId=deploy-check&orderId=10482', {
    crp_phe: probe,
    dearest: probe,
    'X-Requested-With': 'XMLHttpRequest',
    'Sec-Fetch-Mode': 'cors',
  });
  const journal = JSON.parse(
    (await get(values.mock, `/__mock/requests?page=1&since=${Date.now() - 60_000}`, { Accept: 'application/json' })).body,
  );
  const entry = journal.entries.find((e) => e.headers.some(([name, value]) => name === 'dearest' && value === probe));
  const problems = entry
    ? entry.headers.some(([name, value]) => name === 'crp_phe' && value === probe)
      ? []
      : ['crp_phe did not reach the upstream']
    : ["the call is not in the mock server's journal"];
  check("nginx: the JSON client's headers (crp_phe, dearest) reach the upstream", problems);
}

for (const failure of failures) console.error(`FAIL ${failure}`);
console.log(`deployment: ${passed} checks passed, ${failures.length} failed`);
process.exit(failures.length === 0 ? 0 : 1);
