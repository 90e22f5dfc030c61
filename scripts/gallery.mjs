// The gallery: a static page with a 390×844 screenshot of every screen story (every
// scenario × language the stories file declares), grouped by screen, each image linking to
// its story. It reads the built Storybook's index.json, so it grows with each new stories
// file by itself, and fails when a story does not render (its play function included).
//
// Usage: node scripts/gallery.mjs [--storybook DIR] [--out DIR] [--all] [--concurrency N]
//   --storybook  the built Storybook (default stories/storybook-static; `npm run build-storybook`)
//   --out        where the page goes (default test-results/gallery; the mock server serves it
//                at /__mock/gallery/)
//   --all        every story, the UI kit too (default: titles under "Screens/")
//   --concurrency  pages rendering at once in the one browser (default 2)
import { createReadStream, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const repo = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const root = resolve(option('--storybook', join(repo, 'stories/storybook-static')));
const out = resolve(option('--out', join(repo, 'test-results/gallery')));
const all = args.includes('--all');
const concurrency = Math.max(1, Number(option('--concurrency', '2')) || 2);
const RENDER_TIMEOUT = 30_000;

if (!existsSync(join(root, 'index.json'))) {
  console.error(`${root}/index.json is missing: run \`npm run build-storybook\` first`);
  process.exit(1);
}

const index = JSON.parse(readFileSync(join(root, 'index.json'), 'utf8'));
const stories = Object.values(index.entries)
  .filter((e) => e.type === 'story' && (all || e.title.startsWith('Screens/')))
  .sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
if (stories.length === 0) {
  console.error('no screen stories in index.json');
  process.exit(1);
}

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
const server = createServer((request, response) => {
  const path = normalize(decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname)).replace(/^(\.\.[/\\])+/, '');
  let file = join(root, path);
  if (existsSync(file) && statSync(file).isDirectory()) file = join(file, 'index.html');
  if (!file.startsWith(root) || !existsSync(file)) {
    response.writeHead(404).end('not found');
    return;
  }
  response.writeHead(200, { 'Content-Type': types[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file).pipe(response);
});
await new Promise((done) => server.listen(0, '127.0.0.1', () => done(undefined)));
const address = server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'shots'), { recursive: true });

const started = Date.now();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-dev-shm-usage'],
});
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
/** @type {Map<string, { ok: boolean, error?: string }>} */
const results = new Map();

/**
 * Renders one story and waits until Storybook says it is done (play function included). The
 * first story of a page loads the preview; the next ones switch story inside it, as the
 * Storybook manager does, which saves loading the preview again for each story.
 */
async function shoot(page, story, first) {
  const errors = [];
  const onError = (error) => errors.push(error.message);
  page.on('pageerror', onError);
  try {
    if (first) {
      await page.goto(`${base}/iframe.html?id=${encodeURIComponent(story.id)}&viewMode=story`);
    } else {
      await page.evaluate((id) => {
        window.__STORYBOOK_PREVIEW__.channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
      }, story.id);
    }
    const phase = await page
      .waitForFunction(
        (id) => {
          const render = window.__STORYBOOK_PREVIEW__?.currentRender;
          const p = render?.id === id ? render.phase : undefined;
          return p === 'completed' || p === 'finished' || p === 'errored' || p === 'aborted' ? p : false;
        },
        story.id,
        { timeout: RENDER_TIMEOUT, polling: 100 },
      )
      .then((h) => h.jsonValue());
    const shown = await page.evaluate(() => document.body.className);
    await page.screenshot({ path: join(out, 'shots', `${story.id}.png`) });
    if ((phase !== 'completed' && phase !== 'finished') || shown.includes('sb-show-errordisplay')) {
      const text = await page.locator('#error-message').innerText().catch(() => '');
      results.set(story.id, { ok: false, error: `${phase}: ${text || errors.join('; ') || 'error display shown'}` });
    } else {
      results.set(story.id, { ok: true });
    }
  } catch (error) {
    results.set(story.id, { ok: false, error: error instanceof Error ? error.message.split('\n')[0] : String(error) });
  } finally {
    page.off('pageerror', onError);
  }
}

const queue = [...stories];
await Promise.all(
  Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    const page = await context.newPage();
    let first = true;
    for (let story = queue.shift(); story; story = queue.shift()) {
      await shoot(page, story, first);
      // After a failure the preview may be in any state: load it again for the next story.
      first = !results.get(story.id)?.ok;
    }
    await page.close();
  }),
);
await browser.close();
server.close();

const escape = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const groups = new Map();
for (const story of stories) {
  const list = groups.get(story.title) ?? [];
  list.push(story);
  groups.set(story.title, list);
}
const sections = [...groups]
  .map(([title, list]) => {
    const figures = list
      .map((s) => {
        const r = results.get(s.id);
        const link = `/storybook/?path=/story/${encodeURIComponent(s.id)}`;
        const status = r?.ok ? '' : `<br><strong class="bad">did not render: ${escape(r?.error ?? '?')}</strong>`;
        return `<figure><a href="${link}"><img src="shots/${escape(s.id)}.png" alt="${escape(`${title} — ${s.name}`)}" loading="lazy" width="195" height="422"></a><figcaption><a href="${link}">${escape(s.name)}</a>${status}</figcaption></figure>`;
      })
      .join('\n');
    const name = title.replace(/^Screens\//, '');
    return `<section class="screen" id="${escape(name.toLowerCase().replace(/[^a-z0-9]+/g, '-'))}"><h2>${escape(name)} <small>${list.length} stories</small></h2><div class="shots">${figures}</div></section>`;
  })
  .join('\n');
const failed = stories.filter((s) => !results.get(s.id)?.ok);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
writeFileSync(
  join(out, 'index.html'),
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gallery — every screen story</title><link rel="stylesheet" href="gallery.css">
<h1>Gallery</h1>
<p>${stories.length} stories at 390×844 from the built Storybook, grouped by screen; ${failed.length} did not render. Each image opens its story in <a href="/storybook/">Storybook</a>. <a href="/__mock">QA page</a></p>
<nav>${[...groups.keys()].map((t) => { const n = t.replace(/^Screens\//, ''); return `<a href="#${escape(n.toLowerCase().replace(/[^a-z0-9]+/g, '-'))}">${escape(n)}</a>`; }).join(' ')}</nav>
${sections}
</html>
`,
);
writeFileSync(
  join(out, 'gallery.css'),
  `body{font:14px/1.45 system-ui,sans-serif;margin:1rem}nav a{margin-right:.6rem;white-space:nowrap}
section.screen{margin:1rem 0 1.6rem}.shots{display:flex;flex-wrap:wrap;gap:.8rem}figure{margin:0;width:195px}
img{width:195px;height:422px;object-fit:cover;object-position:top;border:1px solid #8884}figcaption{font-size:.85em}.bad{color:#c0392b}
`,
);
writeFileSync(
  join(out, 'gallery.json'),
  `${JSON.stringify({ stories: stories.map((s) => ({ id: s.id, title: s.title, name: s.name, ...results.get(s.id) })) }, null, 2)}\n`,
);
for (const s of failed) console.error(`not rendered: ${s.id}: ${results.get(s.id)?.error}`);
console.log(`gallery: ${stories.length - failed.length}/${stories.length} stories rendered in ${seconds} s → ${join(out, 'index.html')}`);
process.exit(failed.length > 0 ? 1 : 0);
