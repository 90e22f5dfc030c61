// The gallery and the visual regression check, in one browser pass over the static Storybook:
// every screen story (one per scenario) in its scenario state, before any play function, at
// 390×844, once per language of the toolbar's `language` global and, on the same page right
// after, at 200 % text (docs/large-text.md "The checks") and in the dark theme (the phone's
// prefers-color-scheme; docs/decisions.md "Dark theme"); a page grouped by screen with the
// Spanish and English shots of each state side by side, each image linking to its story in that
// language, text size and theme. Each shot is compared with its baseline stories/screenshots/<language>/
// <story id>.png, stories/screenshots/<language>-200/<story id>.png or
// stories/screenshots/<language>-dark/<story id>.png (Playwright's
// toMatchSnapshot, small tolerance); a difference fails with the story's name and a diff image
// in test-results/gallery-diffs/. Also fails on a story that does not
// render, a broken image, the router placeholder or a page in another language. The tests are
// scripts/gallery/gallery.spec.mjs.
//
// Usage: node scripts/gallery.mjs [--storybook DIR] [--out DIR] [--all] [--concurrency N] [--port N] [--update]
//   --storybook  the built Storybook (default stories/storybook-static; `npm run build-storybook`)
//   --out        where the page goes (default test-results/gallery; the mock server serves it
//                at /__mock/gallery/)
//   --all        every story, the UI kit too (default: titles under "Screens/" and "Promotion/";
//                UI kit stories have no baselines, so use it with --update or to look only)
//   --concurrency  browsers rendering at once (default 3: with 2, a fifth of two cores stayed idle
//                while the screenshots were taken; docs/testing.md "Side by side")
//   --port       the static server's port (default: a free one)
//   --update     rewrite the baselines whose look changed, write the missing ones (and delete
//                those of shots that no longer exist), compressed with pngquant, for review in git
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { runPlaywrightOver } from './gallery/static-server.mjs';
import { buildOf } from './gallery/capture.mjs';
import { galleryShots, galleryStories, LANGUAGES, LARGE_TEXT } from './gallery/stories.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const root = resolve(option('--storybook', join(repo, 'stories/storybook-static')));
const out = resolve(option('--out', join(repo, 'test-results/gallery')));
const all = args.includes('--all');
const update = args.includes('--update');
const concurrency = Math.max(1, Number(option('--concurrency', '3')) || 3);
const baselines = join(repo, 'stories/screenshots');

if (!existsSync(join(root, 'index.json'))) {
  console.error(`${root}/index.json is missing: run \`npm run build-storybook\` first`);
  process.exit(1);
}
if (update && spawnSync('pngquant', ['--version']).status !== 0) {
  console.error('--update compresses the baselines with pngquant: apt-get install pngquant');
  process.exit(1);
}
const index = JSON.parse(readFileSync(join(root, 'index.json'), 'utf8'));
const stories = galleryStories(index, all);
const shots = galleryShots(index, all);
if (stories.length === 0) {
  console.error('no screen stories in index.json');
  process.exit(1);
}

rmSync(out, { recursive: true, force: true });
mkdirSync(join(out, 'shots'), { recursive: true });
// The records of what each story shows (gallery.spec.mjs), marked with the build they are of.
mkdirSync(join(out, 'alone'), { recursive: true });
writeFileSync(join(out, 'alone', 'build.txt'), `${buildOf(root)}\n`);
const started = Date.now();
const status = await runPlaywrightOver(root, Number(option('--port', '0')), {
  config: join(repo, 'scripts/gallery/playwright.config.mjs'),
  args: update ? ['--update-snapshots=changed'] : [],
  env: (base) => ({
    GALLERY_BASE: base,
    GALLERY_OUT: out,
    GALLERY_STORYBOOK: root,
    GALLERY_ALL: all ? '1' : '',
    GALLERY_WORKERS: String(concurrency),
  }),
});

// What each shot's test said, from Playwright's JSON report (keyed by the shot's annotation).
const results = new Map();
/** How gallery.spec.mjs names each of a test's shots in a difference, in the annotations' order. */
const SHOT_LABELS = ['the shot at 100 % text', `the shot at ${LARGE_TEXT} % text`, 'the shot in the dark theme'];
const report = existsSync(join(out, 'report.json')) ? JSON.parse(readFileSync(join(out, 'report.json'), 'utf8')) : { suites: [] };
const visit = (suite) => {
  for (const spec of suite.specs ?? []) {
    for (const t of spec.tests ?? []) {
      const last = t.results?.at(-1);
      const messages = (last?.errors ?? []).map((e) => stripVTControlCharacters(e.message ?? ''));
      // A test takes three shots (100 % and 200 % text, dark): a difference names its shot, any
      // other failure is all three's.
      const keys = (t.annotations ?? []).filter((a) => a.type === 'shot').map((a) => a.description);
      keys.forEach((key, i) => {
        const mine = messages.filter((m) => {
          const shot = SHOT_LABELS.findIndex((label) => m.includes(label));
          return shot === -1 || shot === i;
        });
        const ran = t.status === 'expected' || t.status === 'unexpected';
        results.set(key, { ok: ran && mine.length === 0, error: mine.join('\n').split('\n')[0] || undefined });
      });
    }
  }
  (suite.suites ?? []).forEach(visit);
};
(report.suites ?? []).forEach(visit);

// Every shot's name: three for each story and language, at 100 % and at `LARGE_TEXT` % text and dark.
const shotKeys = shots.flatMap((s) => [s.key, s.largeKey, s.darkKey]);
// Baselines (`<language>/<story id>.png`, `<language>-200/<story id>.png`, `<language>-dark/<story id>.png`): none for a shot
// that no longer exists; --update compresses what it wrote.
const keys = new Set(shotKeys);
const pngs = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true })
        .map(String)
        .filter((f) => f.endsWith('.png'))
        .map((f) => f.split('\\').join('/'))
    : [];
const stale = pngs(baselines).filter((f) => !keys.has(f.slice(0, -4)));
if (update) {
  for (const file of stale) unlinkSync(join(baselines, file));
  const written = pngs(baselines).filter((f) => statSync(join(baselines, f)).mtimeMs >= started);
  if (written.length > 0) {
    spawnSync('pngquant', ['--quality=80-100', '--speed=1', '--strip', '--nofs', '--force', '--ext', '.png', '--', ...written], {
      cwd: baselines,
      stdio: 'inherit',
    });
  }
  console.log(`baselines: ${written.length} rewritten, ${stale.length} deleted in ${baselines}; review them with git diff`);
} else if (!all && stale.length > 0) {
  console.error(`baselines of stories that no longer exist (delete them, or run --update): ${stale.join(', ')}`);
}

const escape = (s) => String(s).replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);
const anchor = (title) =>
  title
    .replace(/^(Screens|Promotion)\//, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-');
/**
 * One shot's figure: at 100 % text, at `LARGE_TEXT` % with `variant` 'large' or dark with 'dark'
 * (its link opens the story at that text size or theme).
 */
const figure = (shot, variant = '') => {
  if (!shot) return '<figure class="none"></figure>';
  const { story, language } = shot;
  const key = { large: shot.largeKey, dark: shot.darkKey }[variant] ?? shot.key;
  const r = results.get(key);
  const globals = { large: `;textZoom:${LARGE_TEXT}pct`, dark: ';theme:dark' }[variant] ?? '';
  const link = `/storybook/?path=/story/${encodeURIComponent(story.id)}&globals=language:${language}${globals}`;
  const status = r?.ok ? '' : `<br><strong class="bad">${escape(r?.error ?? 'not run')}</strong>`;
  const name = `${story.name}${{ large: ` · ${LARGE_TEXT} %`, dark: ' · dark' }[variant] ?? ''}`;
  return `<figure><a href="${link}"><img src="shots/${escape(key)}.png" alt="${escape(`${story.title} — ${name} (${language})`)}" loading="lazy" width="195" height="422"></a><figcaption><a href="${link}">${escape(name)}</a>${status}</figcaption></figure>`;
};
// One row per story, one column per language.
const groups = new Map();
for (const story of stories) {
  const rows = groups.get(story.title) ?? [];
  rows.push({ story, shots: Object.fromEntries(shots.filter((s) => s.story.id === story.id).map((s) => [s.language, s])) });
  groups.set(story.title, rows);
}
const sections = [...groups]
  .map(([title, rows]) => {
    const body = rows
      .map(
        ({ story, shots: row }) =>
          `<div class="row"><h3>${escape(story.name)}</h3>${LANGUAGES.map((l) => figure(row[l]) + figure(row[l], 'large') + figure(row[l], 'dark')).join('')}</div>`,
      )
      .join('\n');
    return `<section class="screen" id="${escape(anchor(title))}"><h2>${escape(title.replace(/^Screens\//, ''))} <small>${rows.length} stories</small></h2><div class="head"><span></span><span>Español</span><span>Español, ${LARGE_TEXT} % text</span><span>Español, dark</span><span>English</span><span>English, ${LARGE_TEXT} % text</span><span>English, dark</span></div>${body}</section>`;
  })
  .join('\n');
const failed = shotKeys.filter((key) => !results.get(key)?.ok);
const shotCount = shotKeys.length;
const seconds = ((Date.now() - started) / 1000).toFixed(1);
writeFileSync(
  join(out, 'index.html'),
  `<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Gallery — every screen story</title><link rel="stylesheet" href="gallery.css">
<h1>Gallery</h1>
<p>${stories.length} stories (${shotCount} shots) at 390×844 from the built Storybook, each in its scenario state before any interaction, Spanish and English side by side, each at 100 % and at ${LARGE_TEXT} % text (an Android web view's text zoom at the largest system font) and in the dark theme; ${failed.length} shots failed (did not render, a broken image, or a look that differs from its baseline in stories/screenshots/). Each image opens its story in <a href="/storybook/">Storybook</a>. <a href="/__mock">QA page</a></p>
<nav>${[...groups.keys()].map((t) => `<a href="#${escape(anchor(t))}">${escape(t.replace(/^Screens\//, ''))}</a>`).join(' ')}</nav>
${sections}
</html>
`,
);
writeFileSync(
  join(out, 'gallery.css'),
  `body{font:14px/1.45 system-ui,sans-serif;margin:1rem}nav a{margin-right:.6rem;white-space:nowrap}
section.screen{margin:1rem 0 1.6rem}.row,.head{display:grid;grid-template-columns:9rem repeat(auto-fill,195px);gap:.8rem;align-items:start;margin:.4rem 0}
.head span{font-weight:600}h3{font-size:.9em;margin:0}figure{margin:0;width:195px}figure.none{min-height:1px}
img{width:195px;height:422px;object-fit:cover;object-position:top;border:1px solid #8884}figcaption{font-size:.85em}.bad{color:#c0392b}
`,
);
writeFileSync(
  join(out, 'gallery.json'),
  `${JSON.stringify(
    {
      shots: shots.flatMap(({ story, language, key, largeKey, darkKey }) =>
        [
          [key, 100, 'light'],
          [largeKey, LARGE_TEXT, 'light'],
          [darkKey, 100, 'dark'],
        ].map(([name, textZoom, theme]) => ({
          id: story.id,
          title: story.title,
          name: story.name,
          language,
          textZoom,
          theme,
          shot: `shots/${name}.png`,
          ...results.get(name),
        })),
      ),
    },
    null,
    2,
  )}\n`,
);
console.log(
  `gallery: ${shotCount - failed.length}/${shotCount} shots (${stories.length} stories, 100 and ${LARGE_TEXT} % text, dark) passed in ${seconds} s → ${join(out, 'index.html')}`,
);
process.exit(status === 0 && (update || all || stale.length === 0) ? 0 : 1);
