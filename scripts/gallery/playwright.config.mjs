// The gallery's one browser pass over the static Storybook (started by scripts/gallery.mjs,
// which serves it and passes its address in GALLERY_BASE): every screen story rendered before
// its play function, screenshotted at 390×844 for the gallery and compared with its committed
// baseline in stories/screenshots/. Baselines are written only by `node scripts/gallery.mjs
// --update` (which passes --update-snapshots=changed); a plain run never writes one.
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const repo = fileURLToPath(new URL('../../', import.meta.url));

export default defineConfig({
  testDir: '.',
  testMatch: 'gallery.spec.mjs',
  outputDir: `${repo}test-results/gallery-diffs`,
  snapshotPathTemplate: `${repo}stories/screenshots/{arg}{ext}`,
  updateSnapshots: 'none',
  fullyParallel: true,
  // How many: scripts/gallery.mjs's --concurrency (the gallery runs only through it).
  workers: Number(process.env.GALLERY_WORKERS),
  retries: 0,
  timeout: 45_000,
  reporter: [['dot'], ['json', { outputFile: `${process.env.GALLERY_OUT ?? `${repo}test-results/gallery`}/report.json` }]],
  expect: {
    // Small tolerance: anti-aliasing and the baselines' palette compression (pngquant) stay
    // under it; a changed colour, size or text does not.
    toMatchSnapshot: { threshold: 0.1, maxDiffPixelRatio: 0.0005 },
  },
  use: { browserName: 'chromium', headless: true },
});
