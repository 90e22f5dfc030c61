#!/usr/bin/env node
/**
 * The built bundle uses nothing beyond the engines package.json's browserslist declares
 * (README, "Supported engines"): every JS file through es-check (its syntax and, per target
 * engine, its built-ins from MDN's compatibility data), every CSS file through doiuse (Can I use).
 *
 *   node scripts/check-targets.mjs            # app/dist, after `npm run build`
 *   node scripts/check-targets.mjs DIR        # any folder (scripts/check-targets.test.mjs)
 *
 * Prints one line per kind; exits 1 naming each file and feature beyond the targets.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import browserslist from 'browserslist';
import DoIUse from 'doiuse/lib/DoIUse.js';
import { runChecks } from 'es-check';
import postcss from 'postcss';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * CSS features that degrade by design on a phone, so using them beyond a target is no defect:
 * the declaration is ignored and the page stays as it was.
 */
export const CSS_IGNORED = {
  // A pointer's cursor shapes: a touch screen shows no cursor (Can I use marks iOS as lacking them).
  'css3-cursors': 'no cursor on a touch screen',
  'css3-cursors-grab': 'no cursor on a touch screen',
  // The textarea's resize handle: where it is missing the field keeps its size.
  'css-resize': 'the field keeps its size',
  // `ui-sans-serif`/`ui-monospace` lead a font stack that goes on to fonts every engine has.
  'extended-system-fonts': 'the font stack falls back',
};

/** The declared targets, resolved (the query as written, and the oldest version per engine). */
export function targets() {
  const queries = browserslist.loadConfig({ path: root });
  if (!queries) throw new Error('package.json declares no browserslist');
  const query = [queries].flat().join(', ');
  const oldest = new Map();
  for (const entry of browserslist(query)) {
    const [name, version] = entry.split(' ');
    oldest.set(name, version);
  }
  return { query, summary: [...oldest].map(([name, version]) => `${name} ${version}`).join(', ') };
}

async function checkJs(files, query) {
  if (files.length === 0) return [];
  const result = await runChecks([{ checkBrowser: true, browserslistQuery: query, checkFeatures: true, module: true, files }]);
  return result.success ? [] : result.errors.map((error) => `${relative(root, error.file)}: ${error.err.message}`);
}

async function checkCss(files, query) {
  const problems = [];
  for (const file of files) {
    const plugin = new DoIUse({
      browsers: query,
      ignore: Object.keys(CSS_IGNORED),
      onFeatureUsage: (usage) => problems.push(`${relative(root, file)}: ${usage.message.replace(/^.*?: /, '')}`),
    });
    await postcss([plugin]).process(readFileSync(file, 'utf8'), { from: file });
  }
  return problems;
}

/** Every problem found in `dir`'s JS and CSS, and what was checked. */
export async function checkTargets(dir) {
  const { query, summary } = targets();
  const files = readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((name) => join(dir, name));
  const js = files.filter((file) => /\.m?js$/.test(file));
  const css = files.filter((file) => file.endsWith('.css'));
  const problems = [...(await checkJs(js, query)), ...(await checkCss(css, query))];
  return { summary, js: js.length, css: css.length, problems };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dir = resolve(process.argv[2] ?? join(root, 'app', 'dist'));
  const { summary, js, css, problems } = await checkTargets(dir);
  if (js + css === 0) {
    console.error(`check-targets: no JS or CSS in ${dir} (run npm run build first)`);
    process.exit(1);
  }
  if (problems.length > 0) {
    console.error(`check-targets: beyond the targets (${summary}):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(`targets: ${js} JS and ${css} CSS files use nothing beyond ${summary}`);
}
