#!/usr/bin/env node
/**
 * Installs a release (a built app/dist) into the folder a web server serves, so that a page open
 * during the release keeps working (docs/serving.md "Deploying a release"):
 *
 *   1. the new release's `assets/` files (with their .br and .gz copies) are added: hashed
 *      names, so none of the old release's is touched;
 *   2. every other file but the pages, sw.js and the serving rules (config.json, robots.txt, the
 *      first scripts, …) is replaced, each by a rename, so a request gets a whole file;
 *   3. the release is recorded in the folder's releases.json (its build id, its assets, the
 *      hashes of its inline script and styles), and with --nginx nginx's configuration is
 *      generated again and reloaded: its CSP now allows the new pages' inline code too;
 *   4. last the pages (every .html), sw.js and serving.json;
 *   5. the assets of every release older than the one before are deleted, and with --nginx nginx
 *      is reloaded with the new rules.
 *
 *   node scripts/install-release.mjs --from app/dist --to /srv/loan-webview [--nginx target/nginx-8081]
 *
 * --nginx names the work folder of the nginx that serves the folder (scripts/serve-nginx.sh's
 * WORK_DIR): its configuration is made again from the options it was started with
 * (app/scripts/nginx-conf.mjs --again) and nginx reloads it, finishing the requests under way.
 * A folder filled by a plain copy, with no releases.json, counts its assets as one release.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { filesUnder } from '../app/scripts/bundle-version.mjs';
import { RELEASES_FILE, RULES_FILE } from '../app/scripts/serving-rules.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Releases whose assets stay: the one installed and the one before. */
export const KEPT_RELEASES = 2;

const ASSETS = 'assets/';
/** Written last, in this order: the pages, then the worker, then the rules. */
const isPage = (file) => /\.html(\.br|\.gz)?$/.test(file);
const isWorker = (file) => /^sw\.js(\.br|\.gz)?$/.test(file);
const LAST = new Set([RULES_FILE, RELEASES_FILE]);

/** Copies `file` of `from` over the one in `to` by a rename: a reader gets the old file or the new, whole. */
function put(from, to, file) {
  const target = join(to, file);
  mkdirSync(dirname(target), { recursive: true });
  const temporary = `${target}.installing`;
  copyFileSync(join(from, file), temporary);
  renameSync(temporary, target);
}

/** The `sha256-` sources of a release's inline script and styles, from its serving rules. */
function inlineOf(rules) {
  const hashes = (sources = []) => sources.filter((source) => source.startsWith("'sha256-"));
  return { 'script-src': hashes(rules?.csp?.['script-src']), 'style-src': hashes(rules?.csp?.['style-src']) };
}

function readJson(path) {
  return existsSync(path) ? JSON.parse(readFileSync(path, 'utf8')) : null;
}

/** The releases the folder keeps, oldest first; a plain copy's assets count as one. */
function keptReleases(to) {
  const ledger = readJson(join(to, RELEASES_FILE));
  if (ledger) return ledger.releases;
  const assets = existsSync(join(to, ASSETS)) ? filesUnder(join(to, ASSETS)).map((file) => ASSETS + file) : [];
  if (assets.length === 0) return [];
  const rules = readJson(join(to, RULES_FILE));
  return [{ buildId: rules?.buildId ?? 'unrecorded', installed: null, assets, inline: inlineOf(rules) }];
}

function writeLedger(to, releases) {
  const path = join(to, RELEASES_FILE);
  writeFileSync(`${path}.installing`, `${JSON.stringify({ releases }, null, 1)}\n`);
  renameSync(`${path}.installing`, path);
}

/**
 * Installs the release in `from` into `to`; `reload` (when given) runs once the new release is
 * recorded and once it is in place. `step` hears what is done, in order. Returns what it did.
 */
export function installRelease({ from, to, reload = () => {}, step = () => {} }) {
  const rules = readJson(join(from, RULES_FILE));
  if (!rules?.buildId) throw new Error(`${from} is not a built release: no ${RULES_FILE} with a buildId (npm run build)`);
  mkdirSync(to, { recursive: true });
  const files = filesUnder(from).filter((file) => !file.endsWith('.installing'));
  const assets = files.filter((file) => file.startsWith(ASSETS));

  const added = assets.filter((file) => !existsSync(join(to, file)));
  for (const file of added) put(from, to, file);
  step(`assets: ${added.length} added`);

  const others = files.filter((file) => !file.startsWith(ASSETS) && !isPage(file) && !isWorker(file) && !LAST.has(file));
  for (const file of others) put(from, to, file);
  step(`files: ${others.length}`);

  const releases = keptReleases(to).filter((release) => release.buildId !== rules.buildId);
  releases.push({ buildId: rules.buildId, installed: new Date().toISOString(), assets, inline: inlineOf(rules) });
  writeLedger(to, releases);
  step('recorded');
  reload();

  const pages = files.filter(isPage);
  for (const file of pages) put(from, to, file);
  step(`pages: ${pages.length}`);
  for (const file of files.filter(isWorker)) put(from, to, file);
  step('worker');
  put(from, to, RULES_FILE);
  step('rules');

  const kept = releases.slice(-KEPT_RELEASES);
  const keep = new Set(kept.flatMap((release) => release.assets));
  const pruned = existsSync(join(to, ASSETS))
    ? filesUnder(join(to, ASSETS))
        .map((file) => ASSETS + file)
        .filter((file) => !keep.has(file))
    : [];
  for (const file of pruned) rmSync(join(to, file));
  writeLedger(to, kept);
  step(`pruned: ${pruned.length}`);
  reload();
  return { buildId: rules.buildId, added: added.length, pruned: pruned.length, kept: kept.map((release) => release.buildId) };
}

/** Makes the configuration of the nginx whose work folder is `work` again, and reloads it. */
export function reloadNginx(work) {
  execFileSync(process.execPath, [join(root, 'app/scripts/nginx-conf.mjs'), '--again', work], { stdio: 'inherit' });
  execFileSync('/usr/sbin/nginx', ['-p', work, '-e', 'stderr', '-c', join(work, 'nginx.conf'), '-s', 'reload'], { stdio: 'inherit' });
}

function main() {
  const { values } = parseArgs({ options: { from: { type: 'string' }, to: { type: 'string' }, nginx: { type: 'string' } } });
  if (!values.from || !values.to) throw new Error('usage: install-release.mjs --from app/dist --to DIR [--nginx NGINX_WORK_DIR]');
  const work = values.nginx ? resolve(values.nginx) : undefined;
  const done = installRelease({
    from: resolve(values.from),
    to: resolve(values.to),
    reload: work ? () => reloadNginx(work) : undefined,
  });
  console.log(
    `install-release: ${done.buildId} in ${values.to}: ${done.added} new files in assets/, ${done.pruned} of older releases deleted; ` +
      `assets kept of ${done.kept.join(', ')}${work ? `; nginx (${values.nginx}) reloaded` : ''}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    main();
  } catch (error) {
    console.error(`install-release: ${error.message}`);
    process.exit(1);
  }
}
