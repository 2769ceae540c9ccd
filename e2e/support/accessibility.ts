// axe-core in the page. The site's CSP (script-src 'self') rightly refuses an injected script tag,
// so axe's source is evaluated over the DevTools protocol instead.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/**
 * Fails on any serious or critical axe-core violation (WCAG 2.5.3 label-in-name included) on the page, or within `scope` (a CSS selector,
 * e.g. one remote's `[data-boundary="admin"]`).
 */
export async function assertAccessible(page: Page, label: string, scope?: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: unknown, options: unknown) => Promise<{ violations: AxeViolation[] }> } })
      .axe;
    // WCAG 2.5.3 (label in name) is an experimental rule, off by default: on here, so a control's
    // accessible name always contains the words it shows (voice control users say what they see).
    const result = await axe.run(selector ? { include: [[selector]] } : document, {
      rules: { 'label-content-name-mismatch': { enabled: true } },
    });
    return result.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) }));
  }, scope ?? null);
  const serious = violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
  assert.deepEqual(
    serious.map(
      (violation) =>
        `${violation.impact} ${violation.id}: ${violation.help} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
    [],
    `axe-core found serious or critical violations on ${label}`,
  );
}
