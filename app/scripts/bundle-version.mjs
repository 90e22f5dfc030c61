/**
 * The bundle's version, sent with its field telemetry (docs/telemetry.md "What is sent"):
 * package.json's version and the commit it was built from (`0.1.0+2a2d66c`), so a record names
 * the build that sent it. Without git (a tarball) the version alone.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

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
