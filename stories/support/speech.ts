/**
 * What a screen reader says on the page as it is: Guidepup's virtual screen reader moved from the
 * first item to the last, one swipe at a time, each phrase as it speaks it, and what nobody should
 * hear on the way (docs/listening.md "What a screen reader says"). The story tests record it after
 * each story (speech-check.ts); Storybook's Screen reader panel shows it for the story on screen
 * (.storybook/speech-panel.tsx).
 */
import { Virtual } from '@guidepup/virtual-screen-reader';
import { computeAccessibleName } from 'dom-accessibility-api';
import { TOAST_REGION_SELECTOR } from '../../app/src/shared/ui/toast/toast-provider';

export interface Heard {
  /** One phrase a line, in the order a swipe at a time reads them (a countdown's digits as `#`). */
  phrases: string[];
  /** What nobody should hear, each naming its element. */
  problems: string[];
}

/** One item the reader stopped on and what it said there (a dialog says its name on the way in). */
interface Item {
  node: Node;
  phrases: string[];
}

/** The roles a borrower operates: each needs a name of its own. */
const CONTROL_ROLES = new Set([
  'button',
  'link',
  'checkbox',
  'radio',
  'switch',
  'textbox',
  'searchbox',
  'combobox',
  'listbox',
  'option',
  'slider',
  'spinbutton',
  'tab',
  'menuitem',
  'menuitemcheckbox',
  'menuitemradio',
  'treeitem',
]);

/** How the reader says a picture (an `img`, `role="img"`, an SVG left in the tree). */
const IMAGE_ROLES = new Set(['image', 'graphics-document', 'graphics-symbol']);

/** A page longer than this many items is read no further: the walk is lost. */
const MAX_ITEMS = 5000;

/** Walks again when the page changed under the walk (a countdown's tick); this many at most. */
const MAX_WALKS = 3;

const IMAGE_FILE = /^[\w.-]+\.(svg|png|jpe?g|gif|webp|avif|ico)$/i;
const ICON_ID = /^(ic|icon|img|image|logo)[-_][\w-]*$/i;

const elementOf = (node: Node): Element | null => (node instanceof Element ? node : node.parentElement);
const normal = (text: string) => text.replace(/\s+/g, ' ').trim();

/**
 * Where a reader is while a modal dialog is open: inside it (`aria-modal` hides the page behind
 * from TalkBack and VoiceOver), the last one opened; otherwise the whole page.
 */
function readingRoot(container: Element): Element {
  const modals = [...container.querySelectorAll('[aria-modal="true"]')].filter((dialog) => dialog.checkVisibility());
  return modals.at(-1) ?? container;
}

/**
 * Whether the reader's item is in the toasts' region: a toast hides itself after a few seconds, so
 * whether it is still there when the story ends depends on how fast the machine ran the story
 * (docs/listening.md "What the baselines leave out").
 */
const isTransient = (node: Node) => !!elementOf(node)?.closest(TOAST_REGION_SELECTOR);

/** Every item from the first to the last, each with what the reader said on reaching it, but the toasts. */
async function walk(root: Element): Promise<Item[]> {
  const reader = new Virtual();
  await reader.start({ container: root });
  try {
    const log = await reader.spokenPhraseLog();
    const first = reader.activeNode;
    if (!first) return [];
    const items: Item[] = [{ node: first, phrases: [...log] }];
    const seen = new Map<Node, Set<string>>([[first, new Set([log.at(-1) ?? ''])]]);
    for (;;) {
      const before = log.length;
      await reader.next();
      const node = reader.activeNode;
      const said = (await reader.spokenPhraseLog()).slice(before);
      const phrase = said.at(-1) ?? '';
      // Back where it started (the reader wraps round) or on an item read already.
      if (!node || seen.get(node)?.has(phrase)) return items;
      seen.set(node, (seen.get(node) ?? new Set()).add(phrase));
      if (!isTransient(node)) items.push({ node, phrases: said });
      if (items.length > MAX_ITEMS) throw new Error(`the screen reader read more than ${MAX_ITEMS} items and never came back to the start`);
    }
  } finally {
    await reader.stop();
  }
}

/** A time of day, as a clock shows it. */
const TIME_OF_DAY = /\b\d{1,2}:\d{2}(:\d{2})?\b/g;

/**
 * The page's text that the clock moves, as it is recorded: a countdown's (marked `data-ticking`)
 * without its digits, as the gallery compares it; the phone's time of an event (marked
 * `data-clock`, the test preview's bridge log) without its time of day.
 */
function withoutClock(root: Element): (phrase: string) => string {
  const texts = (selector: string) =>
    [...root.querySelectorAll<HTMLElement>(selector)].map((element) => normal(element.innerText)).filter(Boolean);
  const replacements = [
    ...texts('[data-ticking]').map((text) => [text, text.replace(/\d+/g, '#')]),
    ...texts('[data-clock]').flatMap((text) => (text.match(TIME_OF_DAY) ?? []).map((time) => [time, time.replace(/\d/g, '#')])),
  ];
  return (phrase) => replacements.reduce((said, [from = '', to = '']) => said.split(from).join(to), phrase);
}

/** The opening tag of `element`, shortened: what a failure names. */
export function describeElement(element: Element): string {
  const html = element.outerHTML;
  const tag = html.slice(0, html.indexOf('>') + 1) || `<${element.localName}>`;
  return tag.length > 160 ? `${tag.slice(0, 157)}…>` : tag;
}

/** The file names (without folder, with and without extension) of the pictures in `element`. */
function pictureFiles(element: Element): string[] {
  const sources = [element, ...element.querySelectorAll('img, image, use, input[type="image"]')].flatMap((el) => [
    el.getAttribute('src'),
    el.getAttribute('href'),
    el.getAttribute('xlink:href'),
  ]);
  return sources
    .filter((source): source is string => !!source && !source.startsWith('data:'))
    .map((source) => source.split(/[?#]/)[0]?.split('/').pop() ?? '')
    .filter(Boolean)
    .flatMap((file) => [file, file.replace(/\.[a-z0-9]+$/i, '')]);
}

/**
 * Whether `name` is a picture's file name rather than words: a file name with an image's
 * extension (`icon-close.svg`; a preview "of pixel.png" is words), an icon's identifier
 * (`ic_copy`, `icon-back`), or exactly the file name of a picture inside (a logo `bbva.png` named
 * "BBVA" is named in words; one named "bbva" is not).
 */
function namedByFile(name: string, element: Element): boolean {
  return IMAGE_FILE.test(name) || ICON_ID.test(name) || pictureFiles(element).includes(name);
}

/** The items' problems: what nobody should hear (docs/listening.md "What nobody should hear"). */
function problemsOf(items: Item[], root: Element): string[] {
  const problems: string[] = [];
  const where = (index: number) => {
    const before = items
      .slice(0, index)
      .reverse()
      .find((item) => item.phrases.some((phrase) => phrase && !phrase.startsWith('end of')));
    return before ? ` (after "${before.phrases.at(-1)}")` : '';
  };
  items.forEach((item, index) => {
    const element = item.node;
    const phrase = item.phrases.at(-1) ?? '';
    if (!(element instanceof Element) || phrase.startsWith('end of')) return;
    const role = phrase.split(', ')[0] ?? '';
    const isControl = CONTROL_ROLES.has(role);
    const isImage = IMAGE_ROLES.has(role);
    if (!isControl && !isImage) return;
    const name = normal(computeAccessibleName(element));
    const kind = isControl ? `a ${role}` : 'an image';
    if (!name) {
      problems.push(
        isControl
          ? `${kind} without a name: the reader says only "${phrase}"${where(index)}: ${describeElement(element)}`
          : `an image read aloud without a name (a phone reads its file name or "unlabelled"): hide it if it is decorative (alt=""), or name it${where(index)}: ${describeElement(element)}`,
      );
    } else if (namedByFile(name, element)) {
      problems.push(`${kind} named by its picture's file ("${name}")${where(index)}: ${describeElement(element)}`);
    } else if (isImage) {
      // A picture whose name is the text right beside it says it twice: it is decorative.
      const beside = [items[index - 1], items[index + 1]].map((other) => normal(other?.phrases.at(-1) ?? '').toLowerCase());
      if (beside.includes(name.toLowerCase())) {
        problems.push(
          `a decorative image read aloud: its name "${name}" repeats the text beside it; hide it (alt="")${where(index)}: ${describeElement(element)}`,
        );
      }
    }
  });
  for (const ticking of root.querySelectorAll('[data-ticking]')) {
    const region = liveRegionOf(ticking);
    if (region) {
      problems.push(
        `a countdown inside a live region, which would announce every tick (say its new state when it starts and when it ends): ${describeElement(ticking)} in ${describeElement(region)}`,
      );
    }
  }
  return problems;
}

/**
 * The live region `element` speaks through, if any: the nearest of itself and its ancestors with
 * `aria-live` (`off` silences it), or with a role that is live by itself (status, alert, log,
 * `<output>`); timer and marquee are off unless `aria-live` says otherwise.
 */
export function liveRegionOf(element: Element | null): Element | null {
  for (let el = element; el && el !== el.ownerDocument.documentElement; el = el.parentElement) {
    const live = el.getAttribute('aria-live');
    if (live) return live === 'off' ? null : el;
    const role = el.getAttribute('role');
    if (role === 'status' || role === 'alert' || role === 'log' || (!role && el.localName === 'output')) return el;
  }
  return null;
}

/**
 * Reads `container` (the story's page) from its first item to its last and says what nobody
 * should hear. A page that changes while it is read (a countdown ticking under the reader) is
 * read again, so what is recorded is one state of the page.
 */
export async function listen(container: Element = document.body): Promise<Heard> {
  const root = readingRoot(container);
  for (let walks = 1; ; walks++) {
    let changed = false;
    const changes = new MutationObserver(() => {
      changed = true;
    });
    changes.observe(root, { subtree: true, childList: true, characterData: true, attributes: true });
    const items = await walk(root).finally(() => {
      if (changes.takeRecords().length > 0) changed = true;
      changes.disconnect();
    });
    if (!changed) {
      const clockless = withoutClock(root);
      return { phrases: items.flatMap((item) => item.phrases).map(clockless), problems: problemsOf(items, root) };
    }
    if (walks === MAX_WALKS)
      throw new Error(`the page changed each of the ${MAX_WALKS} times the screen reader read it: nothing stable to record`);
  }
}
