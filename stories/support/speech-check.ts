/**
 * A rule of every story test (a setup file of the `storybook` project, stories/vitest.config.ts):
 * once the story has rendered and its play function has run, Guidepup's virtual screen reader
 * reads the page from its first item to its last (speech.ts), on that render and before the other
 * after-checks move its width or theme. The story fails on what nobody should hear (a control
 * without a name or named by its picture's file, a decorative image read aloud, a countdown in a
 * live region, a live region that spoke by itself more than once a second while the story ran),
 * and a screen or promotion story fails when what it says differs from its reviewed baseline,
 * stories/speech/<language>/<story id>.txt (docs/listening.md "What a screen reader says").
 */
import { afterEach, beforeEach, expect, inject } from 'vitest';
import { server } from 'vitest/browser';
import { watchLiveRegions, type LiveWatch } from './live-regions';
import { listen } from './speech';

/** What the addon leaves on a story test's context: the story it composed and ran. */
interface StoryTestContext {
  story?: { id: string };
}

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Every baseline of `language`, by story id (vitest.config.ts). */
    readSpeechBaselines: (language: string) => Promise<Record<string, string>>;
  }
}

/** The stories whose words are baselines: the screens' and the promotion page's. */
const BASELINED = /^(screens|promotion)-/;

/**
 * The pass's baselines, read in one call at its first story (the page stays for the whole pass):
 * a call to the test server for each story cost 25-40 ms, more than reading the page.
 */
let baselines: Promise<Record<string, string>> | null = null;

let watch: LiveWatch | null = null;

beforeEach(() => {
  watch = watchLiveRegions(document.body);
});

afterEach(async (context) => {
  const story = (context as unknown as StoryTestContext).story;
  const live = watch?.stop() ?? [];
  watch = null;
  // A story that failed already says why; its half-rendered page would only add noise.
  if (!story || context.task.result?.state === 'fail') return;
  const heard = await listen(document.body);
  const problems = [...heard.problems, ...live];
  expect(problems, `what nobody should hear, in ${story.id}:\n${problems.join('\n')}\n`).toEqual([]);
  if (!BASELINED.test(story.id)) return;
  const language = inject('storybook/test-initial-globals').language ?? 'es';
  const baseline = `speech/${language}/${story.id}.txt`;
  // The file first: `--update` takes a value.
  const rewrite = `npm run test:stories -- ${context.task.file.name} --update`;
  const said = `${heard.phrases.join('\n')}\n`;
  baselines ??= server.commands.readSpeechBaselines(language);
  if ((await baselines)[story.id] === said) return;
  // Different or missing: Vitest's file snapshot says how, and writes it with `--update`.
  await expect(
    said,
    `what ${story.id} says in ${language} is not what stories/${baseline} holds (or that file is missing); if the change is meant, rewrite it with \`${rewrite}\` and review it in git`,
  ).toMatchFileSnapshot(`${server.config.root}/${baseline}`);
});
