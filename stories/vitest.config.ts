import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY } from '@storybook/addon-vitest/constants';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';
import type { BrowserCommand } from 'vitest/node';
import { CHROMIUM } from '../scripts/chromium.ts';

const storiesDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * A command of the story tests' pages: every spoken-phrase baseline of a language
 * (speech/<language>/<story id>.txt), by story id, read in one call (support/speech-check.ts).
 */
const readSpeechBaselines: BrowserCommand<[language: string]> = (_context, language) => {
  const dir = join(storiesDir, 'speech', language);
  if (!/^[a-z]{2}$/.test(language) || !existsSync(dir)) return {};
  const files = readdirSync(dir).filter((file) => file.endsWith('.txt'));
  return Object.fromEntries(files.map((file) => [file.slice(0, -'.txt'.length), readFileSync(join(dir, file), 'utf8')]));
};

/** The story tests' pass in `language`: the toolbar global every story of the pass starts with. */
function languagePass(language: 'es' | 'en') {
  return { [STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY]: { language } };
}

/**
 * The workbench's tests, apart from the app's unit tests (app/vitest.config.ts):
 * - `storybook`: every story rendered in headless Chromium, its play function run, the a11y
 *   check applied (any violation fails it), no text cut off or broken at 320 or 430 px, at
 *   100 and 200 % text, and what a screen reader says read from the first item to the last
 *   (against stories/speech/ for the screen and promotion stories), in two passes
 *   that share one Vite server:
 *   `storybook-es` runs every story with the language global at Spanish, `storybook-en` runs
 *   the screen and promotion stories again in English (a screen story is one scenario, its
 *   language the toolbar's; the UI kit's stories pin theirs);
 * - `stories-unit`: the tests of the stories' own support code, in Node (the MSW handlers'
 *   snapshot parser is tested with the app's unit tests, beside it).
 */
export default defineConfig({
  root: storiesDir,
  test: {
    // Quiet: a bridge call in a plain browser goes to the console (docs/bridge.md "Where a
    // call goes"), which the stories check through the bridge's own record and the Actions
    // panel; any other line still prints.
    onConsoleLog: (log) => !log.startsWith('[bridge] '),
    // Both language passes at once, each in its own browser context: in browser mode every
    // instance is a worker, and the default on a 2-core machine ran them one after the other
    // (195 s, the second core half idle; 121 s side by side, docs/testing.md "Side by side").
    maxWorkers: 2,
    // The spoken-phrase baselines (support/speech-check.ts) are written only when asked
    // (`--update`): a missing one fails its story, as a missing gallery baseline does.
    update: 'none',
    projects: [
      {
        extends: true,
        plugins: [storybookTest({ configDir: `${storiesDir}.storybook` })],
        test: {
          name: 'storybook',
          testTimeout: 30_000,
          // The language pass; after each story, no text cut off or broken at 320 or 430 px, at
          // 100 and 200 % text, axe's colour rules again in the dark theme and, first of all
          // (after-hooks run last-registered first, so on the story as it is, at its own 390 px),
          // what a screen reader says, against its baseline, and what nobody should hear.
          setupFiles: [
            './.storybook/vitest-language-pass.ts',
            './support/clipped-text-check.ts',
            './support/dark-a11y-check.ts',
            './support/speech-check.ts',
          ],
          // One page for every stories file instead of a fresh iframe per file: the preview's
          // set-up (MSW worker, decorators) ran 38 times, 99 s of the 237. Stories then follow
          // each other in one page as they do in the Storybook UI; the preview's beforeEach
          // resets the feedback and bridge state and sets the story's own handlers. Shuffled
          // orders pass too.
          isolate: false,
          browser: {
            enabled: true,
            headless: true,
            // The clipboard permission lets the copy button's play function read back what it copied.
            provider: playwright({
              launchOptions: { ...CHROMIUM, headless: true },
              contextOptions: { permissions: ['clipboard-read', 'clipboard-write'] },
            }),
            instances: [
              { browser: 'chromium', name: 'storybook-es', provide: languagePass('es') },
              {
                browser: 'chromium',
                name: 'storybook-en',
                provide: languagePass('en'),
                include: ['screens/**/*.stories.tsx', 'promotion/**/*.stories.tsx'],
              },
            ],
            viewport: { width: 390, height: 844 },
            commands: { readSpeechBaselines },
          },
        },
      },
      {
        extends: true,
        test: {
          name: 'stories-unit',
          environment: 'node',
          include: ['support/**/*.test.ts'],
        },
      },
    ],
  },
});
