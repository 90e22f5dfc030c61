import { defineConfig } from '@playwright/test';
import { CHROMIUM } from '../../scripts/chromium';

/**
 * The main flows against the deployment as shipped: nginx serving app/dist with the API proxied
 * to the mock server, started by scripts/deploy-test.sh, which passes the addresses:
 * DEPLOY_BASE_URL (nginx), DEPLOY_CROSS_URL (a second nginx whose config.json puts the API on
 * another origin) and DEPLOY_API_URL (that origin: the mock server itself).
 */
const baseURL = process.env.DEPLOY_BASE_URL;
if (!baseURL) throw new Error('DEPLOY_BASE_URL is not set: run scripts/deploy-test.sh');

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '../../test-results/deploy',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    headless: true,
    launchOptions: CHROMIUM,
    // A failed test's trace on a developer's machine; none on CI, which keeps only what the run
    // prints (docs/testing.md "Browser traces").
    trace: process.env.CI ? 'off' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
