/**
 * Keeps the configured primary colour readable: white text on it and it as text on the page
 * background must reach 4.5:1 (WCAG AA). A colour that falls short is darkened step by step
 * until it does; one that passes is kept as it is. Only #rgb / #rrggbb colours are adjusted.
 */
export const MIN_CONTRAST = 4.5;
/** The lightest surface the primary colour sits on (--color-bg) and the text put on it. */
const PAGE_BG: Rgb = [0xf4, 0xf6, 0xf9];
const WHITE: Rgb = [0xff, 0xff, 0xff];

type Rgb = [number, number, number];

export function parseHex(color: string): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(color.trim());
  if (!match?.[1]) return null;
  const hex = match[1].length === 3 ? [...match[1]].map((c) => c + c).join('') : match[1];
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const [lr, lg, lb] = [r, g, b].map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The primary colour, darkened just enough to be readable; non-hex colours unchanged. */
export function readablePrimary(color: string): string {
  const rgb = parseHex(color);
  if (!rgb) return color;
  let current: Rgb = rgb;
  for (let step = 0; step < 40; step += 1) {
    if (contrastRatio(current, PAGE_BG) >= MIN_CONTRAST && contrastRatio(current, WHITE) >= MIN_CONTRAST) {
      return step === 0 ? color : toHex(current);
    }
    current = current.map((v) => v * 0.95) as Rgb;
  }
  return toHex(current);
}
