// Which stories the gallery shows and how it pairs them: the screen stories of the built
// Storybook's index.json (titles under Screens/ and Promotion/; `all` adds the UI kit), and
// each story's row within its screen (Generated stories left out), the same name without its language word, so the Spanish
// and English versions of a state sit side by side.

/** The gallery's stories, sorted by screen then id. */
export function galleryStories(index, all = false) {
  return Object.values(index.entries ?? {})
    .filter((e) => e.type === 'story' && (all || /^(Screens|Promotion)\//.test(e.title)))
    // A Generated story's look is its seed's data (hostile on purpose): the fuzz and the story
    // tests check those screens; no baseline for them. By export name: the index has no tags
    // of a story built by a helper (stories/support/generated-story.ts).
    .filter((e) => !/^Generated(English)?$/.test(e.exportName ?? ''))
    .sort((a, b) => a.title.localeCompare(b.title) || a.id.localeCompare(b.id));
}

/** "Status 21 English" → "Status 21"; "Spanish Default" → "Default"; "English" → "". */
export function stateName(name) {
  return name
    .replace(/\b(English|Spanish)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}
