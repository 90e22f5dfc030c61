// The shell's critical CSS (critical-css.mjs): the rules the page's DOM uses, every token
// whatever selects it, within the budget. Run by the test command's `scripts` step.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { CRITICAL_CSS_MAX_BYTES, criticalCss } from './critical-css.mjs';

const dist = mkdtempSync(join(tmpdir(), 'critical-css-'));
after(() => rmSync(dist, { recursive: true, force: true }));

const HTML =
  '<!doctype html><html lang="es"><head><link rel="stylesheet" href="/style.css"></head><body><div class="band">A</div></body></html>';

test('keeps the rules the page uses and every token, light and dark; drops the rest', async () => {
  writeFileSync(
    join(dist, 'style.css'),
    [
      ':root { --color-bg: #fff; --color-text: #111; }',
      '@media (prefers-color-scheme: dark) { :root { --color-bg: #111; --color-text: #eee; } .band { border: 1px solid var(--color-text); } }',
      ':root[data-theme="dark"] { --color-bg: #000; }',
      'html.large { font-size: 20px; }',
      'body { margin: 0; background: var(--color-bg); }',
      '.band { color: var(--color-text); }',
      '.screen-title { font-size: 22px; }',
    ].join('\n'),
  );
  const css = await criticalCss(HTML, dist);
  for (const kept of ['--color-bg:#fff', '--color-bg:#111', '[data-theme="dark"]', 'html.large', 'body{', '.band{color', 'border:1px'])
    assert.ok(css.includes(kept), `${kept} in ${css}`);
  assert.ok(!css.includes('screen-title'), css);
});

test('fails past its budget', async () => {
  const many = Array.from({ length: 400 }, (_, i) => `--token-${i}: #${String(i).padStart(6, '0')};`).join(' ');
  writeFileSync(join(dist, 'style.css'), `:root { ${many} } .band { color: red; }`);
  await assert.rejects(criticalCss(HTML, dist), new RegExp(`over its ${CRITICAL_CSS_MAX_BYTES} B budget`));
});
