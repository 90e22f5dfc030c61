/**
 * The toolbar's **Theme**: the story in the phone's theme (the browser's prefers-color-scheme, as a
 * web view takes it from its app), or in light or dark whatever the browser prefers.
 *
 * One source of the tokens: the switch does not copy the dark values anywhere. It turns the
 * stylesheets' `@media (prefers-color-scheme: dark)` rules (theme.css's dark block, and any other)
 * on or off in place, by rewriting their media condition in the CSSOM, and puts the original back
 * for the phone's theme (docs/decisions.md "Dark theme"). The story tests' dark accessibility
 * check (stories/support/dark-a11y-check.ts) switches the same way on the story just rendered.
 */
import { useLayoutEffect, type ReactNode } from 'react';
import type { Decorator } from '@storybook/react-vite';

export type Theme = 'system' | 'light' | 'dark';

/** The toolbar's items. */
export const THEMES: { value: Theme; title: string }[] = [
  { value: 'system', title: "The phone's theme (prefers-color-scheme)" },
  { value: 'light', title: 'Light' },
  { value: 'dark', title: 'Dark' },
];

/** The `theme` global (the phone's when unset or unknown). */
export function readTheme(globals: Record<string, unknown>): Theme {
  return THEMES.find((t) => t.value === globals.theme)?.value ?? 'system';
}

const DARK = /prefers-color-scheme\s*:\s*dark/;
/** Each dark rule's own media condition, kept while the switch has rewritten it. */
const original = new WeakMap<CSSMediaRule, string>();
let current: Theme = 'system';
let watching: MutationObserver | undefined;

function darkRules(rules: Iterable<CSSRule>, found: CSSMediaRule[] = []): CSSMediaRule[] {
  for (const rule of rules) {
    if (rule instanceof CSSMediaRule && (original.has(rule) || DARK.test(rule.media.mediaText))) found.push(rule);
    if (rule instanceof CSSGroupingRule) darkRules(rule.cssRules, found);
  }
  return found;
}

/** The rules of `sheet` (none for another origin's sheet: none of ours). */
function rulesOf(sheet: CSSStyleSheet): CSSRuleList | [] {
  try {
    return sheet.cssRules;
  } catch {
    return [];
  }
}

/** Every dark rule of the page's stylesheets, whether the switch has turned it on or off or not. */
export function darkMediaRules(doc: Document = document): CSSMediaRule[] {
  return [...doc.styleSheets].flatMap((sheet) => darkRules(rulesOf(sheet)));
}

function applyTo(sheet: CSSStyleSheet): void {
  for (const rule of darkRules(rulesOf(sheet))) {
    const own = original.get(rule) ?? rule.media.mediaText;
    original.set(rule, own);
    const wanted = current === 'dark' ? 'all' : current === 'light' ? 'not all' : own;
    if (rule.media.mediaText !== wanted) rule.media.mediaText = wanted;
  }
}

/**
 * Shows the page in `theme`: every dark rule of every stylesheet on or off (or as its media says),
 * and the root's color-scheme to match, so the browser's own controls follow. Stylesheets added
 * later (a lazy screen's CSS, a hot update) are switched as they arrive.
 */
export function setStoryTheme(theme: Theme, doc: Document = document): void {
  current = theme;
  for (const sheet of doc.styleSheets) applyTo(sheet);
  doc.documentElement.style.colorScheme = theme === 'system' ? '' : theme;
  if (theme === 'system' || watching) return;
  const again = () => {
    for (const sheet of doc.styleSheets) applyTo(sheet);
  };
  // A style element added or rewritten (a hot update replaces its text), or a stylesheet link
  // once it has loaded.
  watching = new MutationObserver((records) => {
    again();
    for (const node of records.flatMap((r) => [...r.addedNodes])) {
      if (node instanceof HTMLLinkElement) node.addEventListener('load', again, { once: true });
    }
  });
  watching.observe(doc.head, { childList: true, subtree: true, characterData: true });
}

function StoryTheme({ theme, children }: { theme: Theme; children: ReactNode }) {
  // Before the story paints; a story that leaves puts the phone's theme back.
  useLayoutEffect(() => {
    setStoryTheme(theme);
    return () => setStoryTheme('system');
  }, [theme]);
  return children;
}

export const withTheme: Decorator = (Story, context) => (
  <StoryTheme theme={readTheme(context.globals)}>
    <Story />
  </StoryTheme>
);
