// ESLint (flat config) over the app, the workbench (stories, e2e) and the scripts: `npm run lint`.
// The import boundaries of the app are the README's "Imports go one way" (app/README.md).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const src = 'app/src';
const screens = readdirSync(`${src}/screens`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** The layers of app/src, lowest first: each may import its own and the ones before it. */
const borrowerLayers = ['shared', 'features', 'screens', 'app'];

/** How import-x finds a module: Node's resolution, with the extensions the repository's code uses. */
const importResolution = {
  'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'] })],
};

/**
 * import-x/no-restricted-paths zones: shared -> features -> screens -> app, the generated API
 * types (src/api) below them all, no screen reaching into another screen's folder, and the
 * promotion entry on shared and api only (its bundle must hold no borrower code).
 */
export const boundaryZones = [
  ...borrowerLayers.slice(0, -1).map((layer, index) => ({
    target: `./${src}/${layer}`,
    from: [...borrowerLayers.slice(index + 1), 'promotion'].map((upper) => `./${src}/${upper}`),
    message: `${layer} sits below ${borrowerLayers.slice(index + 1).join(', ')} and the promotion entry: move what it needs down into shared.`,
  })),
  {
    target: `./${src}/api`,
    from: [...borrowerLayers, 'promotion'].map((layer) => `./${src}/${layer}`),
    message: 'src/api holds the generated API types only.',
  },
  {
    target: `./${src}/promotion`,
    from: ['features', 'screens', 'app'].map((layer) => `./${src}/${layer}`),
    message: 'The promotion entry reaches no borrower code: share it through src/shared.',
  },
  ...screens.map((screen) => ({
    target: `./${src}/screens/${screen}`,
    from: `./${src}/screens`,
    except: [`./${screen}`],
    message: 'A screen imports no other screen: move what both need into features or shared.',
  })),
];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'target/**',
      'snapshots/**',
      'stories/storybook-static/**',
      'stories/public/mockServiceWorker.js',
      'app/src/api/schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.mjs', '**/*.js', 'app/vite.config.ts', '**/vitest.config.ts', 'e2e/**/*.ts', 'scripts/**/*.ts'],
    languageOptions: { globals: globals.node },
  },
  {
    files: ['app/src/**/*.{ts,tsx}', 'stories/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    ...reactHooks.configs.flat.recommended,
  },
  {
    files: ['app/src/**/*.tsx', 'stories/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // A card's label holds its text three elements down (label > span > span > text); the
      // rule's default look-down of 2 misses it.
      'jsx-a11y/label-has-associated-control': ['error', { depth: 4 }],
    },
  },
  {
    // Playwright's page.evaluate bodies run in the page.
    files: ['scripts/gallery/**/*.mjs', 'scripts/docs-pages/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // The QA pages' script, served to the browser as it is.
    files: ['mock-server/assets/**/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    // The telemetry's inline catcher runs on engines that cannot run the bundle: parsed as ES5
    // here, so a newer syntax fails the lint (docs/telemetry.md "The inline catcher").
    files: ['app/scripts/*.es5.js'],
    languageOptions: { ecmaVersion: 5, sourceType: 'script', globals: globals.browser },
    rules: {
      'no-var': 'off',
      'no-empty': ['error', { allowEmptyCatch: true }],
      '@typescript-eslint/no-unused-vars': ['error', { caughtErrors: 'none' }],
    },
  },
  {
    // The workbench's scripts run without a compiler: a name imported that the module does not
    // export fails here, not in the middle of the test command.
    files: ['**/*.mjs'],
    plugins: { 'import-x': importX },
    settings: { ...importResolution, 'import-x/extensions': ['.ts', '.mjs', '.js'] },
    rules: { 'import-x/named': 'error' },
  },
  {
    files: [`${src}/**/*.{ts,tsx}`],
    plugins: { 'import-x': importX },
    settings: importResolution,
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },
);
