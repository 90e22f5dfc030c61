#!/usr/bin/env node
/**
 * Fails when code, tests, scripts or READMEs outside docs/ point somewhere a reader cannot
 * follow: a section sign, the architecture notes' file name or an issue number (all meaningless
 * outside the team's tracker and notes), or a `docs/<file>.md` reference whose file or heading
 * does not exist. A reference is `docs/<file>.md`, optionally followed by a quoted heading
 * (`docs/<file>.md "Heading"`, which may wrap onto the next comment line) or an anchor
 * (`docs/<file>.md#heading`). See docs/README.md.
 *
 *   node scripts/check-doc-refs.mjs          # the repository
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Built from parts so that this file does not trip its own check.
const FORBIDDEN = [
  [new RegExp('\u00a7'), 'a section sign'],
  [new RegExp('design' + '\\.md'), 'the architecture notes'],
  [new RegExp('\\b[Ii]ssue' + ' #?\\d+'), 'an issue number'],
];
const REF = /docs\/([\w.-]+\.md)(?:#([\w-]+)|[ \t]*"((?:[^"\n]|\n[ \t]*(?:\*|\/\/[/!]?|#)?[ \t]*){1,120}?)")?/g;

/** GitHub's anchor of a heading. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N} -]/gu, '')
    .replace(/ /g, '-');
}

function headingsOf(text) {
  return text
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => line.replace(/^#+ /, '').trim());
}

/** The files to check: tracked or new, not ignored, outside docs/, text only. */
function filesOf(root) {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed.split('\0').filter((file) => file && !file.startsWith('docs/') && existsSync(join(root, file)));
}

/** Every problem in `root` (a git work tree with a docs/ folder), as `file:line: what`. */
export function checkDocRefs(root, files = filesOf(root)) {
  const problems = [];
  const docs = new Map();
  const docOf = (name) => {
    if (!docs.has(name)) {
      const path = join(root, 'docs', name);
      docs.set(name, existsSync(path) ? headingsOf(readFileSync(path, 'utf8')) : null);
    }
    return docs.get(name);
  };
  for (const file of files) {
    const bytes = readFileSync(join(root, file));
    if (bytes.includes(0)) continue;
    const text = bytes.toString('utf8');
    const lineAt = (index) => text.slice(0, index).split('\n').length;
    text.split('\n').forEach((line, i) => {
      for (const [pattern, what] of FORBIDDEN) {
        const found = pattern.exec(line);
        if (found) problems.push(`${file}:${i + 1}: ${what} ("${found[0]}"); cite docs/<file>.md "Heading" or nothing`);
      }
    });
    for (const match of text.matchAll(REF)) {
      const [, name, anchor, quoted] = match;
      const at = `${file}:${lineAt(match.index)}`;
      const headings = docOf(name);
      if (!headings) {
        problems.push(`${at}: docs/${name} does not exist`);
        continue;
      }
      if (anchor && !headings.some((h) => slug(h) === anchor)) {
        problems.push(`${at}: docs/${name} has no heading with the anchor #${anchor}`);
      }
      if (quoted !== undefined) {
        const heading = quoted.replace(/\n[ \t]*(?:\*|\/\/[/!]?|#)?[ \t]*/g, ' ').trim();
        if (!headings.includes(heading)) problems.push(`${at}: docs/${name} has no heading "${heading}"`);
      }
    }
  }
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = fileURLToPath(new URL('../', import.meta.url));
  const problems = checkDocRefs(root);
  if (problems.length) {
    console.error(`${problems.length} reference(s) lead nowhere:\n${problems.join('\n')}`);
    process.exit(1);
  }
  console.log('every docs/ reference outside docs/ leads to a file and heading that exist');
}
