import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
// Evaluated through the DevTools protocol, not added as a <script>: the mock server's strict CSP
// (script-src 'self') rightly blocks an inline script tag, and the tests must not loosen it.
let axeSource: string | undefined;

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown }[];
}

/** axe-core's violations on the page as it is now: of every rule, or of `rules` only. */
export async function a11yViolations(page: Page, rules?: string[]): Promise<{ id: string; help: string; nodes: string[] }[]> {
  axeSource ??= readFileSync(axePath, 'utf8');
  await page.evaluate(axeSource);
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run: (options?: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(only ? { runOnly: { type: 'rule', values: only } } : {});
    return result.violations.map((v) => ({ id: v.id, help: v.help, nodes: v.nodes.map((n) => JSON.stringify(n.target)) }));
  }, rules);
}

/** Runs axe-core on the page as it is now; any violation fails the test, named in the message. */
export async function expectNoA11yViolations(page: Page): Promise<void> {
  const violations = await a11yViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}
