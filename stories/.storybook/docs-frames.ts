/**
 * Docs pages that show each story with its own answers (stories/README.md "Docs pages: each
 * story in its own frame").
 *
 * A Docs page renders all its stories at once, and the MSW addon serves one handler set per
 * page: stories rendered inline there all show one story's answers. So every story on a Docs
 * page renders in its own frame, a whole preview of its own (`docs.story.inline: false`, the
 * project's default in preview.tsx), which loads the story's own handlers as the story alone
 * does. Only the UI kit, whose stories call no API, opts back into inline stories (`INLINE_DOCS`).
 *
 * A story frame is the preview opened on the story, so it would start from the initial globals.
 * This renderer, Storybook's own Docs renderer with one step before each render, puts the
 * toolbar's globals (language …) into the address the frames load. Storybook renders a Docs page
 * afresh, frames included, on every change of a global, so a new language reaches new frames.
 */
import { DocsRenderer } from '@storybook/addon-docs';
import type { DocsContextProps, Renderer } from 'storybook/internal/types';
import { PHONE } from './app-parameters';

/** A value Storybook's `globals` query carries as it is (`key:value;…`); others are left out. */
const SAFE_VALUE = /^[\w .-]*$/;

/**
 * The `globals` query of the preview: the values of the toolbar's globals (`names`, the
 * project's `globalTypes`) the page renders with now.
 */
export function globalsQuery(globals: Record<string, unknown>, names: readonly string[]): string {
  return names
    .flatMap((name) => {
      const value = globals[name];
      return (typeof value === 'string' || typeof value === 'number') && SAFE_VALUE.test(String(value)) ? [`${name}:${value}`] : [];
    })
    .join(';');
}

/** The globals the Docs page renders with (its primary story's), or none on a page without stories. */
function docsGlobals(context: DocsContextProps): Record<string, unknown> {
  try {
    return context.getStoryContext(context.storyById()).globals;
  } catch {
    return {};
  }
}

/** Each story frame a phone wide, in the middle of its block (the Story block makes it 100 % wide). */
const FRAME_STYLE = `.sb-story > div:has(> iframe[id^="iframe--"]) { width: ${PHONE.width} !important; max-width: 100%; margin: 0 auto; }`;

/**
 * Storybook's Docs renderer, after pointing the story frames at the preview with the page's
 * globals. The Story block builds a frame's address from Storybook's `PREVIEW_URL` when it mounts
 * it (`<PREVIEW_URL>&id=<story>&viewMode=story`).
 */
export class DocsFramesRenderer extends DocsRenderer<Renderer> {
  constructor() {
    super();
    const render = this.render;
    this.render = (context, docsParameter, element) => {
      const names = Object.keys(context.projectAnnotations.globalTypes ?? {});
      // embed=true: the frame shows the story before its play function, as an inline Docs story
      // does (Storybook's `docs.story.autoplay` is off) and the gallery does.
      const query = new URLSearchParams({ globals: globalsQuery(docsGlobals(context), names), embed: 'true' });
      Object.assign(globalThis, { PREVIEW_URL: `iframe.html?${query.toString()}` });
      if (!document.getElementById('docs-frames-style')) {
        const style = Object.assign(document.createElement('style'), { id: 'docs-frames-style', textContent: FRAME_STYLE });
        document.head.append(style);
      }
      return render(context, docsParameter, element);
    };
  }
}
