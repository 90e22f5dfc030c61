/**
 * The released contract: every released document is a file of contract/releases/
 * (`openapi-X.Y.Z.json`, with `usage-X.Y.Z.json`, what the app used of it then), and
 * contract/CHANGELOG.md has a section per release. Files, not git tags: a clean clone may
 * carry no tags (docs/contract-versions.md "Releases").
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compareVersions as compareParts } from '../check-node.mjs';

/** The repository: its contract files, node_modules and the diff rules. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export const RELEASES_DIR = 'contract/releases';
export const CHANGELOG = 'contract/CHANGELOG.md';
export const DOCUMENT = 'contract/openapi.json';
/** The one place the version is written (the contract crate). */
export const VERSION_FILE = 'contract/src/version.rs';
export const VERSION_LINE = /^pub const CONTRACT_VERSION: &str = "([^"]*)";$/m;

/** `1.2.3` → [1, 2, 3]; anything else → null. */
export function parseVersion(text) {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(String(text ?? ''));
  return match ? match.slice(1).map(Number) : null;
}

/** Negative, zero or positive as version `a` (`X.Y.Z`) is below, equal to or above `b`. */
export function compareVersions(a, b) {
  return compareParts(parseVersion(a), parseVersion(b));
}

/** The next version after `version` for a release of kind `major`, `minor` or `patch`. */
export function bump(version, kind) {
  const [major, minor, patch] = parseVersion(version);
  if (kind === 'major') return `${major + 1}.0.0`;
  if (kind === 'minor') return `${major}.${minor + 1}.0`;
  return `${major}.${minor}.${patch + 1}`;
}

/** The released documents in `dir`, oldest first: { version, file, usage (its file or null) }. */
export function releases(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => /^openapi-(\d+\.\d+\.\d+)\.json$/.exec(name)?.[1])
    .filter(Boolean)
    .sort(compareVersions)
    .map((version) => {
      const usage = path.join(dir, `usage-${version}.json`);
      return { version, file: path.join(dir, `openapi-${version}.json`), usage: existsSync(usage) ? usage : null };
    });
}

/** The release headings of the changelog (`## X.Y.Z …`), in order: each match's [1] is the version. */
export const changelogHeads = (text) => [...text.matchAll(/^## (\d+\.\d+\.\d+)\b.*$/gm)];

/** The sections of the changelog by version (`## X.Y.Z …` up to the next `## `). */
export function changelogSections(text) {
  const sections = new Map();
  const heads = changelogHeads(text);
  heads.forEach((head, i) => {
    const end = i + 1 < heads.length ? heads[i + 1].index : text.length;
    sections.set(head[1], text.slice(head.index, end));
  });
  return sections;
}

export const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));
