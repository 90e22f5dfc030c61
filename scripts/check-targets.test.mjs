/**
 * The target check fails on what the declared engines lack, and passes what they have:
 * fixtures at the edge of the targets and one step beyond them, in JS syntax, JS built-ins and CSS.
 *
 *   node --test scripts/check-targets.test.mjs
 */
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { checkTargets } from './check-targets.mjs';

const fixtures = fileURLToPath(new URL('./fixtures/targets/', import.meta.url));

test('JS and CSS at the edge of the targets pass', async () => {
  const { js, css, problems } = await checkTargets(join(fixtures, 'within'));
  assert.deepEqual({ js, css, problems }, { js: 1, css: 1, problems: [] });
});

for (const [folder, feature] of [
  ['beyond-syntax', /RegExpUnicodeSetFlag \(safari_ios 16\.4 requires 17\)/],
  ['beyond-builtin', /ObjectGroupBy \(safari_ios 16\.4 requires 17\.4\)/],
  ['beyond-css', /CSS Nesting not supported by: Safari on iOS \(16\.4\)/],
]) {
  test(`${folder}: the check names the file and the feature`, async () => {
    const { problems } = await checkTargets(join(fixtures, folder));
    assert.equal(problems.length, 1, problems.join('\n'));
    assert.match(problems[0], new RegExp(`^scripts/fixtures/targets/${folder}/app\\.(js|css): `));
    assert.match(problems[0], feature);
  });
}
