import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

const appDir = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: appDir,
  plugins: [react()],
  test: {
    name: 'unit',
    environment: 'happy-dom',
    environmentOptions: {
      happyDOM: {
        // The privacy screen frames the hosted page: happy-dom loads it from a file here
        // instead of printing "iframe page loading is disabled" to stderr.
        settings: {
          enableIframePageLoading: true,
          // The first scripts' tests add the entry's module script: loaded as nothing, quietly.
          handleDisabledFileLoadingAsSuccess: true,
          // …and an absolute hosted page (another origin) from the same folder, not the network.
          fetch: {
            virtualServers: [
              { url: 'http://localhost:3000/hosted/', directory: `${appDir}src/shared/testing/hosted` },
              { url: 'https://hosted.example.com/', directory: `${appDir}src/shared/testing/hosted` },
            ],
          },
        },
      },
    },
    include: ['src/**/*.test.{ts,tsx}'],
    restoreMocks: true,
    // Unmounts what a test rendered, fails a test that writes console.error / warn, and loads the
    // answer check the clients import lazily.
    setupFiles: ['src/shared/testing/setup.ts'],
    // One environment per worker instead of one per file: 83 s → 12 s. The tests share no
    // module mocks (no vi.mock) and restore spies after each test; shuffled orders pass too.
    isolate: false,
  },
});
