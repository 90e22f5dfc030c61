/**
 * Moving between screens (docs/listening.md "Moving between screens"): after a move inside the
 * app the focus is inside the new screen's `main`, or a live region holds its new title; a
 * silent move leaves the focus on `<body>` (or where it was) and says nothing.
 */
import { expect, type Page } from '@playwright/test';

/** How long a move may take to be heard (a screen's chunk and data on a busy machine). */
const HEARD_WITHIN = 10_000;

declare global {
  interface Window {
    /** Where the focus was and what the title was before the move being checked. */
    __beforeMove?: { focus: Element | null; title: string };
    /** Whether the app took the last link's activation (the router's preventDefault). */
    __inApp?: boolean;
  }
}

/** Marks the page as it is before a move (the focus, the title): `heard` compares with it. */
export async function beforeMove(page: Page): Promise<void> {
  await page.evaluate(() => {
    window.__beforeMove = { focus: document.activeElement, title: document.title };
  });
}

/**
 * In the page: the move since `beforeMove` was heard. The focus is on something else than
 * before, inside the `main` that is shown; or a live region says the new title.
 */
function moveHeard(): boolean {
  const before = window.__beforeMove;
  const focused = document.activeElement;
  const main = [...document.querySelectorAll('main')].find((m) => m.getClientRects().length > 0);
  if (focused && focused !== document.body && focused !== before?.focus && main?.contains(focused)) return true;
  const regions = document.querySelectorAll('[aria-live="polite"], [aria-live="assertive"], [role="status"], [role="alert"]');
  return document.title !== before?.title && [...regions].some((region) => region.textContent?.includes(document.title));
}

/** Where the focus is, for a failure's message. */
function whereFocus(): string {
  const focused = document.activeElement;
  if (!focused || focused === document.body) return 'the focus is on <body>';
  const text = (focused as HTMLElement).innerText?.trim().slice(0, 40) ?? '';
  return `the focus is on <${focused.tagName.toLowerCase()}> "${text}"${focused === window.__beforeMove?.focus ? ', where it was' : ''}`;
}

/** Waits until the move since `beforeMove` is heard; null, or what was wrong. */
export async function heard(page: Page, move: string): Promise<string | null> {
  try {
    await page.waitForFunction(moveHeard, undefined, { timeout: HEARD_WITHIN, polling: 'raf' });
    return null;
  } catch {
    return `${move} was silent: ${await page.evaluate(whereFocus)}, no live region says "${await page.title()}"`;
  }
}

/**
 * In the page: the `index`th same-origin link (no target, no download) of the screen shown (its
 * `main`), focused, with the page marked to tell whether the app takes its activation (the
 * router's preventDefault; a link it does not take is stopped, not followed). Its path and
 * query, or null past the last; and how many there are. Self-contained: Playwright sends it as
 * source text.
 */
function armLink(index: number): { href: string | null; count: number } {
  const main = [...document.querySelectorAll('main')].find((m) => m.getClientRects().length > 0);
  const links = [...(main?.querySelectorAll<HTMLAnchorElement>('a[href]') ?? [])].filter(
    (link) => link.origin === location.origin && !link.target && !link.hasAttribute('download'),
  );
  const link = links[index];
  if (link) {
    window.__beforeMove = { focus: link, title: document.title };
    window.__inApp = false;
    // On the window, so after the app's own listener on its root.
    addEventListener(
      'click',
      (event) => {
        window.__inApp = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    link.focus();
  }
  return { href: link ? `${link.pathname}${link.search}` : null, count: links.length };
}

/**
 * Every in-app link of the screen shown, one after another: focused and activated with Enter,
 * the move heard, then back (a move too) heard, and the screen found again with all its links.
 * A link the app does not take (a page load, which announces its own title) is not followed.
 */
export async function silentLinkDefects(page: Page): Promise<string[]> {
  const from = new URL(page.url()).pathname;
  for (let index = 0; ; index += 1) {
    const { href, count } = await page.evaluate(armLink, index);
    if (href === null) return [];
    await page.keyboard.press('Enter');
    if (!(await page.evaluate(() => window.__inApp))) continue;
    // The first silent move is the finding: the next ones would each wait as long to say the same.
    const to = await heard(page, `the move from ${from} to ${href}`);
    if (to !== null) return [`moving between screens: ${to}`];
    await beforeMove(page);
    // A dialog the new screen opened by itself (the complaint score, offered after 3 s) holds a
    // history entry of its own: back closes it first.
    for (let tries = 0; tries < 3 && new URL(page.url()).pathname !== from; tries += 1) await page.goBack();
    const back = await heard(page, `back from ${href} to ${from}`);
    if (back !== null) return [`moving between screens: ${back}`];
    await expect
      .poll(() => page.evaluate(armLink, -1).then((links) => links.count), {
        message: `${from} with its links again`,
        timeout: HEARD_WITHIN,
      })
      .toBe(count);
  }
}
