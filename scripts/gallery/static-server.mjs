// A plain static file server for the built Storybook (what a designer's file server does: no
// Storybook server, no mock server), on a loopback port (a free one unless given). Used by the gallery
// (scripts/gallery.mjs), the Docs pages check (scripts/docs-pages.mjs) and the static Storybook
// check (stories/check-static.mjs).
import { spawn } from 'node:child_process';
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Serves the files under `root` on `port` (0: a free one); resolves to its address and the function that stops it. */
export async function serveStatic(root, port = 0) {
  const server = createServer((request, response) => {
    const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
    let file = join(root, path);
    if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
    if (!file.startsWith(root) || !existsSync(file)) {
      response.writeHead(404).end('not found');
      return;
    }
    // The build's chunks have their hash in their name: the browser may keep them (and the code
    // it compiled from them) for the run, instead of fetching and compiling them again for every
    // frame of a Docs page.
    const cache = path.startsWith('/assets/') ? { 'Cache-Control': 'public, max-age=3600, immutable' } : {};
    response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream', ...cache });
    createReadStream(file).pipe(response);
  });
  await new Promise((done) => server.listen(port, '127.0.0.1', () => done(undefined)));
  const address = server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  return { base, close: () => server.close() };
}

const repo = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Serves `root` on `port` and runs Playwright's `config` against it (the gallery, the Docs pages
 * check): `env(base)` gives the variables that tell the tests the server's address; `args` go to
 * Playwright. Resolves to Playwright's exit status once it ends and the server is stopped.
 */
export async function runPlaywrightOver(root, port, { config, args = [], env }) {
  const server = await serveStatic(root, port);
  // Asynchronous: this process's static server answers the browsers meanwhile.
  const run = spawn(process.execPath, [join(repo, 'node_modules/@playwright/test/cli.js'), 'test', '-c', config, ...args], {
    stdio: 'inherit',
    env: { ...process.env, ...env(server.base) },
  });
  const status = await new Promise((done) => run.on('exit', (code) => done(code ?? 1)));
  server.close();
  return status;
}
