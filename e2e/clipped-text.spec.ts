import { expect, test, type Page } from '@playwright/test';
import { findClippedText } from '../app/src/shared/testing/clipped-text';

/**
 * The clipped-text detector itself (app/src/shared/testing/clipped-text.ts), which the story
 * tests, the route checks and the screen fuzz rely on: on planted pages, what it must report and
 * what it must leave alone (docs/large-text.md "What the checks find").
 */
const CSS = `body { margin: 0; font: 16px/1.4 sans-serif; } div, p, span { box-sizing: border-box; }`;

async function found(page: Page, body: string): Promise<string[]> {
  await page.setContent(`<!doctype html><html><head><style>${CSS}</style></head><body>${body}</body></html>`);
  return page.locator('body').evaluate(findClippedText);
}

test.use({ viewport: { width: 360, height: 640 } });

test('reports text that runs past its clipping box, and past its own box', async ({ page }) => {
  const clipped = await found(page, `<div style="width: 100px; overflow: hidden; white-space: nowrap">MX202611220001 MX202611220001</div>`);
  expect(clipped).toHaveLength(1);
  expect(clipped[0]).toMatch(/^text cut off: "MX202611220001 MX202611220001" \(div\) runs \d+ px past its box \(100 px wide\)$/);

  const inline = await found(
    page,
    `<div style="width: 120px; overflow: hidden"><p style="width: 300px; margin: 0"><span class="amount">$3.450.000,00 $3.450.000,00</span></p></div>`,
  );
  expect(inline).toHaveLength(1);
  expect(inline[0]).toMatch(/\(span\.amount\) runs \d+ px past its clipping container div \(120 px wide\)$/);

  const own = await found(page, `<p style="width: 80px; margin: 0; white-space: nowrap">Solicitar préstamo ahora</p>`);
  expect(own).toHaveLength(1);
  expect(own[0]).toMatch(/\(p\) runs \d+ px past its box \(80 px wide\)$/);
});

test('leaves alone what fits, an ellipsis, a scroller, a screen-reader-only text and hanging spaces', async ({ page }) => {
  const fine = [
    `<p style="width: 200px">Un texto largo que se parte en varias líneas dentro de su caja sin salirse de ella</p>`,
    `<div style="width: 100px; overflow: hidden; white-space: nowrap; text-overflow: ellipsis">MX202611220001 MX202611220001</div>`,
    `<div style="width: 100px; overflow-x: auto"><p style="white-space: nowrap; width: max-content; margin: 0">MX202611220001 MX202611220001</p></div>`,
    `<span style="position: absolute; width: 1px; height: 1px; overflow: hidden; white-space: nowrap">Cerrar el diálogo de ayuda</span>`,
    // Spaces at the end of a wrapped line hang past the box in pre-wrap and show nothing.
    `<p style="width: 120px; white-space: pre-wrap; margin: 0">palabra                                  otra palabra</p>`,
  ];
  for (const body of fine) expect(await found(page, body), body).toEqual([]);
});
