// The Docs pages check's one browser pass over the static Storybook (started by
// scripts/docs-pages.mjs, which serves it and passes its address in DOCS_BASE): one test per Docs
// page of a screen or the promotion page, one browser per worker.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repo = fileURLToPath(new URL('../../', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: 'docs-pages.spec.mjs',
  outputDir: `${repo}test-results/docs-pages`,
  // Two workers, a browser each, its pages reused from one Docs page to the next: a Docs page's
  // frames share one renderer's main thread (one origin), so one page at a time leaves the
  // second core idle.
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 180_000,
  reporter: [['list']],
  use: { browserName: 'chromium', headless: true },
});
