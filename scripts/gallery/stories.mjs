// Which stories the gallery shows and in which languages: the screen stories of the built
// Storybook's index.json (titles under Screens/ and Promotion/; `all` adds the UI kit), each
// rendered once per language of the toolbar's `language` global, so the Spanish and English
// version of a state sit side by side, each at 100 % and at 200 % text and in the dark theme.
// Generated stories are left out.

/** The languages of the toolbar, in the gallery's column order. */
export const LANGUAGES = ['es', 'en'];

/** Whether an index entry is of a screen or the promotion page (not the UI kit). */
export const isScreen = (entry) => /^(Screens|Promotion)\//.test(entry.title);

/** The gallery's stories, sorted by screen then id. */
export function galleryStories(index, all = false) {
  return (
    Object.values(index.entries ?? {})
      .filter((e) => e.type === 'story' && (all || isScreen(e)))
      // A Generated story's look is its seed's data (hostile on purpose): the fuzz and the story
      // tests check those screens; no baseline for them. By export name: the index has no tags
      // of a story built by a helper (stories/support/generated-story.ts).
      .filter((e) => e.exportName !== 'Generated')
      .sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id))
  );
}

/** The text zoom of the second shot of each story (docs/large-text.md "The checks"), in percent. */
export const LARGE_TEXT = 200;

/**
 * One shot per screen story and language (a UI kit story, with `all`, once: those pin their
 * language), each taken three times on the same page: at 100 % text, at `LARGE_TEXT` % and in the
 * dark theme at 100 % (the phone's prefers-color-scheme). `key`, `largeKey` and `darkKey` are the
 * names of the three: their screenshots and baselines are `<language>/<id>.png`,
 * `<language>-200/<id>.png` and `<language>-dark/<id>.png`.
 */
export function galleryShots(index, all = false) {
  const stories = galleryStories(index, all);
  return LANGUAGES.flatMap((language) =>
    stories
      .filter((story) => language === LANGUAGES[0] || isScreen(story))
      .map((story) => ({
        story,
        language,
        key: `${language}/${story.id}`,
        largeKey: `${language}-${LARGE_TEXT}/${story.id}`,
        darkKey: `${language}-dark/${story.id}`,
      })),
  );
}
