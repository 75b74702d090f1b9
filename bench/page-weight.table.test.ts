import { describe, expect, it } from 'vitest';
import type { PageLoad } from './page-load.ts';
import type { SiteResults } from './page-weight.results.ts';
import { compareCell, kib, lighthouseTable, markdownTable, obstacles, pageWeightTable, splitVerdicts } from './page-weight.table.ts';

function load(path: string, viewport: PageLoad['viewport'], before: number, after: number, hydration: number): PageLoad {
  return {
    path,
    viewport,
    beforeScroll: { files: 10, bytes: before * 3, gzipBytes: before },
    afterScroll: { files: 20, bytes: after * 3, gzipBytes: after },
    hydrationData: {
      bytes: hydration,
      blockDataBytes: 2048,
      byKind: { pageFacts: hydration, islandProps: 0, pageContext: 0, blockData: 2048, other: 0 },
      byIsland: {},
      scripts: 2,
    },
    scripts: [],
  };
}

function site(label: string, homeBefore: number, hydration: number, tti: number): SiteResults {
  return {
    label,
    loads: [load('/', 'mobile', homeBefore, homeBefore * 2, hydration), load('/', 'desktop', homeBefore, homeBefore * 2, hydration)],
    loadFailures: [],
    headerTti: [{ path: '/', runsMs: [tti], medianMs: tti, failures: [] }],
    lighthouse: [
      {
        path: '/',
        runs: [],
        median: { performance: 96, accessibility: 100, bestPractices: 100, seo: 92, lcpMs: 2600, cls: 0.001, tbtMs: 120, fcpMs: 1100 },
        failures: [],
      },
    ],
  };
}

describe('markdownTable', () => {
  it('pads every column to its widest cell', () => {
    expect(markdownTable(['a', 'bbb'], [['xxxx', 'y']])).toBe(['| a    | bbb |', '|------|-----|', '| xxxx | y   |'].join('\n'));
  });

  it('right-aligns the columns asked for', () => {
    expect(markdownTable(['n'], [['7'], ['100']], new Set([0])).split('\n')).toEqual(['|   n |', '|----:|', '|   7 |', '| 100 |']);
  });
});

describe('compareCell', () => {
  it('shows the current figure with its target mark', () => {
    expect(compareCell(2048, undefined, false, { format: kib, check: true })).toBe('2.0 ✓');
    expect(compareCell(2048, undefined, false, { format: kib })).toBe('2.0');
    expect(compareCell(undefined, undefined, false, { format: kib, check: undefined })).toBe('n/a');
  });

  it('shows baseline → current with the ratio when a baseline was measured', () => {
    expect(compareCell(1024, 4096, true, { format: kib, check: false })).toBe('4.0 → 1.0 ✗ (×0.25)');
    expect(compareCell(1024, undefined, true, { format: kib })).toBe('n/a → 1.0');
    expect(compareCell(1024, 4096, true, { format: kib, showRatio: false })).toBe('4.0 → 1.0');
  });
});

describe('pageWeightTable', () => {
  it('has a row per page and viewport, the header time only at 375 px, and targets marked', () => {
    const table = pageWeightTable(site('now', 80 * 1024, 12 * 1024, 1500), undefined);
    const [, , mobile, desktop] = table.split('\n');
    expect(mobile).toMatch(/^\| \/ +\| 375 +\| 10 \/ 20 +\| 80\.0 ✓ +\| 160\.0 +\| 12\.0 ✗ +\| 2\.0 +\| 1500 +\|$/);
    expect(desktop).toMatch(/\| 1280 .*\| – +\|$/);
  });

  it('puts the baseline before the current figures', () => {
    const table = pageWeightTable(site('now', 60 * 1024, 5 * 1024, 1000), site('before', 180 * 1024, 50 * 1024, 4000));
    const mobile = table.split('\n')[2]!;
    expect(mobile).toContain('10 / 20 → 10 / 20');
    expect(mobile).toContain('180.0 → 60.0 ✓ (×0.33)');
    expect(mobile).toContain('50.0 → 5.0 ✓ (×0.10)');
    expect(mobile).toContain('4000 → 1000 (×0.25)');
  });

  it('keeps a row for a page whose load failed', () => {
    const failed: SiteResults = { ...site('now', 1, 1, 1), loads: [], loadFailures: [{ path: '/about', viewport: 'mobile', error: 'timeout' }] };
    expect(pageWeightTable(failed, undefined)).toMatch(/\| \/about \| 375 +\| n\/a /);
  });
});

describe('lighthouseTable', () => {
  it('marks each score against 95, LCP against 2.5 s and CLS against 0.02', () => {
    const row = lighthouseTable(site('now', 1, 1, 1), undefined).split('\n')[2]!;
    expect(row).toMatch(/\| 96 ✓ +\| 100 ✓ +\| 100 ✓ +\| 92 ✗ +\| 2\.60 ✗ +\| 0\.001 ✓ +\| 120 +\| 1\.10 +\|$/);
  });
});

describe('obstacles', () => {
  it('names the largest scripts before scrolling and the parts of the hydration data of a page over its targets', () => {
    const results = site('now', 100 * 1024, 20 * 1024, 1);
    const mobile = results.loads[0]!;
    mobile.scripts = [
      { file: '/assets/react-a1.js', gzipBytes: 60 * 1024, afterScroll: false },
      { file: '/assets/video-b2.js', gzipBytes: 90 * 1024, afterScroll: true },
      { file: '/assets/header-c3.js', gzipBytes: 40 * 1024, afterScroll: false },
    ];
    mobile.hydrationData.byKind = { pageFacts: 12 * 1024, islandProps: 8 * 1024, pageContext: 0, blockData: 2048, other: 0 };
    mobile.hydrationData.byIsland = { header: 6 * 1024, tabs: 2 * 1024 };
    expect(obstacles(results, 2)).toEqual([
      'now: / loads 100.0 KiB gz before scrolling; largest: react-a1.js 60.0, header-c3.js 40.0',
      'now: / carries 20.0 KiB of hydration data: page facts 12.0; island props 8.0 (header 6.0, tabs 2.0)',
    ]);
  });

  it('says nothing of a page within its targets, or of the desktop load', () => {
    expect(obstacles(site('now', 50 * 1024, 5 * 1024, 1))).toEqual([]);
    const results = site('now', 100 * 1024, 5 * 1024, 1);
    results.loads = results.loads.filter((l) => l.viewport === 'desktop');
    expect(obstacles(results)).toEqual([]);
  });
});

describe('splitVerdicts', () => {
  const run = (performance: number, cls: number) => ({
    performance,
    accessibility: 100,
    bestPractices: 100,
    seo: 100,
    lcpMs: 2000,
    cls,
    tbtMs: 100,
    fcpMs: 900,
    warnings: [],
    failing: [],
  });

  it('lists every run of a figure whose runs fall on both sides of the target', () => {
    const page = { path: '/', runs: [run(96, 0), run(97, 0.931), run(90, 0)], median: run(96, 0), failures: [] };
    expect(splitVerdicts(page)).toEqual(['performance by run: 96 ✓, 97 ✓, 90 ✗', 'CLS by run: 0.000 ✓, 0.931 ✗, 0.000 ✓']);
  });

  it('is quiet when every run agrees', () => {
    expect(splitVerdicts({ path: '/', runs: [run(50, 0), run(60, 0.01)], median: run(55, 0.005), failures: [] })).toEqual([]);
  });
});
