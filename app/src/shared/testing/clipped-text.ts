/**
 * The texts cut off under `root`, one line each: an element's own text (its text nodes, not
 * its children's) that runs past its box horizontally, or past any ancestor that hides its
 * overflow, without an ellipsis meant for it (`text-overflow: ellipsis` on the box that cuts it).
 * An inline element's box is its nearest block's. Text in a horizontal scroller can be scrolled
 * to, so the walk stops there; text hidden on purpose for screen readers only (a 1 px box that
 * hides its overflow) is skipped.
 *
 * Self-contained (no import, no helper outside its body): the fuzz runs it in the page through
 * Playwright's `page.evaluate`, the story checks call it in the browser directly.
 */
export function findClippedText(root: Element): string[] {
  const TOLERANCE = 1;
  const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEXTAREA', 'SELECT', 'OPTION', 'TEMPLATE']);
  const found: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    if (SKIPPED.has(element.tagName)) continue;
    const own = Array.from(element.childNodes).filter(
      (node): node is Text => node.nodeType === Node.TEXT_NODE && (node as Text).data.trim() !== '',
    );
    if (own.length === 0) continue;
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible') continue;
    // Where the text's glyphs are: word by word, as the spaces at the end of a wrapped line may
    // hang past the box (white-space: pre-wrap) without showing anything.
    let left = Infinity;
    let right = -Infinity;
    for (const node of own) {
      for (const word of node.data.matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        for (const rect of Array.from(range.getClientRects())) {
          if (rect.width === 0) continue;
          left = Math.min(left, rect.left);
          right = Math.max(right, rect.right);
        }
      }
    }
    if (right === -Infinity) continue;
    const text = own
      .map((node) => node.data.trim())
      .join(' ')
      .replace(/\s+/g, ' ');
    const name = `${element.tagName.toLowerCase()}${element.classList.length ? `.${Array.from(element.classList).join('.')}` : ''}`;
    let blockFound = false;
    for (let box: Element | null = element; box && box !== document.documentElement; box = box.parentElement) {
      const boxStyle = box === element ? style : getComputedStyle(box);
      const clips = boxStyle.overflowX === 'hidden' || boxStyle.overflowX === 'clip';
      const scrolls = boxStyle.overflowX === 'auto' || boxStyle.overflowX === 'scroll';
      // Text that a scroller holds can be scrolled to.
      if (scrolls) break;
      const rect = box.getBoundingClientRect();
      if (clips && (rect.width <= 1 || rect.height <= 1)) break;
      if (clips && boxStyle.textOverflow === 'ellipsis') break;
      const inline = boxStyle.display === 'inline' || boxStyle.display === 'contents';
      const holds = clips || (!blockFound && !inline);
      if (!inline) blockFound = true;
      if (holds && (right > rect.right + TOLERANCE || left < rect.left - TOLERANCE)) {
        const past = Math.max(right - rect.right, rect.left - left);
        const where = box === element ? 'its box' : `its ${clips ? 'clipping ' : ''}container ${box.tagName.toLowerCase()}`;
        found.push(
          `text cut off: "${text.slice(0, 60)}" (${name}) runs ${Math.round(past)} px past ${where} (${Math.round(rect.width)} px wide)`,
        );
        break;
      }
      if (box === element && clips && element.childElementCount === 0 && element.scrollWidth > element.clientWidth + TOLERANCE) {
        found.push(`text cut off: "${text.slice(0, 60)}" (${name}) is ${element.scrollWidth} px in a ${element.clientWidth} px box`);
        break;
      }
    }
  }
  return found;
}
