/**
 * What large text breaks that `findClippedText` does not see, under `root`, one line each
 * (docs/large-text.md "What the checks find"):
 * - a money amount, date, time, phone number, order number or code whose characters land on
 *   more than one line (found in the text of each block, so a unit split over several text
 *   nodes or inline elements counts as one), unless it is wider than the narrowest text column
 *   (the page's or the dialog's, less a card's padding), where nothing could hold it, or it is
 *   the text of an image's stand-in (a failed image's box);
 * - an input whose placeholder or value does not fit its box, across or in height;
 * - a button, tab or link styled as a button whose text runs past it, across or in height,
 *   whose label has a word split over lines, or that a scrolling or clipping row cuts (a row of
 *   tabs or buttons wraps instead);
 * - a page wider than the screen;
 * - a fixed or sticky bar (docked at the top or bottom edge, not a dialog or an overlay over
 *   the whole screen) taller than a third of the viewport.
 *
 * Self-contained (no import, no helper outside its body), like `findClippedText`: the end-to-end
 * checks run it in the page through Playwright's `evaluate`, the story checks call it directly.
 */
export function findBrokenText(root: Element): string[] {
  const TOLERANCE = 1;
  /**
   * A card's padding: the narrowest text column a screen has is its page's (the screen less the
   * page's margins) or its dialog's content box, less a card's padding on each side. A unit wider
   * than that may break: nothing could hold it.
   */
  const CARD = 16;
  const PAGE_MARGIN = 16;
  /** The widest text a card's line in `element`'s column holds: a unit wider may break. */
  const widest = (element: Element) => {
    const dialog = element.closest('[role="dialog"], [role="alertdialog"], dialog');
    if (!dialog) return view.innerWidth - 2 * PAGE_MARGIN - 2 * CARD;
    const style = getComputedStyle(dialog);
    return dialog.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 2 * CARD;
  };
  const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA', 'SELECT', 'OPTION', 'TEMPLATE']);
  /**
   * The units that must stay on one line. Money: the number of an amount, grouped or with
   * decimals ("3.450,00" of "$3.450,00", "12,00"; a display amount's sign may stand on the line
   * before it); a date ("2026-12-07", "07/12/2026") and a time
   * ("14:32:05") each on their own; a phone number (digits with "+", "-", "(" or spaces between
   * groups, 8 digits or more); an order number or code (letters and digits run together with at
   * least 4 digits: "MX202611220001", "OXXO-1234"); a bare run of 6 digits or more.
   */
  const UNITS: [string, RegExp][] = [
    ['money', /\b\d{1,3}(?:\.\d{3})+(?:,\d{2})?(?!\d)|\b\d+,\d{2}(?!\d)/gu],
    ['date', /\b(?:\d{4}-\d{2}-\d{2}|\d{2}[/-]\d{2}[/-]\d{4})\b/gu],
    ['time', /\b\d{1,2}:\d{2}(?::\d{2})?\b/gu],
    ['phone', /(?:\+\d{1,3}[\s-]?)?(?:\(\d{2,4}\)[\s-]?)?\d{2,4}(?:[\s-]\d{2,4}){2,}\b/gu],
    ['code', /\b(?=[A-Z0-9-]*\d{4})(?=[A-Z0-9-]*[A-Z])[A-Z0-9]+(?:-[A-Z0-9]+)*\b|\b\d{6,}\b/gu],
  ];
  const found: string[] = [];
  const view = root.ownerDocument.defaultView ?? window;
  const visible = (element: Element) => {
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible') return false;
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const nameOf = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.classList.length ? `.${Array.from(element.classList).join('.')}` : ''}`;
  /** Whether the rectangles are on more than one line: one lies wholly below another. */
  const lines = (rects: DOMRect[]) => {
    const tops = rects.filter((r) => r.width > 0 && r.height > 0);
    const seen: DOMRect[] = [];
    for (const rect of tops) {
      if (!seen.some((line) => rect.top < line.bottom - TOLERANCE && rect.bottom > line.top + TOLERANCE)) seen.push(rect);
    }
    return seen.length;
  };
  /** Whether an element is hidden for sighted readers (the 1 px visually-hidden box). */
  const hiddenBox = (element: Element) => {
    for (let box: Element | null = element; box && box !== root.parentElement; box = box.parentElement) {
      const rect = box.getBoundingClientRect();
      if (rect.width <= 1 || rect.height <= 1) return true;
    }
    return false;
  };

  /** Text widths, measured in the font each piece is drawn with. */
  const measure = root.ownerDocument.createElement('canvas').getContext('2d');
  /** The width of `text` drawn in `font` (a computed style), or undefined without a canvas. */
  const widthIn = (font: CSSStyleDeclaration, text: string) => {
    if (!measure) return undefined;
    measure.font = `${font.fontStyle} ${font.fontWeight} ${font.fontSize} ${font.fontFamily}`;
    measure.letterSpacing = font.letterSpacing === 'normal' ? '0px' : font.letterSpacing;
    return measure.measureText(text).width;
  };

  // 1. Units broken inside themselves: the text of each block (its text nodes down to the next
  // block), so "$" and "3.450,00" in two nodes are one amount.
  const blockOf = new Map<Element, { nodes: Text[]; starts: number[]; text: string }>();
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    if (node.data.trim() === '') continue;
    let parent = node.parentElement;
    // An image's stand-in (a failed image's fallback box) keeps the image's size: its text wraps in it.
    if (!parent || SKIPPED.has(parent.tagName) || parent.closest('svg, [role="img"]')) continue;
    while (parent.parentElement && parent !== root) {
      const display = getComputedStyle(parent).display;
      if (display !== 'inline' && display !== 'contents') break;
      parent = parent.parentElement;
    }
    const block = blockOf.get(parent) ?? { nodes: [], starts: [], text: '' };
    block.starts.push(block.text.length);
    block.nodes.push(node);
    block.text += node.data;
    blockOf.set(parent, block);
  }
  for (const [block, { nodes, starts, text }] of blockOf) {
    if (!visible(block) || hiddenBox(block)) continue;
    const at = (offset: number, end: boolean): [Text, number] => {
      let index = 0;
      for (let i = 0; i < starts.length; i += 1) {
        const start = starts[i] ?? 0;
        if (start < offset || (!end && start === offset)) index = i;
      }
      const node = nodes[index] as Text;
      return [node, Math.min(node.data.length, offset - (starts[index] ?? 0))];
    };
    /** The width of the block's text from `start` to `end` set on one line, node by node. */
    const oneLine = (start: number, end: number) => {
      let width = 0;
      nodes.forEach((node, i) => {
        const from = Math.max(start, starts[i] ?? 0) - (starts[i] ?? 0);
        const to = Math.min(end, (starts[i] ?? 0) + node.data.length) - (starts[i] ?? 0);
        if (to <= from || !node.parentElement) return;
        width += widthIn(getComputedStyle(node.parentElement), node.data.slice(from, to)) ?? 0;
      });
      return width;
    };
    const claimed: [number, number][] = [];
    for (const [kind, pattern] of UNITS) {
      for (const match of text.matchAll(pattern)) {
        const start = match.index;
        const end = start + match[0].trimEnd().length;
        // A unit found first holds its characters (a date is not also a phone number).
        if (claimed.some(([a, b]) => start < b && end > a)) continue;
        claimed.push([start, end]);
        const range = root.ownerDocument.createRange();
        range.setStart(...at(start, false));
        range.setEnd(...at(end, true));
        if (lines(Array.from(range.getClientRects())) < 2) continue;
        // Wider on one line than the narrowest text column, no layout can hold it: it breaks.
        const width = oneLine(start, end);
        if (width > widest(block)) continue;
        found.push(`${kind} broken over lines: "${match[0].trim()}" (${nameOf(block)}, ${Math.round(width)} px)`);
      }
    }
  }

  // 2. Inputs: the placeholder (or the value) fits the box's content area, across and in height.
  for (const input of Array.from(root.querySelectorAll('input'))) {
    if (!['text', 'tel', 'number', 'email', 'password', 'search', 'url', ''].includes(input.type) || !visible(input)) continue;
    const style = getComputedStyle(input);
    const shown = input.value === '' ? input.placeholder : input.value;
    if (shown === '') continue;
    const what = input.value === '' ? 'placeholder' : 'value';
    const font = input.value === '' ? getComputedStyle(input, '::placeholder') : style;
    const across = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    const high = input.clientHeight - parseFloat(style.paddingTop) - parseFloat(style.paddingBottom);
    const drawn = widthIn(font, input.type === 'password' && what === 'value' ? '•'.repeat(shown.length) : shown);
    const width = drawn === undefined ? input.scrollWidth - input.clientWidth : drawn - across;
    const name = `input${input.name ? `[name=${input.name}]` : ''}`;
    if (width > TOLERANCE) found.push(`${what} cut off: "${shown.slice(0, 40)}" (${name}) needs ${Math.round(width)} px more`);
    // The glyphs of one line (ascent and descent, ~1.15 of the font size) must fit its height.
    const glyphs = parseFloat(font.fontSize) * 1.15;
    if (glyphs > high + 2)
      found.push(`${what} cut off in height: "${shown.slice(0, 40)}" (${name}) ${Math.round(glyphs)} px in ${Math.round(high)} px`);
  }

  // A text area that does not scroll (overflow hidden: one that grows with its value) must show
  // all of it; one that scrolls (a long complaint) is read by scrolling.
  for (const area of Array.from(root.querySelectorAll('textarea'))) {
    if (!visible(area) || getComputedStyle(area).overflowY !== 'hidden') continue;
    const hidden = area.scrollHeight - area.clientHeight;
    const name = `textarea${area.name ? `[name=${area.name}]` : ''}`;
    if (hidden > TOLERANCE)
      found.push(`value cut off: "${area.value.slice(0, 40)}" (${name}) needs ${Math.round(hidden)} px more in height`);
  }

  // 3. Buttons and tabs: their text inside them, and they inside any row that scrolls or clips.
  const buttons = root.querySelectorAll('button, [role="tab"], [role="button"], input[type="submit"], input[type="button"]');
  for (const button of Array.from(buttons)) {
    if (!visible(button) || hiddenBox(button)) continue;
    const box = button.getBoundingClientRect();
    const label = (button.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
    if (label !== '') {
      const range = root.ownerDocument.createRange();
      range.selectNodeContents(button);
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0 && r.height > 0);
      const left = Math.min(...rects.map((r) => r.left));
      const right = Math.max(...rects.map((r) => r.right));
      const top = Math.min(...rects.map((r) => r.top));
      const bottom = Math.max(...rects.map((r) => r.bottom));
      const slack = parseFloat(getComputedStyle(button).fontSize) * 0.2 + TOLERANCE;
      if (rects.length > 0 && (right > box.right + TOLERANCE || left < box.left - TOLERANCE)) {
        found.push(
          `text runs past its button: "${label}" (${nameOf(button)}) ${Math.round(right - left)} px in ${Math.round(box.width)} px`,
        );
      } else if (rects.length > 0 && (bottom > box.bottom + slack || top < box.top - slack)) {
        found.push(
          `text runs past its button in height: "${label}" (${nameOf(button)}) ${Math.round(bottom - top)} px in ${Math.round(box.height)} px`,
        );
      }
    }
    // A word of its label split over lines: the button is narrower than its word (words of the
    // scripts that separate words with spaces; one wider than the narrowest column must break).
    const walk = root.ownerDocument.createTreeWalker(button, NodeFilter.SHOW_TEXT);
    for (let node = walk.nextNode() as Text | null; node; node = walk.nextNode() as Text | null) {
      for (const word of node.data.matchAll(/[\p{sc=Latin}\p{sc=Greek}\p{sc=Cyrillic}]{2,}/gu)) {
        const range = root.ownerDocument.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const rects = Array.from(range.getClientRects());
        const width = rects.reduce((sum, rect) => sum + rect.width, 0);
        if (lines(rects) > 1 && width <= widest(button)) {
          found.push(`word broken inside its button: "${word[0]}" of "${label}" (${nameOf(button)}, ${Math.round(box.width)} px)`);
        }
      }
    }
    for (let row = button.parentElement; row && row !== root.ownerDocument.documentElement; row = row.parentElement) {
      const style = getComputedStyle(row);
      if (style.overflowX === 'visible') continue;
      const frame = row.getBoundingClientRect();
      if (frame.width <= 1 || frame.height <= 1) break;
      if (box.right > frame.right + TOLERANCE || box.left < frame.left - TOLERANCE) {
        found.push(`button cut off by its row: "${label}" (${nameOf(button)}) reaches past ${nameOf(row)} (overflow ${style.overflowX})`);
      }
      break;
    }
  }

  // 4. The page: no wider than the screen; no fixed or sticky bar over a third of it.
  const html = root.ownerDocument.documentElement;
  if (html.scrollWidth > view.innerWidth + TOLERANCE)
    found.push(`page wider than the screen: ${html.scrollWidth} px in ${view.innerWidth} px`);
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const position = getComputedStyle(element).position;
    if (position !== 'fixed' && position !== 'sticky') continue;
    if (!visible(element)) continue;
    // A bar is docked at the top or the bottom edge; a dialog, its backdrop and an overlay over
    // the whole screen are states of their own, a toast (a live region) comes and goes.
    const box = element.getBoundingClientRect();
    const docked = box.top <= TOLERANCE || box.bottom >= view.innerHeight - TOLERANCE;
    const whole = box.height >= view.innerHeight - TOLERANCE;
    if (!docked || whole || element.closest('[role="dialog"], [role="alertdialog"], dialog, [role="status"], [aria-live]')) continue;
    if (box.height > view.innerHeight / 3 + TOLERANCE) {
      found.push(`${position} bar over a third of the screen: ${nameOf(element)} ${Math.round(box.height)} px of ${view.innerHeight} px`);
    }
  }
  return found;
}
