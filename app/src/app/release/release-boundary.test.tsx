import { act, Component, Suspense, type ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '../../shared/testing/console-guard';
import { click, render, type Rendered } from '../../shared/testing/render';
import { lazyScreen } from '../routes';
import { watchFailedChunks } from './new-release';
import { ReleaseBoundary } from './release-boundary';

const OURS = '0.1.0+2a2d66c.5d41402abc';
const THEIRS = '0.1.0+2a2d66c.7e9f001234';
const page = (id: string) => new Response(`<head><meta name="build-id" content="${id}"></head>`);

// What main.tsx does at start: Vite's loader reports each failed import on the window.
watchFailedChunks(window);

/** An import of a chunk the server no longer has, as Vite's loader fails it. */
function failedImport(): Promise<never> {
  const error = new TypeError('Failed to fetch dynamically imported module: /assets/repay-screen-B1a2c3d4.js');
  window.dispatchEvent(Object.assign(new Event('vite:preloadError', { cancelable: true }), { payload: error }));
  return Promise.reject(error);
}

/** Lets the chunk's import, the check and React settle until `done` holds (at most 5 s). */
async function until(view: Rendered, done: (root: HTMLElement) => boolean): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (!done(view.container) && Date.now() < deadline) {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 10));
    });
  }
  expect(done(view.container)).toBe(true);
}

function routed(screen: ReactNode, path = '/repay') {
  return (
    <ReleaseBoundary path={path} loading={<p>Cargando…</p>}>
      <Suspense fallback={<p>Cargando…</p>}>{screen}</Suspense>
    </ReleaseBoundary>
  );
}

describe('a screen whose chunk a release removed (docs/serving.md "Releases")', () => {
  let meta: HTMLMetaElement;
  beforeEach(() => {
    sessionStorage.clear();
    meta = Object.assign(document.createElement('meta'), { name: 'build-id', content: OURS });
    document.head.append(meta);
    // React reports every error a boundary catches on the console.
    expectConsoleError(/Failed to fetch dynamically imported module/);
  });
  afterEach(() => {
    meta.remove();
    sessionStorage.clear();
  });

  it('when no reload can help, shows the error state, whose retry brings the screen; never a blank page', async () => {
    const fetch = vi.spyOn(window, 'fetch').mockImplementation(() => Promise.reject(new TypeError('Failed to fetch')));
    let chunkThere = false;
    const repay = lazyScreen(() => (chunkThere ? Promise.resolve({ default: () => <h1>Pago total</h1> }) : failedImport()));
    const view = render(routed(<repay.screen />));
    expect(view.container.textContent).toBe('Cargando…');
    await until(view, (root) => root.querySelector('[role="alert"] button') !== null);
    expect(fetch).toHaveBeenCalledWith(location.pathname, { cache: 'no-store' });
    // Back online, the server still has this release: the retry asks for the chunk again.
    chunkThere = true;
    click(view.container.querySelector('[role="alert"] button'));
    await until(view, (root) => root.querySelector('h1') !== null);
    expect(view.container.querySelector('h1')?.textContent).toBe('Pago total');
  });

  it('keeps the loading state while the page reloads into the new release', async () => {
    vi.spyOn(window, 'fetch').mockImplementation(() => Promise.resolve(page(THEIRS)));
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, pathname: '/repay', reload });
    const repay = lazyScreen(() => failedImport());
    const view = render(routed(<repay.screen />));
    await until(view, () => reload.mock.calls.length === 1);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(view.container.textContent).toBe('Cargando…');
  });

  it('starts afresh on the next screen', async () => {
    vi.spyOn(window, 'fetch').mockImplementation(() => Promise.resolve(page(OURS)));
    const repay = lazyScreen(() => failedImport());
    const view = render(routed(<repay.screen />));
    await until(view, (root) => root.querySelector('[role="alert"]') !== null);
    view.rerender(routed(<h1>Detalle del préstamo</h1>, '/loan-detail'));
    expect(view.container.querySelector('h1')?.textContent).toBe('Detalle del préstamo');
  });
});

describe('any other error', () => {
  it('goes on up, as without the boundary', () => {
    class Outer extends Component<{ children: ReactNode }, { caught: string | null }> {
      override state = { caught: null };
      static getDerivedStateFromError(error: Error) {
        return { caught: error.message };
      }
      override render() {
        return this.state.caught ?? this.props.children;
      }
    }
    function Broken(): ReactNode {
      throw new Error('a bug in the screen');
    }
    expectConsoleError(/a bug in the screen/);
    const view = render(
      <Outer>
        <ReleaseBoundary path="/repay" loading={<p>Cargando…</p>}>
          <Broken />
        </ReleaseBoundary>
      </Outer>,
    );
    expect(view.container.textContent).toBe('a bug in the screen');
  });
});
