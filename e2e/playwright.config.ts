import { defineConfig } from '@playwright/test';
import { CHROMIUM } from '../scripts/chromium';

/** The mock server serving app/dist (built by `npm run build`) and the API on one port. */
export const PORT = Number(process.env.E2E_PORT ?? 18080);
const baseURL = `http://127.0.0.1:${PORT}`;
// When the run started: the journal check counts only calls made after it (the config is
// loaded again in each worker; the first value, set in the runner, is the one kept).
process.env.E2E_RUN_STARTED ??= String(Date.now());

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  // The deployment's flows run against nginx (deploy/playwright.config.ts).
  testIgnore: 'deploy/**',
  // Playwright's own output (traces, failure screenshots); the per-screen screenshots go to
  // test-results/screens/ beside it, which this folder's clean-up leaves alone.
  outputDir: '../test-results/playwright',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: process.env.CI ? 2 : undefined,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: [['list']],
  // Zero contract breaks in the mock server's request journal for every page visited.
  globalTeardown: './support/journal-teardown.ts',
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 1,
    isMobile: true,
    hasTouch: true,
    headless: true,
    launchOptions: CHROMIUM,
    // The bundle registers its service worker (docs/serving.md "The service worker"); outside
    // offline.spec.ts and one test of release.spec.ts, which allow it, the pages run as in a web
    // view without one, so no check depends on what an earlier page of its context installed.
    serviceWorkers: 'block',
    // A failed test's trace on a developer's machine; none on CI, which keeps only what the run
    // prints (docs/testing.md "Browser traces").
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // The bundle must be built first: `npm run test:e2e` runs `npm run build` before this.
    // E2E_SERVER replaces the command (e.g. a prebuilt `target/release/mock-server`).
    command: `${process.env.E2E_SERVER ?? 'cargo run -q -p mock-server --'} --port ${PORT} --journal-size 50000`,
    cwd: '..',
    url: `${baseURL}/config.json`,
    reuseExistingServer: !process.env.CI,
    // A cold cargo build of the workspace takes a minute or two on 2 cores.
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
