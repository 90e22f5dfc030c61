/**
 * The deployment's HTTP checks (scripts/deploy-test.sh runs them): every route of the serving
 * rules, the not-found answers and every class of file, asked of the mock server and of nginx
 * with each encoding a browser may accept, must agree on status, type, encoding, body and the
 * rules' headers; then what the rules promise, asked of nginx: the headers of a public page,
 * a borrower page, the promotion page and a hashed asset, 404 with the not-found page, a 3 MB
 * complaint image and a 6 MB one through the proxy, the JSON client's headers reaching the
 * upstream. docs/serving.md.
 *
 *   node scripts/deploy-check.mjs --mock http://127.0.0.1:18089 --nginx http://127.0.0.1:18090
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { parseArgs } from 'node:util';
import { deflateSync } from 'node:zlib';

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
const bigScript = hashed.filter((name) => name.endsWith('.js')).sort((a, b) => file(`/assets/${b}`).length - file(`/assets/${a}`).length)[0];
const stylesheet = hashed.find((name) => name.endsWith('.css'));
const smallScript = hashed.find((name) => name.endsWith('.js') && file(`/assets/${name}`).length < rules.precompressed.minBytes);
const probes = [
  ...rules.routes.map(({ path }) => `${path}?sessionId=probe&deviceId=probe`),
  '/index.html',
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
  if (answer.headers['cache-control'] !== immutable || !/immutable/.test(immutable)) problems.push(`Cache-Control ${answer.headers['cache-control']}`);
  if (answer.headers['content-encoding'] !== 'br') problems.push(`Content-Encoding ${answer.headers['content-encoding']}, want br`);
  if (!/accept-encoding/i.test(answer.headers.vary ?? '')) problems.push(`Vary ${answer.headers.vary}, want Accept-Encoding`);
  if (answer.headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  check(`nginx: a hashed asset is cached a year, immutable, and sent as its .br`, problems);
}
{
  const answer = await get(values.nginx, '/config.json', {});
  check('nginx: config.json is revalidated', answer.headers['cache-control'] === 'no-cache' ? [] : [`Cache-Control ${answer.headers['cache-control']}`]);
}

/** A PNG of `bytes` or a little more: noise, stored uncompressed so its size is what it says. */
function png(bytes) {
  const width = 1024;
  const height = Math.ceil(bytes / (width * 3 + 1));
  const raw = Buffer.alloc(height * (width * 3 + 1));
  for (let i = 0; i < raw.length; i += 1) raw[i] = (i * 2654435761) >>> 24;
  for (let row = 0; row < height; row += 1) raw[row * (width * 3 + 1)] = 0;
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buffer) => {
    let c = 0xffffffff;
    for (const byte of buffer) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(data.length);
    head.write(type, 4, 'ascii');
    const tail = Buffer.alloc(4);
    tail.writeUInt32BE(crc(Buffer.concat([head.subarray(4), data])));
    return Buffer.concat([head, data, tail]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  // Deflate's stored blocks (level 0): the file is as large as the pixels.
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 0 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** POSTs `image` as the complaint form's upload does, through nginx. */
async function upload(image) {
  const boundary = `----deploy${Date.now()}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="problemImage"; filename="photo.png"\r\nContent-Type: image/png\r\n\r\n`),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const query = 'sessionId=deploy-check&deviceId=deploy&orderId=10482&language=2';
  return get(values.nginx, `/throughout/user-problem/upload-problem-img?${query}`, {
    'Content-Type': `multipart/form-data; boundary=${boundary}`,
    'Content-Length': body.length,
    'X-Requested-With': 'XMLHttpRequest',
  }, 'POST', body);
}
const MB = 1000 * 1000;
{
  const image = png(3 * MB);
  const answer = await upload(image);
  const envelope = answer.headers['content-type']?.startsWith('application/json') ? JSON.parse(answer.body) : undefined;
  check(`nginx: a 3 MB complaint image (${(image.length / MB).toFixed(1)} MB) uploads through the proxy`, answer.status === 200 && envelope?.code === 0 && envelope.data?.url ? [] : [`${answer.status} ${answer.body.toString().slice(0, 200)}`]);
}
{
  const answer = await upload(png(6 * MB));
  const envelope = answer.headers['content-type']?.startsWith('application/json') ? JSON.parse(answer.body) : undefined;
  check('nginx: a 6 MB image reaches the server, which answers with its own message (no bare 413)', answer.status === 200 && envelope?.code !== 0 && /5 MB/.test(envelope?.message ?? '') ? [] : [`${answer.status} ${answer.body.toString().slice(0, 200)}`]);
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
  const journal = JSON.parse((await get(values.mock, `/__mock/requests?page=1&since=${Date.now() - 60_000}`, { Accept: 'application/json' })).body);
  const entry = journal.entries.find((e) => e.headers.some(([name, value]) => name === 'dearest' && value === probe));
  const problems = entry ? (entry.headers.some(([name, value]) => name === 'crp_phe' && value === probe) ? [] : ['crp_phe did not reach the upstream']) : ['the call is not in the mock server\'s journal'];
  check('nginx: the JSON client\'s headers (crp_phe, dearest) reach the upstream', problems);
}

for (const failure of failures) console.error(`FAIL ${failure}`);
console.log(`deployment: ${passed} checks passed, ${failures.length} failed`);
process.exit(failures.length === 0 ? 0 : 1);
