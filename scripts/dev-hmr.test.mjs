// `npm run dev` end to end, on a copy of app/ (under target/, so node_modules resolves): the
// borrower screen opens against the mock's scenario through the dev server's proxy, an edit of
// its message file reaches the open page by hot reload (the page is not reloaded), and the
// promotion page opens. Chromium is Debian's. MOCK_URL (a running mock) or MOCK_SERVER (its
// command) as for scripts/dev.mjs; test.sh passes the mock it has just built.
import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM } from './chromium.ts';
import { devServer, startMock } from './dev.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const LAUNCH =
  'sessionId=dev&deviceId=dev-device&appVersion=2.4.1&deviceName=Dev&osVersion=Android%2014&productId=3&orderId=10482&language=2';

let mock;
let server;
let browser;
let copy;

before(async () => {
  mkdirSync(join(root, 'target'), { recursive: true });
  copy = mkdtempSync(join(root, 'target', 'dev-hmr-'));
  cpSync(join(root, 'app'), join(copy, 'app'), { recursive: true, filter: (path) => !path.includes('/app/dist') });
  // The app's build config reads the engines beside app/ (package.json's browserslist).
  cpSync(join(root, 'package.json'), join(copy, 'package.json'));
  mock = await startMock({ log: () => {} });
  server = await devServer(mock.url, { appDir: join(copy, 'app'), port: 0 });
  server.config.logger.info = () => {};
  await server.listen();
  browser = await chromium.launch(CHROMIUM);
});

after(async () => {
  await browser?.close();
  await server?.close();
  mock?.stop();
  if (copy) rmSync(copy, { recursive: true, force: true });
});

const base = () => server.resolvedUrls.local[0].replace(/\/$/, '');

test('an edit of a screen message reaches the open page by hot reload, against the mock scenario', async () => {
  const page = await browser.newPage();
  await page.goto(`${base()}/loan-confirm?${LAUNCH}&scenario=default`);
  const title = page.getByRole('heading', { level: 1 });
  await title.getByText('Confirmar préstamo', { exact: true }).waitFor({ timeout: 20_000 });
  // The offer came from the mock through the proxy: its details list is on screen.
  await page.getByRole('heading', { level: 2 }).first().waitFor();
  await page.evaluate(() => {
    globalThis.devMarker = 'not reloaded';
  });

  const file = join(copy, 'app/src/screens/loan-confirm/loan-confirm-messages.ts');
  const source = readFileSync(file, 'utf8');
  assert.ok(source.includes("title: 'Confirmar préstamo',"));
  writeFileSync(file, source.replace("title: 'Confirmar préstamo',", "title: 'Confirmar préstamo (editado)',"));

  await title.getByText('Confirmar préstamo (editado)', { exact: true }).waitFor({ timeout: 10_000 });
  assert.equal(await page.evaluate(() => globalThis.devMarker), 'not reloaded');
  await page.close();
});

test('the scenario chosen by query is the one the API answers from', async () => {
  const page = await browser.newPage();
  await page.goto(`${base()}/loan-confirm?${LAUNCH}&scenario=confirm-popup`);
  const cookies = await page.context().cookies();
  assert.equal(cookies.find((c) => c.name === 'mock_scenario')?.value, 'confirm-popup');
  await page.getByRole('dialog').waitFor({ timeout: 20_000 });
  await page.close();
});

test('the promotion page and /__mock open through the dev server', async () => {
  const page = await browser.newPage();
  await page.goto(`${base()}/promotion/?language=2`);
  await page.getByRole('textbox').first().waitFor({ timeout: 20_000 });
  const qa = await page.goto(`${base()}/__mock`);
  assert.equal(qa?.status(), 200);
  await page.close();
});
