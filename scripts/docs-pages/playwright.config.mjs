// The Docs pages check's one browser pass over the static Storybook (started by
// scripts/docs-pages.mjs, which serves it and passes its address in DOCS_BASE): one test per Docs
// page of a screen or the promotion page, one browser for the whole run.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repo = fileURLToPath(new URL('../../', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: 'docs-pages.spec.mjs',
  outputDir: `${repo}test-results/docs-pages`,
  // One worker: one browser, its pages reused from one Docs page to the next.
  workers: 1,
  retries: 0,
  timeout: 180_000,
  reporter: [['list']],
  use: { browserName: 'chromium', headless: true },
});
