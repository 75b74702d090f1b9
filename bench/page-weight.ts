/**
 * `npm run bench -- page-weight`: what issue 26 ("Phones first", point 5) measures, in Chromium:
 * 1. loads (bench/page-load.ts): on the five "before input" pages (home in both languages, an
 *    article, a listing, a leader page) at 375 px (`--desktop`: and 1280), script files and their
 *    gzipped JavaScript loaded and left alone, then after scrolling; island data before input
 *    (the HTML's hydration data and island JSON fetched; block data apart);
 * 2. the first tap (bench/first-tap.ts): on one page of every template in both languages
 *    (bench/template-pages.ts), 375 px, 4x CPU, the menu toggle tapped once at first paint: tap →
 *    menu shown, median of 5, lost taps counted;
 * 3. Lighthouse mobile on the same pages (1 run each by default).
 * `--baseline=<git ref | checkout path>` measures that build the same way in the same run,
 * interleaved run by run, and prints `baseline → current`. `--json=<file>` writes every figure.
 * Loopback only; every step is bounded in time.
 */
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { launchChromium, PERSON_USER_AGENT, type ViewportName } from './browser.ts';
import { prepareBaseline, shortCommit } from './baseline.ts';
import { CPU_SLOWDOWN, LOST_AFTER_MS, measureFirstTap, type FirstTapRun } from './first-tap.ts';
import { runLighthouse, type LighthouseRun } from './lighthouse.ts';
import { measurePageLoad } from './page-load.ts';
import { parsePageWeightOptions, type PageWeightOptions } from './page-weight.options.ts';
import { summariseFirstTap, type LighthouseFigures, type SiteResults } from './page-weight.results.ts';
import { firstTapTable, lighthouseTable, obstacles, pageWeightTable, splitVerdicts, targetSummary } from './page-weight.table.ts';
import { startSiteProcess, type SiteProcess } from './site-process.ts';
import { median } from './stats.ts';
import { KIB, TARGETS } from './targets.ts';
import { BEFORE_INPUT_PAGES } from './template-pages.ts';

const CURRENT_CHECKOUT = fileURLToPath(new URL('..', import.meta.url));

const progress = (line: string) => console.error(`  … ${line}`);
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

interface Measured {
  site: SiteProcess;
  results: SiteResults;
}

function emptyResults(label: string): SiteResults {
  return { label, loads: [], loadFailures: [], firstTap: [], lighthouse: [] };
}

/** Each page once, twice, so that neither site is measured on a cold CMS cache or cold modules. */
async function warm(site: SiteProcess, pages: string[]): Promise<void> {
  for (let i = 0; i < 2; i++) {
    for (const path of pages) await fetch(site.url + path, { headers: { 'user-agent': PERSON_USER_AGENT } }).then((r) => r.arrayBuffer());
  }
}

async function measureLoads(browser: Browser, sites: Measured[], pages: string[], viewports: ViewportName[]): Promise<void> {
  for (const path of pages) {
    for (const viewport of viewports) {
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
async function measureFirstTaps(browser: Browser, sites: Measured[], pages: string[], runs: number): Promise<void> {
  const measured = new Map<SiteResults, Map<string, { runs: FirstTapRun[]; failures: string[] }>>();
  for (const { results } of sites) measured.set(results, new Map(pages.map((path) => [path, { runs: [], failures: [] }])));
  for (let run = 1; run <= runs; run++) {
    for (const path of pages) {
      for (const { site, results } of sites) {
        progress(`first tap ${site.label}: ${path}, run ${run} of ${runs}`);
        const entry = measured.get(results)!.get(path)!;
        try {
          entry.runs.push(await measureFirstTap(browser, site.url, path));
        } catch (error) {
          entry.failures.push(message(error));
        }
      }
    }
  }
  for (const { results } of sites) {
    results.firstTap = pages.map((path) => {
      const entry = measured.get(results)!.get(path)!;
      return summariseFirstTap(path, entry.runs, entry.failures);
    });
  }
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
  for (const t of results.firstTap) {
    for (const f of t.failures) lines.push(`${results.label}: first tap on ${t.path} could not be measured: ${f}`);
    const why = [...new Set(t.runs.filter((r) => r.lost).map((r) => r.lostBecause ?? 'lost'))];
    if (why.length) lines.push(`${results.label}: first tap on ${t.path}, ${t.lost} of ${t.runs.length} lost: ${why.join('; ')}`);
  }
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

function report(current: SiteResults, baseline: SiteResults | undefined, options: PageWeightOptions, took: string[]): string {
  const lines = [
    `page weight, ${new Date().toISOString().slice(0, 10)}: ${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(2)}, Node ${process.versions.node}`,
    baseline ? `${baseline.label} → ${current.label}` : current.label,
    `targets (issue 26): on ${BEFORE_INPUT_PAGES.join(', ')} at 375 px, loaded and left alone: ≤ ${TARGETS.jsBeforeInputGzipBytes / KIB} KiB gz JS, ≤ ${TARGETS.islandDataBytes / KIB} KiB island data (block data exempt);`,
    `  first tap at first paint: menu within ${TARGETS.firstTapMaxMs} ms at ${CPU_SLOWDOWN}x CPU, no tap lost; Lighthouse mobile ≥ ${TARGETS.lighthouseMinScore} in each category,`,
    `  TBT ≤ ${TARGETS.lighthouseMaxTbtMs} ms, LCP ≤ ${TARGETS.lighthouseMaxLcpMs / 1000} s, CLS ≤ ${TARGETS.lighthouseMaxCls}`,
  ];
  if (current.loads.length > 0 || current.loadFailures.length > 0) {
    lines.push(
      '',
      "JavaScript (every .js file, gzip -9) loaded and left alone (network idle, an idle period and 3 s; no scroll, no input) and after scrolling; island data before input (the HTML's JSON scripts, UTF-8, and island JSON fetched); block data apart:",
      pageWeightTable(current, baseline),
    );
  }
  if (current.firstTap.length > 0) {
    lines.push(
      '',
      `First tap (375 px, touch, ${CPU_SLOWDOWN}x CPU, a fresh context per run; the toggle tapped once as soon as it is painted; lost: no menu within ${LOST_AFTER_MS / 1000} s; ${options.tapRuns === 1 ? 'one run' : `${options.tapRuns} runs, medians`}):`,
      firstTapTable(current, baseline),
    );
  }
  if (current.lighthouse.length > 0) {
    const runs = options.lighthouseRuns === 1 ? 'one run per page' : `median of ${options.lighthouseRuns} runs, figure by figure`;
    lines.push('', `Lighthouse mobile (simulated slow 4G and 4x CPU; ${runs}):`, lighthouseTable(current, baseline));
  }
  const summary = targetSummary(current);
  if (summary.length) lines.push('', `${current.label} against the targets:`, ...summary.map((s) => `- ${s}`));
  const remarks = [...(baseline ? notes(baseline) : []), ...notes(current), ...obstacles(current)];
  if (remarks.length) lines.push('', ...remarks.map((r) => `- ${r}`));
  if (took.length) lines.push('', `took: ${took.join(', ')}`);
  return lines.join('\n');
}

export async function pageWeight(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  const options = parsePageWeightOptions(argv, env);
  const sites: Measured[] = [];
  let current: SiteResults | undefined;
  let baseline: SiteResults | undefined;
  let browser: Browser | undefined;
  const took: string[] = [];
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
    const everyPage = [...new Set([...(options.loads ? options.loadPages : []), ...(options.firstTap || options.lighthouse ? options.pages : [])])];
    for (const { site } of sites) await warm(site, everyPage);

    const timed = async (name: string, part: () => Promise<void>) => {
      const started = Date.now();
      await part();
      took.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
    };
    browser = await launchChromium();
    const chromium = browser;
    if (options.loads) await timed('loads', () => measureLoads(chromium, sites, options.loadPages, options.viewports));
    if (options.firstTap) await timed('first tap', () => measureFirstTaps(chromium, sites, options.pages, options.tapRuns));
    await browser.close();
    browser = undefined;
    if (options.lighthouse) await timed('Lighthouse', () => measureLighthouse(sites, options.pages, options.lighthouseRuns));
  } finally {
    await browser?.close();
    for (const { site } of sites) await site.stop();
  }

  console.log(report(current, baseline, options, took));
  if (options.jsonPath) {
    writeFileSync(options.jsonPath, `${JSON.stringify({ date: new Date().toISOString(), options, took, current, baseline }, null, 2)}\n`);
    console.log(`\nwritten to ${options.jsonPath}`);
  }
}
