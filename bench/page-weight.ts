/**
 * `npm run bench -- page-weight`: what the Islands issue (item 6) measures, per page (home in both
 * languages, the block gallery, about) at 375 and 1280 px in Chromium: script files and their
 * gzipped JavaScript before and after scrolling, hydration data (block data apart), the header's
 * time to interactive under 4x CPU throttling (375 px, median of 5), and Lighthouse mobile for
 * the home pages (median of 3). `--baseline=<git ref | checkout path>` measures that build the
 * same way in the same run, interleaved run by run, and prints `baseline → current`.
 * `--json=<file>` writes every figure. Loopback only; every step is bounded in time.
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchChromium, PERSON_USER_AGENT, type ViewportName } from './browser.ts';
import { prepareBaseline, shortCommit } from './baseline.ts';
import { measureHeaderTti } from './header-tti.ts';
import { runLighthouse, type LighthouseRun } from './lighthouse.ts';
import { measurePageLoad } from './page-load.ts';
import { parsePageWeightOptions, type PageWeightOptions } from './page-weight.options.ts';
import type { LighthouseFigures, SiteResults } from './page-weight.results.ts';
import { lighthouseTable, obstacles, pageWeightTable, splitVerdicts } from './page-weight.table.ts';
import { startSiteProcess, type SiteProcess } from './site-process.ts';
import { median } from './stats.ts';
import { isHomePath, TARGETS } from './targets.ts';

const CURRENT_CHECKOUT = fileURLToPath(new URL('..', import.meta.url));
const VIEWPORT_ORDER: ViewportName[] = ['mobile', 'desktop'];

const progress = (line: string) => console.error(`  … ${line}`);
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface Measured {
  site: SiteProcess;
  results: SiteResults;
}

function emptyResults(label: string): SiteResults {
  return { label, loads: [], loadFailures: [], headerTti: [], lighthouse: [] };
}

/** Each page once, twice, so that neither site is measured on a cold CMS cache or cold modules. */
async function warm(site: SiteProcess, pages: string[]): Promise<void> {
  for (let i = 0; i < 2; i++) {
    for (const path of pages) await fetch(site.url + path, { headers: { 'user-agent': PERSON_USER_AGENT } }).then((r) => r.arrayBuffer());
  }
}

async function measureLoads(browser: Browser, sites: Measured[], pages: string[]): Promise<void> {
  for (const path of pages) {
    for (const viewport of VIEWPORT_ORDER) {
      for (const { site, results } of sites) {
        progress(`${site.label}: ${path} at ${viewport}`);
        try {
          results.loads.push(await measurePageLoad(browser, site.url, path, viewport));
        } catch (error) {
          results.loadFailures.push({ path, viewport, error: message(error) });
        }
      }
    }
  }
}

/** Runs interleaved (run 1 of every page and site, then run 2…), so a busy spell hits both alike. */
async function measureHeader(browser: Browser, sites: Measured[], pages: string[], runs: number): Promise<void> {
  for (const { results } of sites) results.headerTti = pages.map((path) => ({ path, runsMs: [], medianMs: undefined, failures: [] }));
  for (let run = 1; run <= runs; run++) {
    progress(`header time to interactive, run ${run} of ${runs}`);
    for (const path of pages) {
      for (const { site, results } of sites) {
        const entry = results.headerTti.find((t) => t.path === path)!;
        try {
          entry.runsMs.push(await measureHeaderTti(browser, site.url, path));
        } catch (error) {
          entry.failures.push(message(error));
        }
      }
    }
  }
  for (const { results } of sites) for (const entry of results.headerTti) entry.medianMs = median(entry.runsMs);
}

function medianFigures(runs: LighthouseRun[]): LighthouseFigures {
  const of = (pick: (run: LighthouseRun) => number | undefined) => median(runs.map(pick).filter((v): v is number => v !== undefined));
  return {
    performance: of((r) => r.performance),
    accessibility: of((r) => r.accessibility),
    bestPractices: of((r) => r.bestPractices),
    seo: of((r) => r.seo),
    lcpMs: of((r) => r.lcpMs),
    cls: of((r) => r.cls),
    tbtMs: of((r) => r.tbtMs),
    fcpMs: of((r) => r.fcpMs),
  };
}

async function measureLighthouse(sites: Measured[], pages: string[], runs: number): Promise<void> {
  for (const { results } of sites) results.lighthouse = pages.map((path) => ({ path, runs: [], median: medianFigures([]), failures: [] }));
  for (let run = 1; run <= runs; run++) {
    for (const path of pages) {
      for (const { site, results } of sites) {
        progress(`Lighthouse ${site.label}: ${path}, run ${run} of ${runs}`);
        const entry = results.lighthouse.find((l) => l.path === path)!;
        try {
          entry.runs.push(await runLighthouse(site.url + path));
        } catch (error) {
          entry.failures.push(message(error));
        }
      }
    }
  }
  for (const { results } of sites) for (const entry of results.lighthouse) entry.median = medianFigures(entry.runs);
}

/** Failures, Lighthouse's warnings and the audits holding scores down (failing in most runs). */
function notes(results: SiteResults): string[] {
  const lines: string[] = [];
  for (const f of results.loadFailures) lines.push(`${results.label}: ${f.path} at ${f.viewport} could not be measured: ${f.error}`);
  for (const t of results.headerTti) for (const f of t.failures) lines.push(`${results.label}: header on ${t.path}: ${f}`);
  for (const page of results.lighthouse) {
    for (const f of page.failures) lines.push(`${results.label}: Lighthouse on ${page.path}: ${f}`);
    for (const w of new Set(page.runs.flatMap((r) => r.warnings))) lines.push(`${results.label}: Lighthouse on ${page.path} warned: ${w}`);
    for (const split of splitVerdicts(page)) lines.push(`${results.label}: Lighthouse on ${page.path}, ${split}`);
    const counts = new Map<string, number>();
    for (const audit of page.runs.flatMap((r) => r.failing)) counts.set(audit.replace(/ \(.*\)$/, ''), (counts.get(audit.replace(/ \(.*\)$/, '')) ?? 0) + 1);
    const common = [...counts].filter(([, n]) => n * 2 > page.runs.length).map(([id]) => id);
    if (common.length) lines.push(`${results.label}: Lighthouse on ${page.path}, audits under 0.9: ${common.join(', ')}`);
  }
  return lines;
}

function report(current: SiteResults, baseline: SiteResults | undefined, options: PageWeightOptions): string {
  const lines = [
    `page weight, ${new Date().toISOString().slice(0, 10)}: ${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(2)}, Node ${process.versions.node}`,
    baseline ? `${baseline.label} → ${current.label}` : current.label,
    `targets (Islands issue): home ≤ ${TARGETS.homeJsBeforeScrollGzipBytes / 1024} KiB gz JS before scrolling; hydration data ≤ ${TARGETS.hydrationDataBytes / 1024} KiB (block data exempt);`,
    `  Lighthouse mobile ≥ ${TARGETS.lighthouseMinScore} in each category, LCP ≤ ${TARGETS.lighthouseMaxLcpMs / 1000} s, CLS ≤ ${TARGETS.lighthouseMaxCls}`,
    '',
    `JavaScript (every .js file, gzip -9), hydration data (JSON scripts, UTF-8), header TTI (375 px, 4x CPU, median of ${options.ttiRuns}):`,
    pageWeightTable(current, baseline),
  ];
  if (current.lighthouse.length > 0) {
    lines.push('', `Lighthouse mobile (simulated throttling; median of ${options.lighthouseRuns} runs, figure by figure):`, lighthouseTable(current, baseline));
  }
  const remarks = [...(baseline ? notes(baseline) : []), ...notes(current), ...obstacles(current)];
  if (remarks.length) lines.push('', ...remarks.map((r) => `- ${r}`));
  return lines.join('\n');
}

export async function pageWeight(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  const options = parsePageWeightOptions(argv, env);
  const sites: Measured[] = [];
  let current: SiteResults | undefined;
  let baseline: SiteResults | undefined;
  let browser: Browser | undefined;
  try {
    if (options.baseline) {
      try {
        const checkout = await prepareBaseline(options.baseline, CURRENT_CHECKOUT, progress);
        const site = await startSiteProcess(`before ${checkout.label}`, checkout.checkout);
        baseline = emptyResults(site.label);
        sites.push({ site, results: baseline });
      } catch (error) {
        console.error(`The baseline "${options.baseline}" could not be measured; going on with this checkout only.\n${message(error)}`);
      }
    }
    const label = `this checkout ${(await shortCommit(CURRENT_CHECKOUT)) ?? ''}`.trim();
    const site = await startSiteProcess(label, CURRENT_CHECKOUT);
    current = emptyResults(label);
    sites.push({ site, results: current });
    for (const { site } of sites) await warm(site, options.pages);

    browser = await launchChromium();
    await measureLoads(browser, sites, options.pages);
    await measureHeader(browser, sites, options.pages, options.ttiRuns);
    await browser.close();
    browser = undefined;
    if (options.lighthouse) await measureLighthouse(sites, options.pages.filter(isHomePath), options.lighthouseRuns);
  } finally {
    await browser?.close();
    for (const { site } of sites) await site.stop();
  }

  console.log(report(current, baseline, options));
  if (options.jsonPath) {
    writeFileSync(options.jsonPath, `${JSON.stringify({ date: new Date().toISOString(), options, current, baseline }, null, 2)}\n`);
    console.log(`\nwritten to ${options.jsonPath}`);
  }
}
