/**
 * The bundle's version and build id (docs/serving.md "Releases").
 *
 * - `bundleVersion()`: package.json's version and the commit it was built from (`0.1.0+2a2d66c`);
 *   without git (a tarball) the version alone.
 * - `buildId(dir, extra)`: that version and a hash of what the build wrote
 *   (`0.1.0+2a2d66c.5d41402abc`), so two builds of one commit that differ in a single text have
 *   two ids, and two builds of the same files the same one. Every page carries it
 *   (`<meta name="build-id">`), serving.json names it, and the field telemetry sends it as
 *   `service.version` (docs/telemetry.md "What is sent").
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export function bundleVersion() {
  const { version } = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
  try {
    const commit = execFileSync('git', ['rev-parse', '--short=7', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return commit ? `${version}+${commit}` : version;
  } catch {
    return version;
  }
}

/** Every file under `dir`, as paths relative to it with forward slashes, sorted. */
export function filesUnder(dir) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();
}

/**
 * The build id of the bundle in `dir` as it stands: every file's path and bytes except
 * `skip`'s (the pages, which will carry the id, and the build's by-products), and the texts of
 * `extra` (what goes into the pages besides the files: the inline catcher). Semver build
 * metadata: the version's `+commit`, a dot, ten hex digits.
 */
export function buildId(dir, { skip = () => false, extra = [] } = {}) {
  const hash = createHash('sha256');
  for (const file of filesUnder(dir)) {
    if (skip(file)) continue;
    hash
      .update(`${file}\0`)
      .update(readFileSync(join(dir, file)))
      .update('\0');
  }
  for (const text of extra) hash.update(`${text}\0`);
  const version = bundleVersion();
  return `${version}${version.includes('+') ? '.' : '+'}${hash.digest('hex').slice(0, 10)}`;
}
