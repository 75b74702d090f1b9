import { describe, expect, it } from 'vitest';
import type { LoadSummary } from './autocannon-result.ts';
import { comparisonTable, formatMs, judge, type MeasuredRow } from './comparison-table.ts';

function summary(rps: number, p50: number, p99: number, failed = 0): LoadSummary {
  return { rounds: [], rps, p50, p99, requests: rps * 10, failed };
}

const rows: MeasuredRow[] = [
  { key: 'bare', label: 'bare buffer', load: summary(5000, 1.4, 4.2) },
  { key: 'cached', label: 'page cache', load: summary(3500, 2.6, 9) },
  { key: 'fastify', label: 'Fastify + compress, buffer', short: 'Fastify buffer', load: summary(446, 19, 57) },
  { key: 'uncached', label: 'render', load: summary(61, 158, 291) },
];

describe('judge', () => {
  it('divides req/s and checks the target inclusively', () => {
    expect(judge(rows, { row: 'cached', against: 'bare', target: 0.6 })).toMatchObject({ ratio: 0.7, check: true });
    expect(judge(rows, { row: 'cached', against: 'bare', target: 0.7 }).check).toBe(true);
    expect(judge(rows, { row: 'cached', against: 'bare', target: 0.71 }).check).toBe(false);
    expect(judge(rows, { row: 'uncached', against: 'fastify', target: 0.35 }).check).toBe(false);
  });

  it('gives no ratio when either load had failed requests or was not measured', () => {
    const failing = [...rows.slice(0, 1), { key: 'cached', label: 'page cache', load: summary(90_000, 0.1, 1, 12) }];
    expect(judge(failing, { row: 'cached', against: 'bare', target: 0.6 })).toMatchObject({ ratio: undefined, check: undefined, missing: 'failed requests' });
    const missing = [rows[0]!, { key: 'cached', label: 'page cache', load: undefined }];
    expect(judge(missing, { row: 'cached', against: 'bare', target: 0.6 })).toMatchObject({ check: undefined, missing: 'not measured' });
  });
});

describe('comparisonTable', () => {
  it('has a row per load, and the ratio and marked target on compared rows', () => {
    const table = comparisonTable(rows, [
      { row: 'cached', against: 'bare', target: 0.6 },
      { row: 'uncached', against: 'fastify', target: 0.35 },
    ]).split('\n');
    expect(table[0]).toMatch(/^\| loaded +\| req\/s \| p50 ms \| p99 ms \| failed \| ratio \(req\/s\) +\| target +\|$/);
    expect(table).toHaveLength(6);
    expect(table[2]).toMatch(/^\| bare buffer +\| +5000 \| +1\.4 \| +4\.2 \| +0 \| +\| +\|$/);
    expect(table[3]).toMatch(/\| +3500 \| +2\.6 \| +9 \| +0 \| ×0\.70 of bare buffer +\| ≥ 0\.6 ✓ +\|$/);
    expect(table[5]).toMatch(/\| +61 \| +158 \| +291 \| +0 \| ×0\.14 of Fastify buffer \| ≥ 0\.35 ✗ \|$/);
  });

  it('writes large ratios with one decimal and says why a ratio is missing', () => {
    const vs = [
      { key: 'ours', label: 'ours', load: summary(1200, 8, 20) },
      { key: 'next', label: 'Next', load: summary(80, 120, 200) },
    ];
    expect(comparisonTable(vs, [{ row: 'ours', against: 'next', target: 10 }])).toContain('×15.0 of Next | ≥ 10 ✓');
    const broken = [{ ...vs[0]!, load: undefined }, vs[1]!];
    expect(comparisonTable(broken, [{ row: 'ours', against: 'next', target: 10 }])).toMatch(
      /\| ours +\| +n\/a \| +n\/a \| +n\/a \| +n\/a \| n\/a \(not measured\) of Next \| ≥ 10 +\|/,
    );
  });
});

describe('formatMs', () => {
  it('keeps a decimal under 10 ms only, and only for a value that has one', () => {
    expect([formatMs(0.95), formatMs(9.5), formatMs(5), formatMs(57.4)]).toEqual(['0.9', '9.5', '5', '57']);
  });
});
