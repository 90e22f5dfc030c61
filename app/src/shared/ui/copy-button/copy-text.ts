/**
 * How long the asynchronous clipboard may take before the selection fallback is tried: some web
 * views (and headless Chromium without the permission) never settle `writeText`.
 */
const CLIPBOARD_WAIT_MS = 1000;

/** Copies `text` to the clipboard; resolves false when the browser refuses. */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const written = await Promise.race([
        navigator.clipboard.writeText(text).then(() => true),
        new Promise<false>((resolve) => {
          timer = setTimeout(() => resolve(false), CLIPBOARD_WAIT_MS);
        }),
      ]).finally(() => clearTimeout(timer));
      if (written) return true;
    }
  } catch {
    // Fall through to the selection fallback (older web views).
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const done = document.execCommand('copy');
    area.remove();
    return done;
  } catch {
    return false;
  }
}
