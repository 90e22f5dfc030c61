/**
 * The dark theme of a page as it is loaded (docs/decisions.md "Dark theme"): the phone's dark mode
 * (prefers-color-scheme) switched on in place, then a dark background, no contrast violation
 * (axe's colour rules) and every barcode and QR code dark on white. routes.spec.ts runs it on
 * each route it has just loaded: no second load.
 */
import type { Page } from '@playwright/test';
import { a11yViolations } from './axe';

/** The axe rules that read colours: the others give in dark what they gave in light. */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];
/** A dark page: the background's relative luminance at most this (#101418 is 0.007). */
const DARK_LUMINANCE = 0.05;
/** How far around a code its plate is looked at, in CSS pixels. */
const RING = 4;

/** The relative luminance (WCAG) of a computed `rgb(…)` colour; NaN for anything else. */
function luminance(color: string): number {
  const channels = /^rgba?\((\d+), (\d+), (\d+)/.exec(color)?.slice(1).map(Number);
  if (!channels) return Number.NaN;
  const [r = 0, g = 0, b = 0] = channels.map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The screenshot `png` (RING px of plate around a code, then the code) read in the page:
 * how many of the ring's pixels are not white, and how many of the code's are dark.
 */
function readPlate({ base64, ring }: { base64: string; ring: number }): Promise<{ notWhite: number; dark: number }> {
  return (async () => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
    const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0);
    const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
    let notWhite = 0;
    let dark = 0;
    for (let y = 0; y < height; y += 1) {
      for (let x = 0; x < width; x += 1) {
        const i = (y * width + x) * 4;
        const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
        const inRing = x < ring || y < ring || x >= width - ring || y >= height - ring;
        if (inRing && Math.min(r, g, b) < 250) notWhite += 1;
        if (!inRing && Math.max(r, g, b) < 64) dark += 1;
      }
    }
    return { notWhite, dark };
  })();
}

/** Every barcode and QR code on the page, each checked dark on a white plate. */
async function codesOnWhite(page: Page): Promise<string[]> {
  const found: string[] = [];
  for (const code of await page.locator('img[src*="/qr/"], img[src*="/barcode/"]').all()) {
    const box = await code.boundingBox();
    if (!box || !(await code.isVisible())) continue;
    const clip = { x: box.x - RING, y: box.y - RING, width: box.width + 2 * RING, height: box.height + 2 * RING };
    const png = await page.screenshot({ clip, animations: 'disabled' });
    const { notWhite, dark } = await page.evaluate(readPlate, { base64: png.toString('base64'), ring: RING });
    const src = await code.getAttribute('src');
    if (notWhite > 0) found.push(`the code ${src} is not on white: ${notWhite} pixels of its plate are not white`);
    if (dark === 0) found.push(`the code ${src} shows nothing dark`);
  }
  return found;
}

/**
 * The page in the dark theme: its background, axe's colour rules, and every code on white, the
 * barcode dialog's too (opened from the first barcode button, when the page has one).
 */
export async function darkDefects(page: Page): Promise<string[]> {
  await page.emulateMedia({ colorScheme: 'dark' });
  const found: string[] = [];
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  if (!(luminance(background) <= DARK_LUMINANCE)) found.push(`the background is not dark: ${background}`);
  found.push(...(await a11yViolations(page, COLOUR_RULES)).map((v) => `axe ${v.id}: ${v.help} ${v.nodes.join(' ')}`));
  found.push(...(await codesOnWhite(page)));
  const barcode = page.getByRole('button', { name: /código de barras|barcode/ }).first();
  if ((await barcode.count()) > 0) {
    await barcode.click();
    const image = page.getByRole('dialog').locator('img[src*="/barcode/"]');
    await image.evaluate((img: HTMLImageElement) => img.decode());
    found.push(...(await codesOnWhite(page)));
  }
  return found.map((defect) => `dark theme: ${defect}`);
}
