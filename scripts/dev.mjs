#!/usr/bin/env node
/**
 * `npm run dev`: Vite's dev server (hot reload) for the borrower entry (/) and the promotion page
 * (/promotion/), in front of the mock server. The API, the QA pages and their media (/__mock),
 * the hosted privacy page and the OpenAPI document go to the mock; the app's own files,
 * config.json included (the mock serves the same file), come from Vite.
 *
 *   npm run dev                                  # starts the mock (cargo run) on a free port
 *   MOCK_URL=http://127.0.0.1:8080 npm run dev   # a mock server already running
 *   DEV_PORT=5180 npm run dev                    # another port than 5173
 *
 * MOCK_SERVER names the mock's command instead of `cargo run -q -p mock-server --` (e.g. a
 * built target/debug/mock-server); DEV_ROOT serves another copy of app/ (the hot-reload test).
 * A page opened with `?scenario=` or `?mock_seed=` (as /__mock's links are) gets the mock's
 * cookie for it, so the page's API calls answer from that scenario, as they do from the mock.
 */
import { spawn } from 'node:child_process';
import { createServer as createNetServer } from 'node:net';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer } from 'vite';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

/**
 * What the mock server answers rather than Vite: path prefixes (`/telemetry/`: config.json's
 * telemetryPath, the field telemetry, docs/telemetry.md).
 */
export const MOCK_PREFIXES = ['/throughout/', '/api/', '/__mock', '/hosted/', '/openapi.json', '/docs', '/telemetry/'];

/** Query parameters the mock remembers in a cookie when a page is opened with them. */
const REMEMBERED = ['scenario', 'mock_seed'];

/** A free loopback port. */
function freePort() {
  return new Promise((done, fail) => {
    const server = createNetServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

async function answers(url) {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false;
  }
}

/** Starts the mock server on a free port (or takes MOCK_URL's); resolves to its URL and a stop. */
export async function startMock({ log = console.log } = {}) {
  if (process.env.MOCK_URL) {
    const url = process.env.MOCK_URL.replace(/\/$/, '');
    if (!(await answers(`${url}/config.json`))) throw new Error(`MOCK_URL ${url} does not answer /config.json`);
    return { url, stop: () => {} };
  }
  const port = await freePort();
  const command = process.env.MOCK_SERVER ?? 'cargo run -q -p mock-server --';
  log(`dev: starting the mock server (${command}) on port ${port}`);
  // No shell between: stop() must reach the server itself, not a shell that would leave it running.
  const [program, ...args] = command.split(' ').filter(Boolean);
  const child = spawn(program, [...args, '--port', String(port)], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr.on('data', (chunk) => {
    errors = `${errors}${chunk}`.slice(-4000);
  });
  const url = `http://127.0.0.1:${port}`;
  // A cold cargo build takes a minute or two on 2 cores.
  for (let waited = 0; waited < 300_000; waited += 250) {
    if (child.exitCode !== null) throw new Error(`the mock server exited (${child.exitCode}) before it answered:\n${errors}`);
    if (await answers(`${url}/config.json`)) return { url, stop: () => child.kill() };
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill();
  throw new Error(`the mock server did not answer on ${url} within 5 minutes`);
}

/**
 * A page opened with ?scenario= or ?mock_seed=: the same URL's query is asked of the mock, whose
 * Set-Cookie (the scenario it remembers) goes out with the page. Cookies are per host, not per
 * port, so the page's proxied API calls then carry it.
 */
function rememberScenario(mockUrl) {
  return {
    name: 'dev-remember-scenario',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const url = new URL(req.url ?? '/', 'http://dev');
        const wantsPage = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
        if (wantsPage && REMEMBERED.some((name) => url.searchParams.has(name))) {
          try {
            const answer = await fetch(`${mockUrl}/config.json${url.search}`);
            const cookies = answer.headers.getSetCookie();
            if (cookies.length > 0) res.setHeader('set-cookie', cookies);
          } catch (error) {
            server.config.logger.warn(`dev: the mock did not answer (${error.message})`);
          }
        }
        next();
      });
    },
  };
}

/** Vite's dev server over app/ (or `appDir`) in front of the mock at `mockUrl`; not listening yet. */
export function devServer(mockUrl, { appDir = join(root, 'app'), port = 5173 } = {}) {
  const proxy = Object.fromEntries(MOCK_PREFIXES.map((prefix) => [`^${prefix.replace(/[.]/g, '\\.')}`, { target: mockUrl }]));
  return createServer({
    configFile: join(appDir, 'vite.config.ts'),
    plugins: [rememberScenario(mockUrl)],
    server: { host: '127.0.0.1', port, strictPort: true, proxy },
    clearScreen: false,
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const mock = await startMock();
  const server = await devServer(mock.url, {
    appDir: process.env.DEV_ROOT ? resolve(process.env.DEV_ROOT) : undefined,
    port: Number(process.env.DEV_PORT ?? 5173),
  });
  await server.listen();
  const base = server.resolvedUrls?.local[0] ?? 'http://127.0.0.1:5173/';
  console.log(`dev: borrower ${base}  promotion ${base}promotion/  scenarios ${base}__mock  (API -> ${mock.url})`);
  const stop = async () => {
    await server.close();
    mock.stop();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
