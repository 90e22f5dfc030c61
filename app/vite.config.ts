import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

const appDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * Multi-page build. Each entry is one HTML page; its initial JS is measured by
 * scripts/bundle-size.mjs from the manifest. The promotion page (/promotion/) is its own light
 * entry: it must not reach the borrower screens (the size script proves it from the module map).
 */
export const entries: Record<string, string> = {
  main: `${appDir}index.html`,
  promotion: `${appDir}promotion/index.html`,
};

/**
 * Writes `.vite/modules.json` beside the manifest: for each emitted chunk, the source modules
 * that made it (with code left after tree-shaking), relative to app/. The manifest names chunks
 * only; scripts/bundle-size.mjs reads this to prove which modules an entry can reach.
 */
function moduleMap(): Plugin {
  return {
    name: 'module-map',
    apply: 'build',
    generateBundle(_options, bundle) {
      const map: Record<string, string[]> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        map[output.fileName] = Object.entries(output.modules)
          .filter(([, info]) => info.renderedLength > 0)
          .map(([id]) => id.split('?')[0]?.replace(appDir, '') ?? id);
      }
      this.emitFile({ type: 'asset', fileName: '.vite/modules.json', source: JSON.stringify(map, null, 1) });
    },
  };
}

/** Storybook sets this before it loads this config for its own build. */
const storybook = process.env.STORYBOOK === 'true';

export default defineConfig({
  root: appDir,
  base: '/',
  plugins: storybook ? [react()] : [react(), moduleMap()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // The web views we serve (Android System WebView, iOS WKWebView 17+) preload modules
    // natively; the polyfill cost both entries ~0.2 KiB gzip (the promotion entry's 75 KiB).
    // Not in Storybook's build (it reuses this config): its static manager failed to show a
    // story without the polyfill (stories/check-static.mjs).
    ...(storybook ? {} : { modulePreload: { polyfill: false } }),
    rollupOptions: { input: entries },
  },
});
