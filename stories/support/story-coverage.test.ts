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

const imports = storyFiles(storiesDir).map((file) => readFileSync(file, 'utf8')).join('\n');
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
