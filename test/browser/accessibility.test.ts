import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { openPage, waitForHydration, useSiteInChromium } from '../support/browser.ts';

/** axe-core's browser build, evaluated in the page (DevTools evaluation is not subject to the CSP). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

async function seriousViolations(page: Page): Promise<string[]> {
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

const site = useSiteInChromium();

describe('axe in Chromium: no serious or critical violations with the full chrome', () => {
  it.each([
    ['/', 1280],
    ['/ar', 1280],
    ['/about', 375],
    ['/ar/about', 375],
    ['/solutions', 768],
    ['/ar/no-such-page', 1280],
    // The block gallery: one of each block, so each block is checked in a page of its own kind.
    ['/blocks', 1280],
    ['/ar/blocks', 375],
    ['/ar/solutions', 1280],
  ])(
    '%s at %i px',
    async (path, width) => {
      const { page } = await openPage(site.browser, width);
      await page.goto(site.server.url + path);
      await waitForHydration(page);
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      await page.context().close();
      // The gallery (6,000 elements) took up to 19.5 s in a full run, against the default limit of
      // 20 s: its cases get room rather than a retry.
    },
    60_000,
  );
});
