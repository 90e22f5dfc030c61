import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const storiesDir = fileURLToPath(new URL('..', import.meta.url));
const appSrc = fileURLToPath(new URL('../../app/src/', import.meta.url));

function storyFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'storybook-static' ? [] : storyFiles(full);
    return entry.name.endsWith('.stories.tsx') ? [full] : [];
  });
}

const sources = storyFiles(storiesDir).map((file) => ({ file, text: readFileSync(file, 'utf8') }));
const imports = sources.map((source) => source.text).join('\n');
const folders = (dir: string) =>
  readdirSync(join(appSrc, dir), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** A new UI kit piece or screen of the app fails here until it has stories. */
describe('every UI kit piece and every screen has stories', () => {
  it.each(folders('shared/ui'))('UI kit: %s', (name) => {
    expect(imports).toContain(`app/src/shared/ui/${name}/`);
  });
  it.each(folders('screens'))('screen: %s', (name) => {
    expect(imports).toContain(`app/src/screens/${name}/`);
  });
});

/** The screens of the mock server's `generated` scenario (the ones whose data comes from the API). */
const generatedScreens: string[] = (
  JSON.parse(readFileSync(new URL('../../mock-server/scenarios/generated.json', import.meta.url), 'utf8')) as {
    screens: string[];
  }
).screens;

/** The stories file of a screen route: the promotion page's, or the one whose route it is. */
function storiesOf(route: string): { file: string; text: string } | undefined {
  if (route.startsWith('/promotion/')) return sources.find((source) => source.file.endsWith('promotion.stories.tsx'));
  const path = route.split(/[?#]/)[0] ?? route;
  return sources.find((source) => source.text.includes(`path: '${path}'`));
}

/** A screen of the generated scenario fails here until its stories file has its Generated story. */
describe('every screen of the generated scenario has its Generated stories', () => {
  it('reads the screens', () => {
    expect(generatedScreens.length).toBeGreaterThan(10);
  });
  it.each(generatedScreens)('%s', (route) => {
    const source = storiesOf(route);
    expect(source, `no stories file routes to ${route}`).toBeDefined();
    expect(source?.text).toContain('export const Generated = generatedStory();');
  });
});

/**
 * A screen story is one scenario; the toolbar (and the story tests' second pass) gives its
 * language, so no screen story pins one or names one.
 */
describe('screen stories carry no language', () => {
  const screenSources = sources.filter((source) => /[/\\](screens|promotion)[/\\]/.test(source.file));
  it('reads the screen stories', () => {
    expect(screenSources.length).toBeGreaterThan(20);
  });
  it.each(screenSources.map((source) => [source.file.slice(storiesDir.length), source.text]))('%s', (_file, text) => {
    expect(text).not.toMatch(/globals:\s*\{\s*language/);
    expect(text.match(/^export const \w*(Spanish|English)\w*/gm) ?? []).toEqual([]);
  });
});
