import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

/** axe-core's browser build, evaluated in the page (DevTools evaluation is not subject to the CSP). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** axe's serious and critical violations on the page as it stands, one line each (its rule, help and first three elements). */
export async function seriousViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = (await page.evaluate(() =>
    (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: unknown[] }> } }).axe
      .run(document, { resultTypes: ['violations'] })
      .then((r) => r.violations),
  )) as AxeViolation[];
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.impact} ${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')})`,
    );
}
