// The public pages' first script, /boot.js (bundled by app/scripts/prerender.mjs): their HTML
// is the page and the entry only hydrates it, so the entry is asked for after the first paint
// (shared/boot/paint.ts says why). A file of the site, not an inline script: the CSP allows
// scripts from this origin only.
import { afterFirstPaint, loadModule } from '../shared/boot/paint';

const entry = (document.currentScript as HTMLScriptElement | null)?.dataset.entry;
if (entry) afterFirstPaint(window, () => loadModule(document, entry));
