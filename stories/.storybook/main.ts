import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import type { Alias, AliasOptions } from 'vite';

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * The workbench: every story under stories/, built with the app's own Vite config
 * (app/vite.config.ts: the React plugin, CSS modules; Storybook drops its `build` and `root`
 * and uses its own), so a story renders what the bundle does.
 */
/**
 * The screen reader's user-event is the play functions' own (support/user-event-shared.ts says
 * why); nothing else in the workbench imports the package.
 */
const USER_EVENT_SHARED = {
  find: /^@testing-library\/user-event$/,
  replacement: fileURLToPath(new URL('../support/user-event-shared.ts', import.meta.url)),
};

/** The packages of what a screen reader says (docs/listening.md "What a screen reader says"). */
const SPEECH_DEPENDENCIES = ['@guidepup/virtual-screen-reader', 'dom-accessibility-api'];

/** Vite's aliases, given as an object or a list, as a list. */
function aliases(alias: AliasOptions | undefined): Alias[] {
  if (!alias) return [];
  if (Array.isArray(alias)) return [...(alias as readonly Alias[])];
  return Object.entries(alias).map(([find, replacement]) => ({ find, replacement: String(replacement) }));
}

const config: StorybookConfig = {
  stories: ['../**/*.mdx', '../**/*.stories.@(ts|tsx)'],
  addons: ['@storybook/addon-docs', '@storybook/addon-a11y', '@storybook/addon-vitest'],
  framework: {
    name: '@storybook/react-vite',
    options: {
      builder: { viteConfigPath: `${repoRoot}app/vite.config.ts` },
      // The app renders in StrictMode (app/src/app/main.tsx); so do the stories.
      strictMode: true,
    },
  },
  // The MSW service worker (npx msw init stories/public --save), and the mock server's media
  // at the URLs the mock serves them (exported by the snapshot test, like the answers).
  staticDirs: ['../public', { from: '../../snapshots/media', to: '/__mock/media' }],
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  viteFinal(viteConfig, { configType }) {
    // Storybook keeps the app config's plugins and CSS settings and builds its own pages from
    // stories/; the stories also read app/, snapshots/ and contract/ beside it.
    const allow = [...(viteConfig.server?.fs?.allow ?? []), repoRoot];
    // The Storybook preview carries the whole workbench (axe, MSW, every story): its chunks are
    // measured by nobody's phone, so Vite's 500 kB notice would only be noise in the test output.
    // The app's own budgets are in scripts/bundle-size.mjs. For the same reason a build prints
    // warnings only: the list of its 1 136 files was 2 300 lines of the test command's output.
    return {
      ...viteConfig,
      ...(configType === 'PRODUCTION' ? { logLevel: 'warn' as const } : {}),
      build: { ...viteConfig.build, chunkSizeWarningLimit: 4096 },
      server: { ...viteConfig.server, fs: { ...viteConfig.server?.fs, allow } },
      resolve: { ...viteConfig.resolve, alias: [...aliases(viteConfig.resolve?.alias), USER_EVENT_SHARED] },
      // The screen reader and its name computation are imported by the story tests' setup files
      // and the Screen reader panel's lazy chunk, which Vite's first scan does not reach: found
      // later, they reloaded the page under a running test.
      optimizeDeps: { ...viteConfig.optimizeDeps, include: [...(viteConfig.optimizeDeps?.include ?? []), ...SPEECH_DEPENDENCIES] },
    };
  },
};

export default config;
