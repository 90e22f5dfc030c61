import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { LanguageProvider } from '../i18n/language-provider';
import type { Language } from '../i18n/language';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** Unmounts of what is still rendered; the setup file calls `cleanup` after each test. */
const mounted = new Set<() => void>();

export interface Rendered {
  container: HTMLElement;
  rerender: (ui: ReactNode) => void;
  unmount: () => void;
}

/** Renders `ui` inside the language provider into a fresh container (React 19, act). */
export function render(ui: ReactNode, language: Language = 'es'): Rendered {
  const container = document.createElement('div');
  document.body.appendChild(container);
  let root: Root | undefined;
  const wrap = (node: ReactNode) => <LanguageProvider language={language}>{node}</LanguageProvider>;
  act(() => {
    root = createRoot(container);
    root.render(wrap(ui));
  });
  const unmount = () => {
    if (!mounted.delete(unmount)) return;
    act(() => root?.unmount());
    container.remove();
  };
  mounted.add(unmount);
  return {
    container,
    rerender: (next) => act(() => root?.render(wrap(next))),
    unmount,
  };
}

/** Unmounts every root a test rendered and left mounted. */
export function cleanup(): void {
  for (const unmount of [...mounted]) unmount();
  document.body.replaceChildren();
}

/** Clicks an element inside act. */
export function click(element: Element | null | undefined): void {
  if (!element) throw new Error('nothing to click');
  act(() => {
    (element as HTMLElement).click();
  });
}

/** Lets pending promises and effects settle inside act. */
export async function settle(): Promise<void> {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
}

/**
 * Retries `check` until it passes (or `timeoutMs` of real time is over), letting pending work
 * settle inside act() between tries, so lazy chunks and answers that arrive meanwhile render
 * without act() warnings. Real timers only.
 */
export async function waitFor(check: () => void, timeoutMs = 2000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    await settle();
    try {
      check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

/** The first button whose text contains `text`. */
export function buttonByText(root: ParentNode, text: string): HTMLButtonElement | undefined {
  return [...root.querySelectorAll('button')].find((button) => button.textContent?.includes(text));
}
