import { describe, expect, it } from 'vitest';
import type { FirstTapRun } from './first-tap.ts';
import type { PageLoad } from './page-load.ts';
import { summariseFirstTap, type SiteResults } from './page-weight.results.ts';
import {
  compareCell,
  firstTapTable,
  kib,
  lighthousePasses,
  lighthouseTable,
  lostCell,
  markdownTable,
  obstacles,
  pageWeightTable,
  splitVerdicts,
  targetSummary,
} from './page-weight.table.ts';

function load(path: string, viewport: PageLoad['viewport'], before: number, after: number, hydration: number, fetchedIsland = 0): PageLoad {
  return {
    path,
    viewport,
    beforeInput: { files: 10, bytes: before * 3, gzipBytes: before },
    afterScroll: { files: 20, bytes: after * 3, gzipBytes: after },
    hydrationData: {
      bytes: hydration,
      blockDataBytes: 2048,
      byKind: { pageFacts: hydration, islandProps: 0, pageContext: 0, blockData: 2048, other: 0 },
      byIsland: {},
      scripts: 2,
    },
    fetchedData: {
      islandDataBytes: fetchedIsland,
      blockDataBytes: 1024,
      beaconBytes: 30,
      responses: [
        ...(fetchedIsland ? [{ url: '/api/islands/header', bytes: fetchedIsland, kind: 'islandData' as const, afterScroll: false }] : []),
        { url: '/api/search/insights', bytes: 1024, kind: 'blockData', afterScroll: false },
      ],
    },
    islandDataBytes: hydration + fetchedIsland,
    scripts: [],
  };
}

const tapRun = (shownMs: number | undefined): FirstTapRun => ({
  shownMs,
  lost: shownMs === undefined,
  lostBecause: shownMs === undefined ? 'the menu did not show within 5 s' : undefined,
  tapAtMs: 1200,
  fcpMs: 800,
  tapAfterFcpMs: 400,
  toggleReadyMs: 1150,
});

function site(label: string, homeBefore: number, hydration: number, tapMs: number | undefined): SiteResults {
  return {
    label,
    loads: [load('/', 'mobile', homeBefore, homeBefore * 2, hydration), load('/', 'desktop', homeBefore, homeBefore * 2, hydration)],
    loadFailures: [],
    firstTap: [summariseFirstTap('/', [tapRun(tapMs)], [])],
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
  it('has a row per page and viewport, and marks the targets at 375 px only', () => {
    const table = pageWeightTable(site('now', 18 * 1024, 12 * 1024, 150), undefined);
    const [head, , mobile, desktop] = table.split('\n');
    expect(head).toContain('JS gz KiB before input');
    expect(head).not.toContain('TTI');
    // Block data: the HTML's 2.0 KiB and 1.0 KiB the blocks fetched.
    expect(mobile).toMatch(/^\| \/ +\| 375 +\| 10 \/ 20 +\| 18\.0 ✓ +\| 36\.0 +\| 12\.0 ✗ +\| 3\.0 +\|$/);
    expect(desktop).toMatch(/^\| \/ +\| 1280 +\| 10 \/ 20 +\| 18\.0 +\| 36\.0 +\| 12\.0 +\| 3\.0 +\|$/);
  });

  it("counts island data fetched before input with the HTML's", () => {
    const results = site('now', 1, 1, 1);
    results.loads = [load('/ar', 'mobile', 1, 1, 6 * 1024, 5 * 1024)];
    expect(pageWeightTable(results, undefined).split('\n')[2]).toContain('| 11.0 ✗ ');
  });

  it('marks no target on a page outside the five', () => {
    const results = site('now', 1, 1, 1);
    results.loads = [load('/about', 'mobile', 100 * 1024, 100 * 1024, 50 * 1024)];
    const row = pageWeightTable(results, undefined).split('\n')[2]!;
    expect(row).not.toMatch(/[✓✗]/);
  });

  it('puts the baseline before the current figures', () => {
    const table = pageWeightTable(site('now', 15 * 1024, 5 * 1024, 100), site('before', 180 * 1024, 50 * 1024, undefined));
    const mobile = table.split('\n')[2]!;
    expect(mobile).toContain('10 / 20 → 10 / 20');
    expect(mobile).toContain('180.0 → 15.0 ✓ (×0.08)');
    expect(mobile).toContain('50.0 → 5.0 ✓ (×0.10)');
  });

  it('keeps a row for a page whose load failed', () => {
    const failed: SiteResults = { ...site('now', 1, 1, 1), loads: [], loadFailures: [{ path: '/about', viewport: 'mobile', error: 'timeout' }] };
    expect(pageWeightTable(failed, undefined)).toMatch(/\| \/about \| 375 +\| n\/a /);
  });
});

describe('firstTapTable', () => {
  it('gives the median tap → menu, the lost taps and when the tap came, marked against 300 ms and none lost', () => {
    const results = site('now', 1, 1, 1);
    results.firstTap = [summariseFirstTap('/', [tapRun(250), tapRun(280), tapRun(300)], []), summariseFirstTap('/ar', [tapRun(120), tapRun(undefined)], [])];
    const [head, , home, arabic] = firstTapTable(results, undefined).split('\n');
    expect(head).toMatch(/\| page +\| template +\| tap → menu ms/);
    expect(home).toMatch(/^\| \/ +\| home +\| 280 ✓ +\| 0 of 3 ✓ +\| 1200 +\| 400 +\| 800 +\|$/);
    // A lost tap fails the page whatever the others' times.
    expect(arabic).toMatch(/^\| \/ar +\| home +\| 120 ✗ +\| 1 of 2 ✗ +\|/);
  });

  it('shows n/a when every tap was lost, and the baseline before the current figures', () => {
    const table = firstTapTable(site('now', 1, 1, 180), site('before', 1, 1, undefined));
    expect(table.split('\n')[2]).toMatch(/^\| \/ +\| home +\| n\/a → 180 ✓ +\| 1 of 1 ✗ → 0 of 1 ✓ +\| 1200 → 1200 +\|/);
  });
});

describe('lostCell', () => {
  it('counts lost taps out of the runs', () => {
    expect(lostCell(undefined)).toBe('n/a');
    expect(lostCell(summariseFirstTap('/', [], ['no toggle']))).toBe('0 of 0');
    expect(lostCell(summariseFirstTap('/', [tapRun(undefined), tapRun(100)], []))).toBe('1 of 2 ✗');
  });
});

describe('lighthouseTable', () => {
  it('marks each score against 95, TBT against 100 ms, LCP against 1.8 s and CLS against 0.01', () => {
    const row = lighthouseTable(site('now', 1, 1, 1), undefined).split('\n')[2]!;
    expect(row).toMatch(/^\| \/ +\| home +\| 96 ✓ +\| 100 ✓ +\| 100 ✓ +\| 92 ✗ +\| 2\.60 ✗ +\| 0\.001 ✓ +\| 120 ✗ +\| 1\.10 +\|$/);
  });
});

describe('lighthousePasses and targetSummary', () => {
  const figures = { performance: 99, accessibility: 100, bestPractices: 100, seo: 100, lcpMs: 1200, cls: 0, tbtMs: 40, fcpMs: 800 };

  it('pass a page only when every figure with a target meets it', () => {
    expect(lighthousePasses({ path: '/', runs: [], median: figures, failures: [] })).toBe(true);
    expect(lighthousePasses({ path: '/', runs: [], median: { ...figures, cls: 0.02 }, failures: [] })).toBe(false);
    const none = {
      performance: undefined,
      accessibility: undefined,
      bestPractices: undefined,
      seo: undefined,
      lcpMs: undefined,
      cls: undefined,
      tbtMs: undefined,
      fcpMs: undefined,
    };
    expect(lighthousePasses({ path: '/', runs: [], median: none, failures: ['timeout'] })).toBeUndefined();
  });

  it('counts the pages meeting each target, among those it judges', () => {
    const results = site('now', 18 * 1024, 12 * 1024, undefined);
    results.loads.push(load('/about', 'mobile', 100 * 1024, 1, 1));
    results.lighthouse.push({ path: '/ar', runs: [], median: figures, failures: [] });
    expect(targetSummary(results)).toEqual([
      'JavaScript before input ≤ 20 KiB gz: 1 of 1 pages ✓',
      'island data before input ≤ 10 KiB: 0 of 1 pages ✗',
      'first tap, menu within 300 ms and no tap lost: 0 of 1 pages ✗ (1 of 1 taps lost)',
      'Lighthouse, every target: 1 of 2 pages ✗',
    ]);
  });
});

describe('obstacles', () => {
  it('names the largest scripts before input and the parts of the island data of a page over its targets', () => {
    const results = site('now', 100 * 1024, 20 * 1024, 1);
    const mobile = load('/', 'mobile', 100 * 1024, 1, 20 * 1024, 3 * 1024);
    results.loads = [mobile];
    mobile.scripts = [
      { file: '/assets/react-a1.js', gzipBytes: 60 * 1024, afterScroll: false },
      { file: '/assets/video-b2.js', gzipBytes: 90 * 1024, afterScroll: true },
      { file: '/assets/header-c3.js', gzipBytes: 40 * 1024, afterScroll: false },
    ];
    mobile.hydrationData.byKind = { pageFacts: 12 * 1024, islandProps: 8 * 1024, pageContext: 0, blockData: 2048, other: 0 };
    mobile.hydrationData.byIsland = { header: 6 * 1024, tabs: 2 * 1024 };
    expect(obstacles(results, 2)).toEqual([
      'now: / loads 100.0 KiB gz before input; largest: react-a1.js 60.0, header-c3.js 40.0',
      'now: / has 23.0 KiB of island data before input: page facts 12.0; island props 8.0 (header 6.0, tabs 2.0); fetched 3.0 (/api/islands/header 3.0)',
    ]);
  });

  it('says nothing of a page within its targets, of a page outside the five, or of the desktop load', () => {
    expect(obstacles(site('now', 15 * 1024, 5 * 1024, 1))).toEqual([]);
    const other = site('now', 1, 1, 1);
    other.loads = [load('/about', 'mobile', 100 * 1024, 1, 50 * 1024)];
    expect(obstacles(other)).toEqual([]);
    const results = site('now', 100 * 1024, 50 * 1024, 1);
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
