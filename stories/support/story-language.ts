/**
 * A screen story is one scenario; its language is the toolbar's (and, in the story tests, the
 * language of the pass: stories/vitest.config.ts runs every screen story once per language).
 * A play function that expects text in one language is written for any language and run in
 * the one the story renders in.
 */
import type { Language } from '../../app/src/shared/i18n/language';
import { readLanguage } from '../.storybook/app-parameters';

/** What every play function's context has: the globals the story renders with. */
interface WithGlobals {
  globals: Record<string, unknown>;
}

/** The language the story renders in (the `language` global). */
export function storyLanguage(context: WithGlobals): Language {
  return readLanguage(context.globals);
}

/** The play function `play(language)` returns, run in the language the story renders in. */
export function inLanguage<Context>(
  play: (language: Language) => ((context: Context) => Promise<void> | void) | undefined,
): (context: Context & WithGlobals) => Promise<void> {
  return async (context) => {
    await play(storyLanguage(context))?.(context);
  };
}
