/**
 * The reference check fails on each kind of reference that leads nowhere and passes good ones:
 * a throwaway git work tree with one docs page and one file per case.
 *
 *   node --test scripts/check-doc-refs.test.mjs
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { checkDocRefs, slug } from './check-doc-refs.mjs';

const root = mkdtempSync(join(tmpdir(), 'doc-refs-'));
after(() => rmSync(root, { recursive: true, force: true }));
execFileSync('git', ['init', '-q'], { cwd: root });
mkdirSync(join(root, 'docs'));
// docs/ itself may say anything: it is where the words live.
writeFileSync(join(root, 'docs', 'rules.md'), '# Rules\n\n## Complaint and upload limits\n\nSee \u00a7 nothing.\n');

/** A reference written in parts, so that this file does not trip the repository's own check. */
const ref = (rest) => 'docs' + '/' + rest;

/** The problems of one file holding `text`. */
function problemsOf(name, text) {
  writeFileSync(join(root, name), text);
  return checkDocRefs(root, [name]);
}

test('references to an existing file, heading and anchor pass', () => {
  const text = [
    `// ${ref('rules.md')}`,
    `// ${ref('rules.md')} "Complaint and upload limits"`,
    `/** Wrapped: ${ref('rules.md')} "Complaint and`,
    ' * upload limits". */',
    `{"description": "see ${ref('rules.md')}#complaint-and-upload-limits"}`,
  ].join('\n');
  assert.deepEqual(problemsOf('good.ts', text), []);
});

for (const [name, text, problem] of [
  ['section.ts', '// as the spec says (\u00a7' + '5)', /section\.ts:1: a section sign/],
  ['notes.rs', '/// decided in ' + 'design' + '.md', /notes\.rs:1: the architecture notes/],
  ['issue.md', 'Targets (' + 'issue' + ' 23): fast', /issue\.md:1: an issue number/],
  ['missing-file.ts', `// ${ref('nowhere.md')} "Rules"`, /missing-file\.ts:1: docs\/nowhere\.md does not exist/],
  [
    'missing-heading.ts',
    `\n// ${ref('rules.md')} "Complaint limits"`,
    /missing-heading\.ts:2: docs\/rules\.md has no heading "Complaint limits"/,
  ],
  [
    'missing-anchor.json',
    `{"d": "${ref('rules.md')}#limits"}`,
    /missing-anchor\.json:1: docs\/rules\.md has no heading with the anchor #limits/,
  ],
]) {
  test(`${name}: the check names the file, the line and what is wrong`, () => {
    const problems = problemsOf(name, text);
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(problems[0], problem);
  });
}

test('files under docs/ and binary files are not checked', () => {
  writeFileSync(join(root, 'shot.png'), Buffer.from([0x89, 0, 0xa7, 0x73]));
  assert.deepEqual(checkDocRefs(root, ['shot.png']), []);
  execFileSync('git', ['add', '-A'], { cwd: root });
  assert.ok(checkDocRefs(root).every((problem) => !problem.startsWith('docs/')));
});

test("anchors are GitHub's", () => {
  assert.equal(slug('Complaint and upload limits'), 'complaint-and-upload-limits');
  assert.equal(slug('Envelopes and success codes'), 'envelopes-and-success-codes');
});
