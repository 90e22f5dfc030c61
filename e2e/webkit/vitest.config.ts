import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The WebKit checks (`npm run test:webkit`, after `npm run build`): Debian's WebKitGTK through
 * its own WebDriver, one browser session for the whole run. What they cover: README.md here.
 */
export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  test: {
    name: 'webkit',
    environment: 'node',
    include: ['*.test.ts'],
    globalSetup: ['./global-setup.ts'],
    // A flow crosses several screens, each a lazy chunk and an API call on a busy 2-core machine;
    // each wait inside has its own, shorter limit that names what it waited for.
    testTimeout: 60_000,
    // The MiniBrowser builds its GStreamer and font caches on its first start on a fresh machine.
    hookTimeout: 60_000,
  },
});
