/**
 * The load parts' one table: a row per server loaded (req/s, p50, p99, failed requests), and on
 * the rows compared with another, the req/s ratio and the target marked ✓/✗. A ratio is shown
 * only when both loads were clean (no errors, every answer 2xx): a fast error page says nothing.
 */
import type { LoadSummary } from './autocannon-result.ts';
import { markdownTable } from './page-weight.table.ts';
import { ratio } from './stats.ts';
import { checkAtLeast, mark } from './targets.ts';

export interface MeasuredRow {
  /** Short key the comparisons refer to (`bare`, `cached`…). */
  key: string;
  /** What was loaded, as the table says it. */
  label: string;
  /** How the ratio column of the rows compared with it names it (default: the label). */
  short?: string;
  /** Undefined when the row could not be measured. */
  load: LoadSummary | undefined;
}

export interface Comparison {
  /** The row measured… */
  row: string;
  /** …against this one. */
  against: string;
  /** Minimum ratio of req/s. */
  target: number;
}

export interface ComparisonVerdict extends Comparison {
  ratio: number | undefined;
  check: boolean | undefined;
  /** Why there is no ratio. */
  missing?: string;
}

export function judge(rows: readonly MeasuredRow[], comparison: Comparison): ComparisonVerdict {
  const row = rows.find((r) => r.key === comparison.row)?.load;
  const against = rows.find((r) => r.key === comparison.against)?.load;
  if (!row || !against) return { ...comparison, ratio: undefined, check: undefined, missing: 'not measured' };
  if (row.failed > 0 || against.failed > 0) return { ...comparison, ratio: undefined, check: undefined, missing: 'failed requests' };
  const r = ratio(against.rps, row.rps);
  return { ...comparison, ratio: r, check: checkAtLeast(r, comparison.target) };
}

/** autocannon's percentiles are whole milliseconds; a median of rounds can be a half. */
export const formatMs = (value: number) => (Number.isInteger(value) || value >= 10 ? value.toFixed(0) : value.toFixed(1));
const formatRps = (value: number) => value.toFixed(0);
const formatRatio = (value: number) => (value < 10 ? value.toFixed(2) : value.toFixed(1));

export function comparisonTable(rows: readonly MeasuredRow[], comparisons: readonly Comparison[]): string {
  const cells = rows.map((row) => {
    const comparison = comparisons.find((c) => c.row === row.key);
    const verdict = comparison ? judge(rows, comparison) : undefined;
    const against = comparison ? rows.find((r) => r.key === comparison.against) : undefined;
    const againstLabel = against?.short ?? against?.label ?? comparison?.against ?? '';
    const load = row.load;
    return [
      row.label,
      load ? formatRps(load.rps) : 'n/a',
      load ? formatMs(load.p50) : 'n/a',
      load ? formatMs(load.p99) : 'n/a',
      load ? String(load.failed) : 'n/a',
      verdict ? `${verdict.ratio === undefined ? `n/a (${verdict.missing})` : `×${formatRatio(verdict.ratio)}`} of ${againstLabel}` : '',
      verdict ? `≥ ${verdict.target} ${mark(verdict.check)}`.trim() : '',
    ];
  });
  return markdownTable(['loaded', 'req/s', 'p50 ms', 'p99 ms', 'failed', 'ratio (req/s)', 'target'], cells, new Set([1, 2, 3, 4]));
}

/** What a load part hands to the report: its rows, the comparisons among them, and its notes. */
export interface LoadPart {
  rows: MeasuredRow[];
  comparisons: Comparison[];
  notes: string[];
}
