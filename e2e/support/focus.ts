/**
 * By keyboard (docs/listening.md "By keyboard"): every Tab stop of the page as it is loaded
 * shows its focus ring, at least 2 px wide and 3:1 against what is around it (WCAG 2.4.7 and
 * 2.4.13), wholly on screen and not under a fixed part of the page (2.4.11), in light and then
 * in dark on the same load. routes.spec.ts runs it on each route it has just loaded: no second
 * load.
 */
import type { Page } from '@playwright/test';

/** More Tab stops than any screen has: a page that never gives the focus back is a defect. */
const MAX_STOPS = 120;

interface Stop {
  /** The focus left the page (or came back to a stop already seen): the walk is over. */
  done: boolean;
  defects: string[];
}

declare global {
  interface Window {
    /** The controls the Tab walk stopped on, in order (the dark pass focuses them again). */
    __tabStops?: Element[];
  }
}

/**
 * In the page. `reset`: a new walk. `here`: what is wrong with the focused control. `step`: what is wrong with the focused control (its ring; whether a part of the
 * page covers it), the control kept as a stop of the walk. `again`: each stop of the walk focused
 * again, its ring checked (the colours of a theme switched since). Self-contained: Playwright
 * sends it as source text.
 */
function checkFocus(mode: 'reset' | 'step' | 'again' | 'here'): Stop {
  const label = (element: Element): string => {
    const name =
      element.getAttribute('aria-label') ??
      (element as HTMLElement).innerText?.trim().replace(/\s+/g, ' ').slice(0, 40) ??
      element.getAttribute('name') ??
      '';
    return `<${element.tagName.toLowerCase()} class="${element.getAttribute('class') ?? ''}"> "${name}"`;
  };
  /** A computed colour as [r, g, b, a] (0-255, alpha 0-1): rgb(), rgba() or color(srgb …). */
  const rgba = (css: string): [number, number, number, number] => {
    const rgb = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(css);
    if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
    const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)$/.exec(css);
    if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255, srgb[4] === undefined ? 1 : Number(srgb[4])];
    throw new Error(`a colour the check cannot read: ${css}`);
  };
  const over = (top: number[], bottom: number[]): number[] =>
    [0, 1, 2].map((i) => (top[i] ?? 0) * (top[3] ?? 1) + (bottom[i] ?? 0) * (1 - (top[3] ?? 1)));
  const luminance = (color: number[]): number => {
    const [r = 0, g = 0, b = 0] = color.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r + 0.7152 * g + 0.0722 * b;
  };
  /** What is painted behind `from`: the backgrounds of it and its ancestors, the nearest on top. */
  const backdrop = (from: Element | null): number[] => {
    const layers: number[][] = [];
    for (let element = from; element; element = element.parentElement) {
      const layer = rgba(getComputedStyle(element).backgroundColor);
      if (layer[3] > 0) layers.push(layer);
      if (layer[3] >= 1) break;
    }
    return layers.reduceRight<number[]>((below, layer) => over(layer, below), [255, 255, 255]);
  };

  /** What is wrong with `focused`'s ring, and with `covered`, whether something covers it. */
  const inspect = (focused: HTMLElement, covered: boolean): string[] => {
    const defects: string[] = [];
    const say = (what: string) => defects.push(`${label(focused)}: ${what}`);
    // A control hidden for its label to show it (the photo picker's file input) shows its ring on
    // the nearest ancestor that draws one.
    const own = focused.getBoundingClientRect();
    const hidden = own.width < 4 || own.height < 4;
    const drawsRing = (element: Element) => {
      const style = getComputedStyle(element);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && rgba(style.outlineColor)[3] > 0;
    };
    let ring: Element | null = focused;
    if (hidden) {
      ring = focused.parentElement;
      for (let depth = 0; ring && depth < 4 && !drawsRing(ring); depth += 1) ring = ring.parentElement;
    }
    if (!ring || !drawsRing(ring)) {
      say(hidden ? 'a hidden control whose label shows no ring' : 'no focus ring');
      return defects;
    }
    const style = getComputedStyle(ring);
    const width = parseFloat(style.outlineWidth);
    const offset = parseFloat(style.outlineOffset);
    if (width < 2) say(`a ${width} px ring (at least 2)`);
    // The ring is drawn outside the box (a positive offset) over what is behind the box, or inside
    // it over the box's own background.
    const behind = backdrop(offset >= 0 ? ring.parentElement : ring);
    const color = over(rgba(style.outlineColor), behind);
    const [light, dark] = [luminance(color), luminance(behind)].sort((a, b) => b - a);
    const contrast = ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
    if (contrast < 3)
      say(`its ring ${style.outlineColor} is ${contrast.toFixed(2)}:1 against rgb(${behind.map(Math.round).join(', ')}) (at least 3)`);

    // Wholly on screen and inside every box that clips it.
    const box = ring.getBoundingClientRect();
    const reach = Math.max(0, offset) + width;
    const outer = { left: box.left - reach, top: box.top - reach, right: box.right + reach, bottom: box.bottom + reach };
    const within = (inner: typeof outer, clip: typeof outer) =>
      inner.left >= clip.left - 0.5 && inner.top >= clip.top - 0.5 && inner.right <= clip.right + 0.5 && inner.bottom <= clip.bottom + 0.5;
    // On an axis where the ring fits the screen (a tab panel can be taller than the screen).
    const screen = { left: 0, top: 0, right: innerWidth, bottom: innerHeight };
    if (outer.right - outer.left > innerWidth) Object.assign(screen, { left: outer.left, right: outer.right });
    if (outer.bottom - outer.top > innerHeight) Object.assign(screen, { top: outer.top, bottom: outer.bottom });
    if (!within(outer, screen)) {
      say(
        `its ring runs off the screen (${Math.round(outer.left)}, ${Math.round(outer.top)} to ${Math.round(outer.right)}, ${Math.round(outer.bottom)})`,
      );
    }
    for (let parent = ring.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
      const { overflowX, overflowY } = getComputedStyle(parent);
      if (overflowX === 'visible' && overflowY === 'visible') continue;
      const r = parent.getBoundingClientRect();
      const clip = { left: r.left + parent.clientLeft, top: r.top + parent.clientTop, right: 0, bottom: 0 };
      clip.right = clip.left + parent.clientWidth;
      clip.bottom = clip.top + parent.clientHeight;
      if (!within(outer, clip)) say(`its ring is cut off by ${label(parent)} (overflow ${overflowX} ${overflowY})`);
    }

    if (covered) {
      // Whatever is on top at the box's centre and the middle of each edge (not its corners, which
      // a round button does not fill) must be the control or its ring's owner.
      const inset = 2;
      const [x, y] = [(box.left + box.right) / 2, (box.top + box.bottom) / 2];
      const points = [
        [x, y],
        [x, box.top + inset],
        [x, box.bottom - inset],
        [box.left + inset, y],
        [box.right - inset, y],
      ] as const;
      for (const [x, y] of points) {
        const top = document.elementFromPoint(x, y);
        if (!top || ring.contains(top) || top.contains(ring)) continue;
        let fixed: Element | null = top;
        while (fixed && !['fixed', 'sticky'].includes(getComputedStyle(fixed).position)) fixed = fixed.parentElement;
        say(
          `covered at ${Math.round(x)}, ${Math.round(y)} by ${label(fixed ?? top)}${fixed ? ` (${getComputedStyle(fixed).position})` : ''}`,
        );
        break;
      }
    }
    return defects;
  };

  const stops = (window.__tabStops ??= []);
  if (mode === 'reset') {
    stops.length = 0;
    return { done: true, defects: [] };
  }
  if (mode === 'again') {
    const defects: string[] = [];
    for (const stop of stops) {
      if (!(stop instanceof HTMLElement) || !stop.isConnected) continue;
      stop.focus();
      const shown = stop.matches(':focus-visible') || stop.getBoundingClientRect().width < 4;
      defects.push(...(shown ? inspect(stop, false) : [`${label(stop)}: focused again, it shows no keyboard ring`]));
    }
    // The page as the walk found it, for the checks after it (the codes' screenshots).
    (document.activeElement as HTMLElement | null)?.blur();
    scrollTo(0, 0);
    return { done: true, defects };
  }
  const focused = document.activeElement;
  if (mode === 'here') return { done: true, defects: focused instanceof HTMLElement ? inspect(focused, true) : ['no focus'] };
  if (!(focused instanceof HTMLElement) || focused === document.body || stops.includes(focused)) return { done: true, defects: [] };
  // In a frame the focus is in another page (the hosted privacy page), whose rings are not ours;
  // the walk tabs on through it.
  if (focused instanceof HTMLIFrameElement) return { done: false, defects: [] };
  stops.push(focused);
  return { done: false, defects: inspect(focused, true) };
}

/**
 * Tabs through the page from where the focus is, checking each stop (ring, contrast, on screen,
 * not covered), until the focus leaves the page or comes back to a stop already seen.
 */
export async function tabStopDefects(page: Page): Promise<string[]> {
  await page.evaluate(checkFocus, 'reset' as const);
  const found: string[] = [];
  for (let count = 0; ; count += 1) {
    if (count === MAX_STOPS) return [...found, `more than ${MAX_STOPS} Tab stops: the focus never leaves the page`];
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(checkFocus, 'step' as const);
    if (stop.done) break;
    found.push(...stop.defects);
  }
  return found.map((defect) => `focus (light): ${defect}`);
}

/**
 * The same stops in the dark theme (the phone's dark mode switched on in place), each focused
 * again after the keyboard walk, so each shows its keyboard ring: the ring and its contrast.
 */
export async function darkRingDefects(page: Page): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'dark' });
  const { defects } = await page.evaluate(checkFocus, 'again' as const);
  return defects.map((defect) => `focus (dark): ${defect}`);
}

/** What is wrong with the ring of the control focused now (a dialog's, in a journey). */
export async function focusedDefects(page: Page): Promise<string[]> {
  return (await page.evaluate(checkFocus, 'here' as const)).defects;
}
