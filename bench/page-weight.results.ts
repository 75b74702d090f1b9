/** What one site's page-weight run produced, as printed and as written with `--json`. */
import type { ViewportName } from './browser.ts';
import type { LighthouseRun } from './lighthouse.ts';
import type { PageLoad } from './page-load.ts';

export interface HeaderTti {
  path: string;
  /** Each successful run, in milliseconds from navigation start. */
  runsMs: number[];
  medianMs: number | undefined;
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
  headerTti: HeaderTti[];
  lighthouse: LighthousePage[];
}
