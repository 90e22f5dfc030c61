/**
 * The "Generated" story of a screen: the mock server's `generated` scenario (answers drawn from
 * the contract's schemas, biased toward what breaks screens), one seed at a time, the seed a
 * control. The answers are the snapshot test's files `snapshots/generated/seed-NN/`; the
 * preview's beforeEach hands the `seed` arg to the MSW handlers, and Storybook runs it again
 * when the control changes. One helper for every screen, so each gets the same checks.
 */
import type { StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { commonMessages } from '../../app/src/shared/i18n/common-messages';
import { messagesOf } from '../../app/src/shared/i18n/messages';
import type { AppParameters } from '../.storybook/app-parameters';
import { generatedSeeds } from '../../app/src/shared/testing/msw/snapshot-handlers';
import { storyLanguage } from './story-language';

/** The args of a Generated story. */
export interface GeneratedArgs {
  /** The `generated` scenario's `mock_seed`, one of the seeds the snapshot test wrote. */
  seed: number;
}

/** What must never show, whatever the data (docs/quality.md "Screen fuzz", as the fuzz checks it). */
const LEAKS = /\b(undefined|null|NaN|Infinity)\b|Invalid Date|\[object Object\]/;

const consoleErrors: string[] = [];

/** Collects console.error calls during the story; the play function fails on any. */
function watchConsoleErrors(): () => void {
  consoleErrors.length = 0;
  const original = console.error;
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args.map(String).join(' '));
    original(...args);
  };
  return () => {
    console.error = original;
  };
}

/** A loading indicator (spinner and text) outside a dialog; a dialog's spinner is a state. */
function spinning(doc: Document): boolean {
  return Array.from(doc.querySelectorAll('[role="status"]')).some(
    (status) => status.querySelector('span[aria-hidden="true"]') !== null && status.closest('[role="dialog"]') === null,
  );
}

function settled(canvasElement: HTMLElement): void {
  const doc = canvasElement.ownerDocument;
  const inFlight = (globalThis as { __storyApiInFlight?: number }).__storyApiInFlight ?? 0;
  expect(inFlight).toBe(0);
  expect(spinning(doc)).toBe(false);
  // A control still loading what it shows (the promotion page's captcha: "Cargando…, busy").
  expect(doc.querySelector('[aria-busy="true"]')).toBeNull();
  expect(canvasElement.innerText.trim()).not.toBe('');
}

const frame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * Once the answers are shown: no console error, no blank screen, no not-found page, no visible
 * `undefined`/`null`/`NaN`/`Invalid Date`/`[object Object]`, no horizontal overflow.
 */
async function playGenerated(context: {
  canvasElement: HTMLElement;
  args: GeneratedArgs;
  globals: Record<string, unknown>;
}): Promise<void> {
  const { canvasElement } = context;
  const language = storyLanguage(context);
  await waitFor(() => settled(canvasElement), { timeout: 10_000 });
  // Quiet between two calls (a screen that calls again once the first answer shows: the
  // promotion page asks for its template and captcha once its sid is in) is not settled: still
  // quiet five frames later is, as the gallery's shots wait (scripts/gallery/capture.mjs).
  for (let i = 0; i < 5; i += 1) await frame();
  await waitFor(() => settled(canvasElement), { timeout: 10_000 });
  const doc = canvasElement.ownerDocument;
  const text = doc.body.innerText;
  const seed = String(context.args.seed);
  await expect(doc.querySelector('h1')?.textContent, `seed ${seed}`).not.toBe(messagesOf(commonMessages, language)('common.notFoundTitle'));
  await expect(LEAKS.exec(text)?.[0], `seed ${seed}: a visible leak`).toBeUndefined();
  await expect(doc.documentElement.scrollWidth, `seed ${seed}: horizontal overflow`).toBeLessThanOrEqual(doc.documentElement.clientWidth);
  await expect(consoleErrors, `seed ${seed}: console errors`).toEqual([]);
}

/** The Generated story of a screen, at seed 1 unless the control says another. */
export function generatedStory(): StoryObj<GeneratedArgs> {
  return {
    parameters: { scenario: 'generated' } satisfies AppParameters,
    args: { seed: generatedSeeds[0] ?? 1 },
    argTypes: {
      seed: {
        description: 'mock_seed of the generated scenario: its answers are snapshots/generated/seed-NN/',
        control: { type: 'number', min: generatedSeeds[0] ?? 1, max: generatedSeeds.at(-1) ?? 1, step: 1 },
      },
    },
    beforeEach: watchConsoleErrors,
    play: playGenerated,
  };
}
