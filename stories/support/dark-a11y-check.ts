/**
 * A rule of every story test (a setup file of the `storybook` project, stories/vitest.config.ts):
 * the a11y check in the dark theme too. Once the story has rendered, its play function has run
 * and the addon's axe check has passed in the light theme, the story already on the page is
 * switched to dark (the toolbar's switch, .storybook/theme-switch.tsx), axe runs again, and the
 * theme is put back: no second render. Only the rules whose outcome a theme can change run again
 * (a theme changes colours, nothing else); the Spanish pass runs it, which renders every story (the
 * English pass renders the same colours).
 */
import axe from 'axe-core';
import { afterEach, expect, inject } from 'vitest';
import { readTheme, setStoryTheme } from '../.storybook/theme-switch';

/** The axe rules that read colours: the rest give in dark what they gave in light. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

interface A11yParameter {
  disable?: boolean;
  test?: string;
  config?: { rules?: { id: string; enabled?: boolean }[] };
}

/** What the addon leaves on a story test's context: the story it composed and ran. */
interface StoryTestContext {
  story?: { id: string; parameters: { a11y?: A11yParameter }; globals: Record<string, unknown> };
}

afterEach(async (context) => {
  const story = (context as unknown as StoryTestContext).story;
  // A story that failed already says why; one without the a11y check has none to repeat.
  if (!story || context.task.result?.state === 'fail') return;
  if (inject('storybook/test-initial-globals').language !== 'es') return;
  const a11y = story.parameters.a11y;
  if (a11y?.disable || a11y?.test === 'off' || a11y?.test === 'todo') return;
  const off = new Set((a11y?.config?.rules ?? []).filter((rule) => rule.enabled === false).map((rule) => rule.id));
  const rules = COLOUR_RULES.filter((id) => !off.has(id));
  setStoryTheme('dark');
  try {
    const result = await axe.run(
      { include: [document.body], exclude: [['.sb-wrapper'], ['#storybook-docs'], ['#storybook-highlights-root']] },
      { runOnly: { type: 'rule', values: rules } },
    );
    const found = result.violations.flatMap((v) =>
      v.nodes.map((node) => `${v.id}: ${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
    );
    expect(found, `axe in the dark theme:\n${found.join('\n')}\n`).toEqual([]);
  } finally {
    setStoryTheme(readTheme(story.globals));
  }
});
