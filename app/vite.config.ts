import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import browserslistToEsbuild from 'browserslist-to-esbuild';
import { CONTRACT_VERSION } from './src/api/contract-constants.ts';

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

/**
 * Every built page names the contract version it was built against in
 * `<meta name="contract-version">`, where anyone who opens the page's source finds it (the
 * version of the generated types, docs/contract-versions.md "Where the version shows").
 */
function contractVersion(): Plugin {
  return {
    name: 'contract-version',
    apply: 'build',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'contract-version', content: CONTRACT_VERSION }, injectTo: 'head' }],
  };
}

/** Storybook sets this before it loads this config for its own build. */
const storybook = process.env.STORYBOOK === 'true';

export default defineConfig({
  root: appDir,
  base: '/',
  plugins: storybook ? [react()] : [react(), moduleMap(), contractVersion()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    // The engines package.json's browserslist declares (README, "Supported engines"): the JS is
    // lowered for them and, as cssTarget follows target, the CSS too (lightningcss).
    // scripts/check-targets.mjs proves the output uses nothing beyond them.
    target: browserslistToEsbuild(undefined, { path: appDir }),
    // The web views we serve preload modules natively (Android System WebView, WKWebView from
    // iOS 17; iOS 16 ignores the HTML's hints and fetches the entry's imports as it parses it, and
    // Vite's loader falls back to rel=preload there); the polyfill cost both entries ~0.2 KiB gzip
    // (the promotion entry's 75 KiB).
    // One stylesheet for the whole product (35 KB, 7 KiB gzip): split, a page blocked its first
    // paint on four or five small files and each screen fetched its own on top of its chunks, a
    // round trip each on the mobile network Lighthouse simulates (docs/quality.md "Start-up speed"). The JS chunks stay
    // split. Neither in Storybook's build (it reuses this config): its static manager failed to
    // show a story without the polyfill (stories/check-static.mjs).
    ...(storybook ? {} : { modulePreload: { polyfill: false }, cssCodeSplit: false }),
    rollupOptions: {
      input: entries,
      output: {
        // Two entries and ~30 lazy screens share the kit: left to itself the bundler splits it
        // into many sub-KiB chunks, each costing its own gzip stream, which pushed both initial
        // loads over budget (borrower 88.9, promotion 76.2 KiB). Two groups instead: `common`,
        // what both entries need at start (React, config, launch, the message API, loading, toasts,
        // the route rule of docs/decisions.md "Moves between screens");
        // `forms`, the clients and form pieces the promotion page needs at start and the borrower
        // screens load lazily. Measured: borrower 88.0, promotion 74.9 KiB (npm run size).
        codeSplitting: {
          groups: [
            {
              name: 'common',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]|src[\\/]shared[\\/](config|launch|feedback|i18n[\\/](messages|language-context|use-messages|language-provider)\.tsx?$|ui[\\/](loading|toast|use-feedback)|format[\\/]toast-duration|navigation[\\/]route-focus)|vite[\\/]preload-helper/,
              priority: 2,
            },
            {
              // The data screens' loading and error states, one chunk as the bundler would make it,
              // also when the borrower entry imports the error state by itself (release-boundary.tsx).
              name: 'error-state',
              test: /src[\\/]shared[\\/]ui[\\/]screen-state[\\/](error-state|data-loading)\.tsx$/,
              includeDependenciesRecursively: false,
            },
            {
              // The data screens' kit: the server-state library and its client, and the small
              // formatters and controls they all import, as one chunk instead of nine. Each request
              // past a connection's share waits a round trip on a phone's link: /repay asked for
              // 15 files after the shell, 8 with it, and Lighthouse's LCP there fell from 2.38-2.43
              // to 2.23-2.25 s (docs/measurements.md "The data screens' kit in one chunk,
              // 2026-12-02"). The promotion page imports none of it (`npm run size` checks).
              name: 'screen-kit',
              test: /node_modules[\\/]@tanstack|src[\\/]shared[\\/](server-state|format[\\/](date|number|money|units)|i18n[\\/]use-money|navigation[\\/]use-history-modal|ui[\\/](unit-text|remote-image|copy-button|title-value-list|star-rating))[\\/.]/,
              includeDependenciesRecursively: false,
            },
            {
              name: 'forms',
              test: /src[\\/]shared[\\/](api[\\/](?!upload-client)|format[\\/](url|validators|input)|ui[\\/](primary-button|sms-countdown-button))/,
              // Its dependencies (config, the message API) belong to `common`: taking them along would
              // put the clients into the borrower's initial load. The server-state library and its
              // client (shared/server-state) stay out: borrower screens only, a chunk of their own.
              includeDependenciesRecursively: false,
            },
          ],
        },
      },
    },
  },
});
