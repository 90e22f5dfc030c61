/**
 * A setup file of the story tests (vitest.config.ts): each pass must really render its screen
 * stories in its language, or the play functions, which read the language from the story's
 * globals, would check the Spanish screen twice and pass.
 */
import type { STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY } from '@storybook/addon-vitest/constants';
import { afterEach, expect, inject } from 'vitest';

/**
 * The addon's key for a pass's globals. Its constants module loads Node modules, so not here in
 * the browser; the type keeps the two equal.
 */
const INITIAL_GLOBALS: typeof STORYBOOK_TEST_INITIAL_GLOBALS_PROVIDE_KEY = 'storybook/test-initial-globals';

declare module 'vitest' {
  /** The globals the Storybook addon gives every story of a pass (vitest.config.ts). */
  interface ProvidedContext {
    'storybook/test-initial-globals': { language?: string };
  }
}

/** What the addon leaves on a story test's context: the story it composed and ran. */
interface StoryTestContext {
  story?: { id: string; globals: Record<string, unknown> };
}

afterEach((context) => {
  const story = (context as unknown as StoryTestContext).story;
  if (!story || !/^(screens|promotion)-/.test(story.id)) return;
  const pass = inject(INITIAL_GLOBALS).language;
  expect(story.globals.language, `the language of ${story.id} in this pass`).toBe(pass);
});
