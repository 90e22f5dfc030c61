import type { Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { setupWorker } from 'msw/browser';
import { action } from 'storybook/actions';
import appConfig from '../../app/public/config.json';
import '../../app/src/shared/ui/theme.css';
import { clearBridgeCalls, onBridgeCall } from '../../app/src/shared/bridge/bridge';
import { applyTheme, setConfig } from '../../app/src/shared/config/runtime-config';
import { resetFeedback } from '../../app/src/shared/feedback/feedback-store';
import { forgetAllKept } from '../../app/src/shared/keep/kept';
import { queryClient } from '../../app/src/shared/server-state/query-client';
import { snapshotHandlers } from '../../app/src/shared/testing/msw/snapshot-handlers';
import { withApp } from './app-decorator';
import { FRAMED_DOCS, readAwayTo, readDelay, readScenario, readSeed } from './app-parameters';
import { awayAfterFirstAnswer } from '../support/away-from-the-app';
import { isolateDocsFrameStorage } from './frame-storage';
import { answerThePanel } from './speech-listener';
import { TEXT_ZOOMS, withTextZoom } from './text-zoom-decorator';
import { THEMES, withTheme } from './theme-switch';

// A story frame on a Docs page keeps its own storage (before any story reads it).
isolateDocsFrameStorage();

// The Screen reader panel reads the story on screen when it asks (speech-panel.tsx).
answerThePanel();

// The config file the bundle ships beside itself (the app fetches it at start).
applyTheme(setConfig(appConfig));

// Every native bridge call shows in the Actions panel as `bridge.<action>`.
const stopForwarding = onBridgeCall((call) => action(`bridge.${call.action}`)(call.arg ?? '', call.target));
import.meta.hot?.dispose(stopForwarding);

/** How long a page waits for the worker to take control of it before the story fails. */
const CONTROL_TIMEOUT_MS = 10_000;

/**
 * Resolves once this page is controlled by the worker: a frame that began loading while the
 * worker was being installed is not, so its calls would bypass the handlers (storybook-worker.js
 * says when that happens). Such a page asks the worker to claim it; a page that still is not
 * controlled fails its story, naming why, rather than showing another state.
 */
async function controlled(): Promise<void> {
  const container = navigator.serviceWorker;
  if (container.controller) return;
  const registration = await container.ready;
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error('The mock service worker did not take control of this page: its calls would not be answered')),
      CONTROL_TIMEOUT_MS,
    );
    container.addEventListener(
      'controllerchange',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
    if (container.controller) container.dispatchEvent(new Event('controllerchange'));
    else registration.active?.postMessage('claim-clients');
  });
}

/** The worker, served from the static dir (relative, so a static build works in a sub-folder). */
async function startWorker() {
  const worker = setupWorker();
  await worker.start({
    quiet: true,
    serviceWorker: { url: `${import.meta.env.BASE_URL}storybook-worker.js` },
    onUnhandledFrame: 'bypass',
  });
  await controlled();
  return worker;
}

const preview: Preview = {
  // A docs page per component, beside its stories.
  tags: ['autodocs'],
  // The text zoom wraps the app, so it zooms the screen once the app has put it in the page.
  decorators: [withApp, withTextZoom, withTheme],
  loaders: [mswLoader(startWorker)],
  // Storybook runs the loaders and beforeEach again when an arg changes, so a Generated
  // story's `seed` control swaps these handlers (and app-decorator remounts the screen).
  beforeEach({ msw, parameters, args }) {
    resetFeedback();
    clearBridgeCalls();
    // Drafts and intent keys outlive a reload on purpose (docs/decisions.md "Network failures"):
    // not from one story to the next, which share the page's storage.
    forgetAllKept();
    // The screens' answers stay for a visit (docs/decisions.md "Fresh data"): not from one story to the next.
    queryClient.clear();
    // The API answers: the mock server's snapshots of the story's scenario (and seed).
    msw.use(...snapshotHandlers({ scenario: readScenario(parameters), delay: readDelay(parameters), seed: readSeed(args) }));
    // A story of data that changed while the borrower was away (docs/decisions.md "Fresh data").
    const awayTo = readAwayTo(parameters);
    if (awayTo) return awayAfterFirstAnswer(() => msw.use(...snapshotHandlers({ scenario: awayTo })));
    return undefined;
  },
  globalTypes: {
    language: {
      description: 'Language of the launch flag (en: language=1, es: language=2)',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'es', title: 'Español (language=2)' },
          { value: 'en', title: 'English (language=1)' },
        ],
        dynamicTitle: true,
      },
    },
    textZoom: {
      description: 'Text size: an Android web view\'s text zoom at the phone\'s font scale (docs/large-text.md "Text zoom emulation")',
      toolbar: {
        title: 'Text size',
        icon: 'paragraph',
        items: TEXT_ZOOMS,
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme: the phone\'s (prefers-color-scheme), or light or dark (docs/decisions.md "Dark theme")',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: THEMES,
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    language: 'es',
    textZoom: '100pct',
    theme: 'system',
    viewport: { value: 'phone', isRotated: false },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: {
      options: {
        phone: { name: 'Phone 390×844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
    // Any axe violation fails the story's test.
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    // Docs pages: each story in its own frame, with its own answers and the toolbar's globals
    // (docs-frames.ts; loaded with the first Docs page, as Storybook's own renderer is).
    docs: { ...FRAMED_DOCS, renderer: async () => new (await import('./docs-frames')).DocsFramesRenderer() },
  },
};

export default preview;
