/**
 * The Foundations page's table (foundations.mdx): every colour token of
 * app/src/shared/ui/theme.css in both themes, each text colour with its contrast ratio on every
 * background it is used on. Nothing is typed in: the tokens and their values are read from the
 * stylesheet the preview loaded (the `:root` rule and the dark block), each value is resolved by
 * the browser (the brand colour from config.json included), and the ratios are computed (WCAG
 * 2.x relative luminance). The story Foundations/Colour tokens fails when a pair falls short.
 */
import { useState } from 'react';
import { darkMediaRules } from '../.storybook/theme-switch';

/** What a token is for: a background, or a colour drawn on `on` that needs `min`:1 there. */
interface Use {
  what: string;
  on?: string[];
  /** 4.5 for text (WCAG AA), 3 for large text and marks, 0 for a decorative line. */
  min?: number;
  /** What a translucent background of `on` lies over (the page background when unset). */
  over?: string;
}

/** Every colour token's use, as the CSS modules use it (a token missing here fails the story). */
export const USES: Record<string, Use> = {
  '--color-primary': { what: 'links, amounts, outlined buttons', on: ['--color-bg', '--color-surface'] },
  '--color-on-primary': { what: 'text on a primary button or band', on: ['--color-primary'] },
  '--color-text': { what: 'text', on: ['--color-bg', '--color-surface'] },
  '--color-text-muted': { what: 'labels, hints, dates', on: ['--color-bg', '--color-surface'] },
  '--color-bg': { what: 'the page' },
  '--color-surface': { what: 'cards, dialogs, fields' },
  '--color-border': { what: 'separators (decorative)', on: ['--color-surface'], min: 0 },
  '--color-danger': { what: 'errors', on: ['--color-bg', '--color-surface'] },
  '--color-on-danger': { what: 'the mark on a danger disc', on: ['--color-danger'] },
  '--color-success': { what: 'done, paid', on: ['--color-bg', '--color-surface'] },
  '--color-disabled': { what: 'a disabled button, a waiting field border', on: ['--color-surface'], min: 3 },
  '--color-on-disabled': { what: 'text on a disabled button', on: ['--color-disabled'] },
  '--color-star': { what: 'a chosen star (32 px: large text)', on: ['--color-surface'], min: 3 },
  '--color-warning-bg': { what: 'a notice of something kept' },
  '--color-warning-border': { what: 'its border', on: ['--color-warning-bg'], min: 3 },
  '--color-on-warning': { what: 'its text', on: ['--color-warning-bg'] },
  '--color-inverse': { what: 'a toast, the busy box' },
  '--color-on-inverse': { what: 'their text', on: ['--color-inverse'] },
  '--color-footer': { what: "the public site's footer" },
  '--color-on-footer': { what: 'its text and links', on: ['--color-footer'] },
  '--color-on-footer-muted': { what: 'its labels', on: ['--color-footer'] },
  '--color-scrim': { what: 'behind a dialog' },
  '--color-scrim-faint': { what: 'behind the busy box' },
  '--color-shadow': { what: 'under a raised button' },
  '--color-image-scrim': { what: 'a button over a photo' },
  '--color-on-image-scrim': { what: 'its mark (over a white photo)', on: ['--color-image-scrim'], over: '--color-plate' },
  '--color-plate': { what: 'codes, the voucher, server logos' },
};

type Rgba = [number, number, number, number];
export type ThemeName = 'light' | 'dark';

export interface Pair {
  on: string;
  ratio: number;
  min: number;
  fg: string;
  bg: string;
}
export interface TokenRow {
  name: string;
  use: Use | undefined;
  themes: Record<ThemeName, { declared: string; color: string; pairs: Pair[] }>;
}

/** A computed colour (`rgb()`, `rgba()`, or `color(srgb …)`, which color-mix() computes to) as 0-255 channels and alpha. */
function parse(color: string): Rgba {
  const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.]+))?\)$/.exec(color);
  if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255, srgb[4] === undefined ? 1 : Number(srgb[4])];
  const rgb = /^rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? \/? ?([\d.]+))?\)$/.exec(color);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
  throw new Error(`not a colour the table reads: ${color}`);
}

/** `top` painted over the opaque `bottom`. */
function over([r, g, b, a]: Rgba, [br, bg, bb]: Rgba): Rgba {
  return [r * a + br * (1 - a), g * a + bg * (1 - a), b * a + bb * (1 - a), 1];
}

function luminance([r, g, b]: Rgba): number {
  const [lr = 0, lg = 0, lb = 0] = [r, g, b].map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
  return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
}

export function contrast(a: Rgba, b: Rgba): number {
  const [hi = 0, lo = 0] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const css = ([r, g, b, a]: Rgba) => `rgba(${Math.round(r)}, ${Math.round(g)}, ${Math.round(b)}, ${a})`;

/** The `--color-*` declarations of the style rules for `:root` among `rules`. */
function rootDeclarations(rules: Iterable<CSSRule>, into: Map<string, string>): Map<string, string> {
  for (const rule of rules) {
    if (!(rule instanceof CSSStyleRule) || !rule.selectorText.split(',').some((s) => s.trim() === ':root')) continue;
    for (const name of rule.style) if (name.startsWith('--color-')) into.set(name, rule.style.getPropertyValue(name).trim());
  }
  return into;
}

/** Every colour token of the page's stylesheets, resolved and paired in both themes. */
export function readTokens(doc: Document = document): TokenRow[] {
  const light = new Map<string, string>();
  for (const sheet of doc.styleSheets) {
    try {
      rootDeclarations(sheet.cssRules, light);
    } catch {
      // another origin's sheet: none of ours
    }
  }
  const dark = new Map(light);
  for (const media of darkMediaRules(doc)) rootDeclarations(media.cssRules, dark);

  const probe = doc.createElement('div');
  probe.hidden = true;
  doc.body.append(probe);
  try {
    const resolve = (declarations: Map<string, string>) => {
      probe.removeAttribute('style');
      for (const [name, value] of declarations) probe.style.setProperty(name, value);
      const colors = new Map<string, Rgba>();
      for (const name of declarations.keys()) {
        probe.style.color = `var(${name})`;
        colors.set(name, parse(getComputedStyle(probe).color));
      }
      return colors;
    };
    const resolved = { light: resolve(light), dark: resolve(dark) };
    const declared = { light, dark };
    return [...light.keys()].map((name) => {
      const use = USES[name];
      const theme = (which: ThemeName) => {
        const colors = resolved[which];
        const color = colors.get(name) ?? [0, 0, 0, 1];
        const page = colors.get('--color-bg') ?? [255, 255, 255, 1];
        const pairs = (use?.on ?? []).map((on) => {
          const backdrop = over(colors.get(use?.over ?? '--color-bg') ?? page, page);
          const bg = over(colors.get(on) ?? page, backdrop);
          const fg = over(color, bg);
          return { on, ratio: contrast(fg, bg), min: use?.min ?? 4.5, fg: css(fg), bg: css(bg) };
        });
        return { declared: declared[which].get(name) ?? '', color: css(color), pairs };
      };
      return { name, use, themes: { light: theme('light'), dark: theme('dark') } };
    });
  } finally {
    probe.remove();
  }
}

/** What falls short: a pair under its minimum, a token with no use, a use with no token. */
export function shortfalls(rows: TokenRow[]): string[] {
  const found = rows.flatMap((row) => [
    ...(row.use ? [] : [`${row.name} has no use in USES (stories/foundations/colour-tokens.tsx)`]),
    ...(['light', 'dark'] as const).flatMap((theme) =>
      row.themes[theme].pairs
        .filter((pair) => pair.ratio < pair.min)
        .map((pair) => `${row.name} on ${pair.on} in ${theme}: ${pair.ratio.toFixed(2)}:1, under ${pair.min}:1`),
    ),
  ]);
  const names = new Set(rows.map((row) => row.name));
  return [
    ...found,
    ...Object.keys(USES)
      .filter((name) => !names.has(name))
      .map((name) => `${name} is not a token of theme.css`),
  ];
}

function Swatch({ color }: { color: string }) {
  return (
    <span
      style={{
        flex: 'none',
        width: 28,
        height: 28,
        borderRadius: 6,
        background: color,
        border: '1px solid var(--color-border)',
      }}
    />
  );
}

function ThemeValue({ title, theme }: { title: string; theme: TokenRow['themes'][ThemeName] }) {
  return (
    <div>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
        <Swatch color={theme.color} />
        <span>
          {title}: <code style={{ fontSize: 12, overflowWrap: 'normal' }}>{theme.declared}</code>
        </span>
      </div>
      {theme.pairs.map((pair) => (
        <div key={pair.on} style={{ display: 'flex', gap: 8, alignItems: 'center', marginTop: 4, fontSize: 13 }}>
          {/* The colour drawn on its background: 24 px, the size from which 3:1 is enough (a
              decorative line is drawn as a line). */}
          <span style={{ flex: 'none', display: 'inline-flex', padding: '0 8px', borderRadius: 4, background: pair.bg }}>
            {pair.min === 0 ? (
              <span style={{ display: 'inline-block', width: 28, height: 28, borderBottom: `2px solid ${pair.fg}` }} />
            ) : (
              <span style={{ color: pair.fg, fontSize: 24, fontWeight: 700 }}>Aa</span>
            )}
          </span>
          <span>
            on {pair.on.replace('--color-', '')}: <strong>{pair.ratio.toFixed(2)}:1</strong>{' '}
            {pair.min === 0 ? '(decorative)' : pair.ratio >= pair.min ? `≥ ${pair.min} ✓` : `under ${pair.min} ✗`}
          </span>
        </div>
      ))}
    </div>
  );
}

/** One entry per token: its use, then its light and dark values with their ratios, side by side where there is room. */
export function ColourTokens() {
  // Read once, when the list first renders: the preview's stylesheet is in by then.
  const [rows] = useState(() => readTokens());
  return (
    <ul style={{ margin: 0, padding: 0, listStyle: 'none', color: 'var(--color-text)' }}>
      {rows.map((row) => (
        <li key={row.name} style={{ padding: '10px 0', borderBottom: '1px solid var(--color-border)' }}>
          <p style={{ margin: '0 0 6px' }}>
            <code style={{ fontWeight: 700, overflowWrap: 'normal' }}>{row.name}</code>: {row.use?.what ?? 'no use stated'}
          </p>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))', gap: 12 }}>
            <ThemeValue title="light" theme={row.themes.light} />
            <ThemeValue title="dark" theme={row.themes.dark} />
          </div>
        </li>
      ))}
    </ul>
  );
}
