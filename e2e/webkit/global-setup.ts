/**
 * Starts what the WebKit checks drive, once for the run: an X display (Xvfb: WebKitWebDriver's
 * MiniBrowser has no headless mode), Debian's WebKitWebDriver on it, and the mock server serving
 * app/dist (built before: `npm run build`). Stops them all after the run.
 *
 * WEBKIT_PORT (default 18085) is the mock server's port, WEBKIT_DRIVER_PORT (18086) the
 * driver's; WEBKIT_BASE_URL uses an already running mock server instead of starting one;
 * WEBKIT_SERVER replaces the server command, as E2E_SERVER does for Playwright.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = fileURLToPath(new URL('../..', import.meta.url));

declare module 'vitest' {
  export interface ProvidedContext {
    webkit: { baseURL: string; driverURL: string };
  }
}

/** Polls `check` every 50 ms until it holds or `timeoutMs` passes; says what it waited for. */
async function until(what: string, timeoutMs: number, check: () => Promise<boolean>, child?: ChildProcess): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${what}: the process exited with ${child.exitCode}`);
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
}

/** Xvfb on the first free display: `-displayfd` writes the number it took. */
function startXvfb(): Promise<{ display: string; child: ChildProcess }> {
  const child = spawn('Xvfb', ['-displayfd', '3', '-screen', '0', '1024x900x24', '-nolisten', 'tcp'], {
    stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.stdio[3]?.on('data', (chunk: Buffer) => resolve({ display: `:${chunk.toString().trim()}`, child }));
    child.on('error', (error) => reject(new Error(`Xvfb: ${error.message} (apt-get install xvfb)`)));
    child.on('exit', (code) => reject(new Error(`Xvfb exited with ${code}: ${stderr.trim()}`)));
  });
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const children: ChildProcess[] = [];
  const stop = async () => {
    // Each child leads its own process group: the driver's browser processes go with it.
    for (const child of children.reverse()) {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) continue;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGTERM');
      } catch {
        continue; // already gone
      }
      await exited;
    }
  };
  try {
    const xvfb = await startXvfb();
    children.push(xvfb.child);

    const driverPort = Number(process.env.WEBKIT_DRIVER_PORT ?? 18086);
    const driverURL = `http://127.0.0.1:${driverPort}`;
    const driver = spawn('WebKitWebDriver', [`--port=${driverPort}`], {
      env: { ...process.env, DISPLAY: xvfb.display },
      stdio: 'ignore',
      detached: true,
    });
    driver.on('error', () => {});
    children.push(driver);
    await until(
      'WebKitWebDriver (apt-get install webkit2gtk-driver)',
      10_000,
      async () => {
        const status = (await (await fetch(`${driverURL}/status`)).json()) as { value?: { ready?: boolean } };
        return status.value?.ready === true;
      },
      driver,
    );

    let baseURL = process.env.WEBKIT_BASE_URL?.replace(/\/$/, '');
    if (!baseURL) {
      if (!existsSync(`${root}app/dist/index.html`)) throw new Error('app/dist is not built: run `npm run build` first');
      const port = Number(process.env.WEBKIT_PORT ?? 18085);
      const [command = 'cargo', ...args] = (process.env.WEBKIT_SERVER ?? 'cargo run -q -p mock-server --').split(/\s+/);
      const server = spawn(command, [...args, '--port', String(port), '--log', 'warn'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
        detached: true,
      });
      children.push(server);
      baseURL = `http://127.0.0.1:${port}`;
      const url = `${baseURL}/config.json`;
      // A cold cargo build of the server takes a minute or two on 2 cores; a built one starts at once.
      await until(`the mock server on ${port}`, 240_000, async () => (await fetch(url)).ok, server);
    }
    project.provide('webkit', { baseURL, driverURL });
  } catch (error) {
    await stop();
    throw error;
  }
  return stop;
}
