import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const appDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * Multi-page build. Each entry is one HTML page; its initial JS is measured by
 * scripts/bundle-size.mjs from the manifest. The promotion page (a later issue) is one more
 * line here: `promotion: `${appDir}promotion/index.html``.
 */
export const entries: Record<string, string> = {
  main: `${appDir}index.html`,
};

export default defineConfig({
  root: appDir,
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    rollupOptions: { input: entries },
  },
});
