/** What one site's page-weight run produced, as printed and as written with `--json`. */
import type { ViewportName } from './browser.ts';
import type { FirstTapRun } from './first-tap.ts';
import type { LighthouseRun } from './lighthouse.ts';
import type { PageLoad } from './page-load.ts';
import { median } from './stats.ts';

export interface FirstTapPage {
  path: string;
  /** Every measured run, lost taps included. */
  runs: FirstTapRun[];
  /** Median tap → menu shown over the runs whose tap was not lost. */
  medianMs: number | undefined;
  /** Runs whose tap was lost (no menu within 5 s). */
  lost: number;
  /** Medians over every run of when the tap came: from navigation start, and after FCP. */
  medianTapAtMs: number | undefined;
  medianTapAfterFcpMs: number | undefined;
  medianFcpMs: number | undefined;
  /** Runs that could not be measured at all (not lost taps). */
  failures: string[];
}

export type LighthouseFigures = Omit<LighthouseRun, 'warnings' | 'failing'>;

export interface LighthousePage {
  path: string;
  runs: LighthouseRun[];
  /** Each figure's median over the runs (not one median run). */
  median: LighthouseFigures;
  failures: string[];
}

export interface SiteResults {
  label: string;
  loads: PageLoad[];
  /** Loads that failed, by page and viewport. */
  loadFailures: { path: string; viewport: ViewportName; error: string }[];
  firstTap: FirstTapPage[];
  lighthouse: LighthousePage[];
}

/** A page's first-tap summary from its runs (pure). */
export function summariseFirstTap(path: string, runs: readonly FirstTapRun[], failures: readonly string[]): FirstTapPage {
  const of = (pick: (run: FirstTapRun) => number | undefined, from: readonly FirstTapRun[] = runs) =>
    median(from.map(pick).filter((v): v is number => v !== undefined));
  return {
    path,
    runs: [...runs],
    medianMs: of(
      (r) => r.shownMs,
      runs.filter((r) => !r.lost),
    ),
    lost: runs.filter((r) => r.lost).length,
    medianTapAtMs: of((r) => r.tapAtMs),
    medianTapAfterFcpMs: of((r) => r.tapAfterFcpMs),
    medianFcpMs: of((r) => r.fcpMs),
    failures: [...failures],
  };
}
