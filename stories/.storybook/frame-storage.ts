/**
 * A story frame on a Docs page (docs-frames.ts) is a phone of its own. The page's frames share
 * one origin and one tab, so they would share sessionStorage and localStorage: one story's
 * `beforeEach` (a legacy payment flow, the launch parameters its decorator keeps) would reach the
 * story a frame beside it is rendering. Each such frame gets storage of its own, in memory.
 */

/** Storage kept in memory, for this page only. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  const storage = {
    get length() {
      return items.size;
    },
    key: (index: number) => [...items.keys()][index] ?? null,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, String(value)),
    removeItem: (key: string) => void items.delete(key),
    clear: () => items.clear(),
  };
  return storage as Storage;
}

/** Whether this preview is a story's frame on a Docs page (the Story block names it `iframe--<story id>`). */
export function inDocsFrame(): boolean {
  try {
    return window.frameElement?.id.startsWith('iframe--') === true;
  } catch {
    return false;
  }
}

/** In a story frame of a Docs page, gives this page storage of its own; elsewhere does nothing. */
export function isolateDocsFrameStorage(): void {
  if (!inDocsFrame()) return;
  Object.defineProperty(window, 'sessionStorage', { value: memoryStorage(), configurable: true });
  Object.defineProperty(window, 'localStorage', { value: memoryStorage(), configurable: true });
}
