/**
 * What the live regions of a page say over time, and when: a region that speaks again within a
 * second with nothing pressed in between speaks by itself, as a countdown announcing every tick
 * does (docs/listening.md "What nobody should hear"). The story tests watch each story from before
 * it renders until it has been read (speech-check.ts).
 */
import { describeElement, liveRegionOf } from './speech';

/** Two announcements of one region closer than this, with no input between them, fail. */
export const MIN_GAP_MS = 1000;

/** What a borrower does (user-event and the play functions' clicks and keys send these too). */
const INPUTS = ['pointerdown', 'keydown', 'input', 'click'] as const;

interface Said {
  region: Element;
  text: string;
  at: number;
}

export interface LiveWatch {
  /** Stops watching; the regions that spoke by themselves more than once a second. */
  stop: () => string[];
}

const normal = (text: string) => text.replace(/\s+/g, ' ').trim();
const textOf = (node: Node) => normal(node instanceof HTMLElement ? node.innerText : (node.textContent ?? ''));

/** The live regions in `element`, itself included. */
function regionsIn(element: Element): Element[] {
  const candidates = [element, ...element.querySelectorAll('[aria-live], [role="status"], [role="alert"], [role="log"], output')];
  return candidates.filter((candidate) => liveRegionOf(candidate) === candidate);
}

/** Whether `region` is read whole on a change (`aria-atomic`; status and alert are by default). */
function isAtomic(region: Element): boolean {
  const atomic = region.getAttribute('aria-atomic');
  if (atomic) return atomic === 'true';
  return ['status', 'alert'].includes(region.getAttribute('role') ?? '');
}

/** What a batch of changes in `region` makes it say (ARIA's `aria-relevant`, additions and text by default). */
function spoken(region: Element, mutations: MutationRecord[]): string {
  const relevant = (region.getAttribute('aria-relevant') ?? 'additions text').split(/\s+/);
  const all = relevant.includes('all');
  const parts = mutations.flatMap((mutation) => {
    if (mutation.type === 'characterData') return all || relevant.includes('text') ? [textOf(mutation.target)] : [];
    const added = all || relevant.includes('additions') ? [...mutation.addedNodes].map(textOf) : [];
    const removed = all || relevant.includes('removals') ? [...mutation.removedNodes].map(textOf) : [];
    return [...added, ...removed];
  });
  if (!parts.some(Boolean)) return '';
  return isAtomic(region) ? textOf(region) : parts.filter(Boolean).join(' ');
}

/**
 * Watches `root` for what its live regions say: a batch of DOM changes (one render) inside a region
 * that adds text to it or changes its text is one announcement (of the whole region when it is
 * atomic), as ARIA's defaults have it; a removal says nothing, nor does a region put on the page
 * with its text already in it, nor a hidden one (what it shows, `innerText`, is empty).
 */
export function watchLiveRegions(root: Element = document.body): LiveWatch {
  const said: Said[] = [];
  const inputs: number[] = [];
  const onInput = () => inputs.push(performance.now());
  const document = root.ownerDocument;
  for (const type of INPUTS) document.addEventListener(type, onInput, { capture: true, passive: true });
  const observer = new MutationObserver((mutations) => {
    const at = performance.now();
    const arrived = new Set(
      mutations.flatMap((mutation) => [...mutation.addedNodes].filter((node) => node instanceof Element).flatMap(regionsIn)),
    );
    const changes = new Map<Element, MutationRecord[]>();
    for (const mutation of mutations) {
      const target = mutation.target instanceof Element ? mutation.target : mutation.target.parentElement;
      const region = liveRegionOf(target);
      if (region?.isConnected && region.checkVisibility() && !arrived.has(region))
        changes.set(region, [...(changes.get(region) ?? []), mutation]);
    }
    for (const [region, records] of changes) {
      const text = spoken(region, records);
      if (text) said.push({ region, text, at });
    }
  });
  observer.observe(root, { subtree: true, childList: true, characterData: true });
  return {
    stop() {
      observer.disconnect();
      for (const type of INPUTS) document.removeEventListener(type, onInput, { capture: true });
      const problems: string[] = [];
      said.forEach((second, index) => {
        const first = said.slice(0, index).findLast((earlier) => earlier.region === second.region);
        if (!first) return;
        const gap = second.at - first.at;
        const pressed = inputs.some((at) => at > first.at && at <= second.at);
        if (gap < MIN_GAP_MS && !pressed) {
          problems.push(
            `a live region spoke twice within a second with nothing pressed between ("${first.text}", then ${Math.round(gap)} ms later "${second.text}"): say a new state once (a countdown: when it starts and when it ends): ${describeElement(second.region)}`,
          );
        }
      });
      return problems;
    },
  };
}
