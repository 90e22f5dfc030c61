// The import boundaries of eslint.config.js, proved on source text linted as if it sat at a
// path of app/src: each case imports a real module (the rule needs it to resolve).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ESLint } from 'eslint';

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

/** The boundary messages ESLint gives `source` linted as the file `filePath`. */
async function boundaryErrors(filePath, source) {
  const [result] = await eslint.lintText(`${source}\nexport const used = x;\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === 'import-x/no-restricted-paths').map((m) => m.message);
}

test('a screen importing another screen fails', async () => {
  const errors = await boundaryErrors(
    'app/src/screens/repay/fixture.ts',
    "import { LoanDetailScreen as x } from '../loan-detail/loan-detail-screen';",
  );
  assert.match(errors.join('\n'), /A screen imports no other screen/);
});

test('a screen importing its own folder, a feature and shared passes', async () => {
  const errors = await boundaryErrors(
    'app/src/screens/loan-detail/fixture.ts',
    [
      "import { useLoanDetails } from './use-loan-detail';",
      "import { fitsUploadLimit } from '../../features/complaint/complaint-limits';",
      "import { paths as x } from '../../shared/navigation/paths';",
      'void useLoanDetails; void fitsUploadLimit;',
    ].join('\n'),
  );
  assert.deepEqual(errors, []);
});

test('a feature importing a screen, shared importing the app shell, fail', async () => {
  assert.match(
    (await boundaryErrors('app/src/features/complaint/fixture.ts', "import { x } from '../../screens/repay/repay-screen';")).join(),
    /features sits below/,
  );
  assert.match((await boundaryErrors('app/src/shared/ui/fixture.ts', "import { x } from '../../app/routes';")).join(), /shared sits below/);
});

test('the promotion entry importing borrower code fails', async () => {
  const errors = await boundaryErrors('app/src/promotion/fixture.ts', "import { x } from '../features/complaint/complaint-limits';");
  assert.match(errors.join('\n'), /promotion entry reaches no borrower code/);
});
