import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadCsf } from 'storybook/internal/csf-tools';
import { describe, expect, it } from 'vitest';

/**
 * The spoken-phrase baselines (stories/speech/<language>/<story id>.txt, written by the story
 * tests: speech-check.ts) belong to stories that exist: a story renamed or removed leaves its
 * baselines behind, which nothing would compare again. A missing or different baseline fails its
 * story in the story tests themselves.
 */
const storiesDir = fileURLToPath(new URL('..', import.meta.url));
const speechDir = join(storiesDir, 'speech');
const LANGUAGES = ['es', 'en'];

/** The ids of the screen and promotion stories, as Storybook makes them from each file. */
function screenStoryIds(): Set<string> {
  const ids = ['screens', 'promotion'].flatMap((folder) =>
    readdirSync(join(storiesDir, folder))
      .filter((name) => name.endsWith('.stories.tsx'))
      .flatMap((name) => {
        const fileName = join(storiesDir, folder, name);
        const csf = loadCsf(readFileSync(fileName, 'utf8'), { fileName, makeTitle: (title) => title }).parse();
        return csf.stories.map((story) => story.id);
      }),
  );
  return new Set(ids);
}

describe('the spoken-phrase baselines', () => {
  const ids = screenStoryIds();
  it('reads the screen stories', () => {
    expect(ids.size).toBeGreaterThan(100);
    expect(ids).toContain('screens-loan-details--status-21');
  });
  it('are in one folder per language', () => {
    const folders = existsSync(speechDir) ? readdirSync(speechDir) : [];
    expect(folders.filter((folder) => !LANGUAGES.includes(folder))).toEqual([]);
  });
  it.each(LANGUAGES)('in %s, are each of a screen or promotion story', (language) => {
    const dir = join(speechDir, language);
    const files = existsSync(dir) ? readdirSync(dir) : [];
    const stale = files.filter((file) => !file.endsWith('.txt') || !ids.has(file.slice(0, -'.txt'.length)));
    expect(
      stale,
      `baselines of no story (delete them: git rm ${stale.map((file) => `stories/speech/${language}/${file}`).join(' ')})`,
    ).toEqual([]);
  });
});
