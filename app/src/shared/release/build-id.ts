/**
 * The build id of a release (docs/serving.md "Releases"): app/scripts/prerender.mjs writes it
 * into every page as `<meta name="build-id" content="…">`. "dev" where a page has none (the dev
 * server, Storybook, the unit tests).
 */
export const DEV_BUILD_ID = 'dev';

/** The build id of this page. */
export function pageBuildId(doc: Document = document): string {
  return doc.querySelector<HTMLMetaElement>('meta[name="build-id"]')?.content || DEV_BUILD_ID;
}

/** The build id a page's HTML names, written as the build writes it; null when it names none. */
export function buildIdIn(html: string): string | null {
  return /<meta name="build-id" content="([^"]+)"/.exec(html)?.[1] ?? null;
}
