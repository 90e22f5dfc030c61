// Configuration of the peer mock servers of scripts/bench-mock.sh, written from snapshots/:
// for every call of the mix (mix.tsv), the default scenario's answer in each language
// (snapshots/default/<operationId>.<es|en>.snap, the JSON after the snapshot's header),
// chosen by the `language` query parameter as the mock server chooses it (1 English, anything
// else Spanish). Writes into the folder given:
//   mockoon.json           a Mockoon environment (mockoon-cli start --data)
//   wiremock/mappings/     WireMock stub mappings (--root-dir wiremock)
//   expected.tsv           method, path, query, form body, language flag and the file of the
//                          body every server should send (expected/N.json), per call
//
//   node scripts/bench/peers.mjs OUT_DIR
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';

const root = new URL('../../', import.meta.url).pathname;
const out = process.argv[2];
if (!out) {
  console.error('usage: node scripts/bench/peers.mjs OUT_DIR');
  process.exit(2);
}
const document = JSON.parse(readFileSync(join(root, 'contract/openapi.json'), 'utf8'));
const calls = readFileSync(join(root, 'scripts/bench/mix.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => {
    const [method, path, query, body] = line.split('\t');
    return { method, path, query, body };
  });
const seen = new Set();
const unique = calls.filter((c) => !seen.has(`${c.method} ${c.path}`) && seen.add(`${c.method} ${c.path}`));

/** The snapshot's JSON, compact as the mock server sends it. */
function answer(id, lang) {
  const text = readFileSync(join(root, 'snapshots/default', `${id}.${lang}.snap`), 'utf8');
  const body = text.slice(text.indexOf('\n---\n') + 5);
  return JSON.stringify(JSON.parse(body));
}

const routes = [];
const expected = [];
mkdirSync(join(out, 'wiremock/mappings'), { recursive: true });
mkdirSync(join(out, 'expected'), { recursive: true });
for (const { method, path, query, body } of unique) {
  const operation = document.paths[path]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${path} is not in contract/openapi.json`);
  const es = answer(operation.operationId, 'es');
  const en = answer(operation.operationId, 'en');
  for (const [flag, text] of [['2', es], ['1', en]]) {
    const file = join(out, 'expected', `${expected.length}.json`);
    writeFileSync(file, text);
    expected.push([method, path, query, body, flag, file].join('\t'));
  }
  const json = { key: 'Content-Type', value: 'application/json' };
  const response = (body, rules, isDefault) => ({
    uuid: randomUUID(),
    body,
    latency: 0,
    statusCode: 200,
    label: '',
    headers: [json],
    bodyType: 'INLINE',
    filePath: '',
    databucketID: '',
    sendFileAsBody: false,
    rules,
    rulesOperator: 'OR',
    disableTemplating: true,
    fallbackTo404: false,
    default: isDefault,
    crudKey: 'id',
    callbacks: [],
  });
  routes.push({
    uuid: randomUUID(),
    type: 'http',
    documentation: operation.operationId,
    method: method.toLowerCase(),
    endpoint: path.slice(1),
    responses: [
      response(en, [{ target: 'query', modifier: 'language', value: '1', invert: false, operator: 'equals' }], false),
      response(es, [], true),
    ],
    responseMode: null,
    streamingMode: null,
    streamingInterval: 0,
  });
  const stub = (body, language, priority) => ({
    priority,
    request: {
      method,
      urlPath: path,
      ...(language ? { queryParameters: { language: { equalTo: language } } } : {}),
    },
    response: { status: 200, headers: { 'Content-Type': 'application/json' }, body },
  });
  const name = `${operation.operationId}-${method.toLowerCase()}`;
  writeFileSync(join(out, 'wiremock/mappings', `${name}.en.json`), JSON.stringify(stub(en, '1', 1)));
  writeFileSync(join(out, 'wiremock/mappings', `${name}.es.json`), JSON.stringify(stub(es, null, 5)));
}
writeFileSync(
  join(out, 'mockoon.json'),
  JSON.stringify({
    uuid: randomUUID(),
    lastMigration: 33,
    name: 'loan-webview-bench',
    endpointPrefix: '',
    latency: 0,
    port: 3000,
    hostname: '127.0.0.1',
    folders: [],
    routes,
    rootChildren: routes.map((r) => ({ type: 'route', uuid: r.uuid })),
    proxyMode: false,
    proxyHost: '',
    proxyRemovePrefix: false,
    tlsOptions: { enabled: false, type: 'CERT', pfxPath: '', certPath: '', keyPath: '', caPath: '', passphrase: '' },
    cors: false,
    headers: [],
    proxyReqHeaders: [],
    proxyResHeaders: [],
    data: [],
    callbacks: [],
  }),
);
writeFileSync(join(out, 'expected.tsv'), `${expected.join('\n')}\n`);
