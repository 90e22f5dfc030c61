// The Docs pages check: every Docs page of a screen or the promotion page, in the static
// Storybook, shows each story exactly as the story alone does (its own answers, not another
// story's). One Playwright pass, one browser, over the built Storybook served by a plain static
// server; the tests are scripts/docs-pages/docs-pages.spec.mjs (stories/README.md "Docs pages:
// each story in its own frame").
//
// Usage: node scripts/docs-pages.mjs [--storybook DIR] [--port N] [--language es|en] [-- PLAYWRIGHT ARGS]
//   --storybook  the built Storybook (default stories/storybook-static; `npm run build-storybook`)
//   --port       the static server's port (default: a free one)
//   --language   the toolbar language the pages are opened in (default en: not the initial one,
//                so a frame that misses the page's globals fails)
//   --alone      the gallery's records of each story alone (default test-results/gallery/alone,
//                used when they are of this build; each story is rendered alone otherwise)
//   after --, arguments for Playwright (e.g. `-- -g "Loan details"` for one page)
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runPlaywrightOver } from './gallery/static-server.mjs';

const repo = fileURLToPath(new URL('..', import.meta.url));
const dashes = process.argv.indexOf('--');
const args = dashes < 0 ? process.argv.slice(2) : process.argv.slice(2, dashes);
const extra = dashes < 0 ? [] : process.argv.slice(dashes + 1);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i >= 0 && args[i + 1] ? args[i + 1] : fallback;
};
const root = resolve(option('--storybook', join(repo, 'stories/storybook-static')));
const language = option('--language', 'en');
const alone = resolve(option('--alone', join(repo, 'test-results/gallery/alone')));
if (!existsSync(join(root, 'index.json'))) {
  console.error(`${root}/index.json is missing: run \`npm run build-storybook\` first`);
  process.exit(1);
}

const started = Date.now();
const status = await runPlaywrightOver(root, Number(option('--port', '0')), {
  config: join(repo, 'scripts/docs-pages/playwright.config.mjs'),
  args: extra,
  env: (base) => ({ DOCS_BASE: base, DOCS_STORYBOOK: root, DOCS_LANGUAGE: language, DOCS_ALONE: alone }),
});
console.log(`docs pages: ${status === 0 ? 'passed' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
process.exit(status);
