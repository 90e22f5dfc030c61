/**
 * The checks of the screen fuzz (fuzz.spec.ts): what every screen must hold with any generated
 * seed and any malformed answer (docs/quality.md "Screen fuzz"). The navigation, the wait and the checks
 * run in the page in one `evaluate`: a round trip to the browser costs more than the checks.
 */
import type { Page } from '@playwright/test';
import type { Language } from '../../app/src/shared/i18n/language';
import { commonMessages } from '../../app/src/shared/i18n/common-messages';
import { messagesOf } from '../../app/src/shared/i18n/messages';
import { findBrokenText } from '../../app/src/shared/testing/broken-text';
import { findClippedText } from '../../app/src/shared/testing/clipped-text';

/** The screens of the generated and malformed scenarios, as the QA page links them. */
export interface ScreenLink {
  screen: string;
  lang: Language;
  url: string;
}

/** What a scenario's entry in `/__mock/scenarios` gives the fuzz. */
export interface ScenarioInfo {
  name: string;
  links: ScreenLink[];
}

/** Words that say a value went missing on its way to the screen. */
const LEAKS = /\b(undefined|null|NaN|Infinity)\b|Invalid Date|\[object Object\]/;

/** What one inspection does. */
export interface Inspection {
  /** Navigate in the app (through the not-found route, so the screen mounts again) to this URL first. */
  navigate: string | null;
  /** The seed cookie to set before navigating. */
  seed: number | null;
  language: Language;
  /** Whether the screen's answers were malformed: it must show its error state. */
  malformed: boolean;
  /** The viewport's width: a mobile page that overflows widens its own layout viewport. */
  width: number;
  /** The screen was just brought up (not only resized): its calls may not have started yet. */
  loaded: boolean;
}

/**
 * Marks the page when an error goes uncaught (a crashed, empty screen counts as settled) and
 * counts the calls in flight (a screen waiting for an answer has not settled).
 */
export async function watchPage(page: Page): Promise<void> {
  await page.addInitScript(() => {
    // The document has no root element yet when this runs: the marks go on it later.
    const state = globalThis as unknown as {
      fuzzInFlight: number;
      fuzzApiCalls: number;
      fuzzCrashed: boolean;
      fuzzErrorSeen: boolean;
    };
    state.fuzzInFlight = 0;
    state.fuzzApiCalls = 0;
    state.fuzzCrashed = false;
    state.fuzzErrorSeen = false;
    // An error state seen at any time counts: the promotion page's 'error' toast goes away.
    new MutationObserver(() => {
      const toasts = Array.from(document.querySelectorAll('[role="status"]'), (s) => s.textContent ?? '');
      if (document.querySelector('[role="alert"]') || toasts.some((t) => t.includes('error'))) {
        state.fuzzErrorSeen = true;
      }
    }).observe(document, { childList: true, subtree: true, characterData: true });
    const mark = () => {
      state.fuzzCrashed = true;
    };
    addEventListener('error', mark);
    addEventListener('unhandledrejection', mark);
    const fetch = window.fetch.bind(window);
    window.fetch = (...args: Parameters<typeof fetch>) => {
      const url = args[0] instanceof Request ? args[0].url : String(args[0]);
      const path = new URL(url, location.href).pathname;
      if (path.startsWith('/throughout/') || path.startsWith('/api/')) state.fuzzApiCalls += 1;
      state.fuzzInFlight += 1;
      return fetch(...args).finally(() => {
        state.fuzzInFlight -= 1;
      });
    };
  });
}

/**
 * Waits until the screen settled (rendered or crashed, no spinner outside a dialog, every image
 * loaded or failed), then gives every way it breaks item 3, one line each, and every text cut off.
 */
export async function inspect(page: Page, inspection: Inspection): Promise<string[]> {
  const problems = await page.evaluate(
    async ({ navigate, seed, notFound, leaks, malformed, width, loaded }) => {
      // A task, not an animation frame: React renders and image errors arrive as tasks, and a
      // frame would cost 16 ms a wait.
      const tick = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
      const isNotFound = () => Array.from(document.querySelectorAll('h1')).some((h) => h.textContent?.trim() === notFound);
      const until = async (done: () => boolean, what: string, ms = 10_000) => {
        const deadline = performance.now() + ms;
        while (!done()) {
          if (performance.now() > deadline) throw new Error(what);
          await tick();
        }
      };
      const go = (url: string) => {
        history.pushState(null, '', url);
        dispatchEvent(new PopStateEvent('popstate'));
      };
      const watched = globalThis as unknown as { fuzzErrorSeen?: boolean; fuzzApiCalls?: number };
      try {
        if (navigate !== null) {
          if (seed !== null) document.cookie = `mock_seed=${seed}; path=/`;
          watched.fuzzErrorSeen = false;
          watched.fuzzApiCalls = 0;
          // A navigation the screen starts itself at the same moment (a replace after its data)
          // can win over ours: ours is sent again each second until the app has followed it.
          const leave = (url: string, left: () => boolean) => {
            let sent = performance.now();
            go(url);
            return () => {
              if (left()) return true;
              if (performance.now() - sent > 1_000) {
                sent = performance.now();
                go(url);
              }
              return false;
            };
          };
          await until(leave('/__fuzz-between-screens', isNotFound), 'the app did not leave the screen');
          await until(
            leave(navigate, () => !isNotFound()),
            'the app did not come back to the screen',
          );
        }
        const state = globalThis as unknown as { fuzzInFlight?: number; fuzzCrashed?: boolean; fuzzErrorSeen?: boolean };
        const quiet = () =>
          // A prerendered page (the promotion frame) has content before its scripts have run.
          document.readyState === 'complete' &&
          (state.fuzzCrashed === true || (document.querySelector('#root')?.childElementCount ?? 0) > 0) &&
          (state.fuzzInFlight ?? 0) === 0 &&
          // A spinner in a dialog is a state of its own (loan confirm's waiting modal).
          !document.querySelector('[class*="_spinner_"]:not([role="dialog"] *)') &&
          Array.from(document.images).every((image) => image.complete);
        const never = 'never settled (a call, a spinner or an image that never ends)';
        await until(quiet, never);
        if (loaded) {
          // Quiet between two calls (the config, then the screen's own after a render and its
          // effects) is not settled: still quiet after a frame is.
          await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
          await tick();
          await until(quiet, never);
        }
        // What the last answers and image errors set off (an error state, a fallback) shows.
        await tick();
        await tick();
      } catch (error) {
        return [error instanceof Error ? error.message : String(error)];
      }
      const out: string[] = [];
      const root = document.documentElement;
      const text = document.body.innerText;
      if (text.trim() === '') out.push('blank page');
      if (isNotFound()) out.push('the not-found page');
      const leak = new RegExp(leaks).exec(text);
      if (leak) out.push(`visible "${leak[0]}" in: …${text.slice(Math.max(0, leak.index - 40), leak.index + 40)}…`);
      if (root.scrollWidth > width) {
        // Name the element that sticks out furthest, to point at the fix.
        const wide = Array.from(document.body.querySelectorAll<HTMLElement>('*'))
          .filter((e) => e.getBoundingClientRect().right > width + 0.5)
          .sort((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right)[0];
        const name = wide ? `${wide.tagName.toLowerCase()}.${String(wide.className)}` : '?';
        out.push(`horizontal overflow: ${root.scrollWidth} px in ${width} px (${name})`);
      }
      // A failed image's error event may still be queued behind the check: give its fallback
      // up to a second to replace it.
      const broken = () =>
        Array.from(document.images).filter((image) => {
          const box = image.getBoundingClientRect();
          const shown = box.width > 0 && box.height > 0 && getComputedStyle(image).visibility !== 'hidden';
          // A decorative image (alt="") that fails draws nothing: its box is its fallback.
          return shown && image.complete && image.naturalWidth === 0 && image.alt !== '';
        });
      try {
        await until(() => broken().length === 0, 'broken', 1_000);
      } catch {
        for (const image of broken()) {
          out.push(`a broken image shows instead of its fallback: ${image.getAttribute('src') ?? ''}`);
        }
      }
      // The error state: the screens' alert, or the promotion page's 'error' toast (its spec);
      // a screen that called nothing has no answer to break.
      // The error state may come a few frames after the last answer (the promotion page's toast).
      if (malformed && (watched.fuzzApiCalls ?? 0) > 0) {
        try {
          await until(() => watched.fuzzErrorSeen === true, 'no error state', 2_000);
        } catch {
          out.push('a malformed answer did not bring up the error state');
        }
      }
      return out;
    },
    {
      navigate: inspection.navigate,
      seed: inspection.seed,
      notFound: messagesOf(commonMessages, inspection.language)('common.notFoundTitle'),
      leaks: LEAKS.source,
      malformed: inspection.malformed,
      width: inspection.width,
      loaded: inspection.loaded,
    },
  );
  // No text cut off and nothing broken that a large text breaks (an amount or date split over
  // lines, a placeholder cut off …: docs/large-text.md "What the checks find") at this width, at
  // 100 % text (both run in the page, on its body).
  const body = page.locator('body');
  return [...problems, ...(await body.evaluate(findClippedText)), ...(await body.evaluate(findBrokenText))];
}

/** The link `url` with `seed` in place of the one the QA page gave. */
export function withSeed(url: string, seed: number): string {
  return url.replace(/([?&])mock_seed=\d+/, `$1mock_seed=${seed}`);
}
