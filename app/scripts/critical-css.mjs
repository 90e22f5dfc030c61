/**
 * The borrower shell's critical CSS: the rules of the built stylesheet that the shell's own HTML
 * uses (its frame, header band and loading lines, the page's base and every design token), put
 * inline in shell.html by app/scripts/prerender.mjs so that the shell paints from its HTML alone
 * and the stylesheet no longer holds the paint back (docs/decisions.md "Data before scripts").
 *
 * Beasties chooses the rules from the shell's DOM and the built stylesheet, so nothing is copied
 * by hand: a rule or token added to the CSS sources (app/src/shared/ui/theme.css,
 * app/src/app/borrower-shell.css) reaches the inline CSS at the next build. The tokens are kept
 * whatever selects them (`:root`, `html`, in or out of a media query: the dark theme's
 * included), since every colour of the shell is one. The shell's HTML is the same in both
 * languages (it holds no text but the app's name), and sizes are in px and em, so text size
 * needs nothing of its own.
 */
import Beasties from 'beasties';

/** The inline CSS's budget, in bytes as written (it is in every borrower page's HTML). */
export const CRITICAL_CSS_MAX_BYTES = 4096;

/**
 * The rules of the stylesheet that `html` links (a file under `dist`) which its DOM uses,
 * minified; throws past CRITICAL_CSS_MAX_BYTES.
 */
export async function criticalCss(html, dist) {
  const beasties = new Beasties({
    path: dist,
    publicPath: '/',
    // Only the choice of rules is used here; prerender.mjs places them and the stylesheet.
    preload: 'body',
    pruneSource: false,
    compress: true,
    keyframes: 'critical',
    logLevel: 'warn',
    allowRules: [/^:root\b/, /^html\b/],
  });
  const styles = [...(await beasties.process(html)).matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css]) => css);
  if (styles.length !== 1 || !styles[0]) throw new Error('critical CSS: Beasties found no rules for the page');
  const css = styles[0];
  const bytes = Buffer.byteLength(css);
  if (bytes > CRITICAL_CSS_MAX_BYTES)
    throw new Error(`critical CSS: ${bytes} B, over its ${CRITICAL_CSS_MAX_BYTES} B budget (app/scripts/critical-css.mjs)`);
  return css;
}
