/**
 * npm run bench: what the site costs to serve and to load. Parts, in this order:
 * 1. throughput (bench/throughput.ts): the home page from the page cache against the same bytes
 *    sent by a bare node:http server (the machine's limit), and the uncached render against the
 *    same HTML through Fastify + @fastify/compress; `--baseline=` adds that build's two servers;
 * 2. vs-next (bench/vs-next.ts): our server against the Next.js 16 + Sitecore Content SDK starter
 *    on the same SXA page and fake CMS; in the full run only when the peer is already built;
 * 3. streaming (bench/streaming.ts): time to first byte against total time with a late news feed;
 * 4. client-js (bench/client-js.ts): the client JavaScript the block gallery and home page load;
 * 5. page-weight (bench/page-weight.ts): issue 26's figures (first tap, Lighthouse on every template,
 *    JavaScript and island data before input), `--baseline=` beside;
 * 6. guards (bench/guards.ts): issue 27's guards: the redirect map's expressions at every length,
 *    and /healthz through a burst of hostile paths;
 * 7. soak (bench/soak.ts), only when named: 100,000 requests over 1,000 paths, then 60 s at 100 and
 *    300 connections; memory, errors, cache hits and 503s against the targets (`--quick`).
 * `npm run bench -- throughput vs-next` runs only the parts named (bench/bench-parts.ts). The
 * load parts print one table together, targets marked ✓/✗. Loopback only; every run is bounded.
 */
import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT, startServer } from '../src/server/start.ts';
import { planBench, peerDecision } from './bench-parts.ts';
import { PERSON_USER_AGENT } from './browser.ts';
import { formatClientJs, measureClientJs } from './client-js.ts';
import { formatHealth, formatPatterns, measureHealth, measurePatterns } from './guards.ts';
import { comparisonTable, judge, type LoadPart } from './comparison-table.ts';
import { describeLoad, loadOptionsFromEnv } from './load.options.ts';
import { BUILD_HINT, isPeerBuilt } from './next-peer.ts';
import { pageWeight } from './page-weight.ts';
import { valueOf } from './page-weight.options.ts';
import { prepareBaseline } from './baseline.ts';
import { soak } from './soak.ts';
import { streaming } from './streaming.ts';
import { THROUGHPUT_TARGETS } from './targets.ts';
import { throughput } from './throughput.ts';
import { paths as peerPathsHere, vsNext } from './vs-next.ts';

/** Page views the Chromium part sends are recorded in a throw-away folder, not the checkout's .data/. */
const env = { HOST: '127.0.0.1', LOG_LEVEL: 'silent', CACHE_TTL_S: '3600', CONTENT_DATA_DIR: mkdtempSync(join(tmpdir(), 'render-host-bench-')) };

const progress = (line: string) => console.error(`  … ${line}`);
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The gallery page has one of each block; the home page is what most visitors load first. */
const CLIENT_JS_PAGES = ['/blocks', '/'];

async function clientJs() {
  const site = await startServer({ env, port: 0 });
  try {
    for (const path of CLIENT_JS_PAGES) {
      console.log(formatClientJs(await measureClientJs(site.url, path, `${ROOT}/dist`, PERSON_USER_AGENT)) + '\n');
    }
  } finally {
    await site.close();
  }
}

async function guards() {
  console.log(formatPatterns(measurePatterns()) + '\n');
  const site = await startServer({ env, port: 0 });
  try {
    console.log(formatHealth(await measureHealth(site.url)) + '\n');
  } finally {
    await site.close();
  }
}

function loadReport(parts: LoadPart[], options: ReturnType<typeof loadOptionsFromEnv>): string {
  const rows = parts.flatMap((p) => p.rows);
  const comparisons = parts.flatMap((p) => p.comparisons);
  const verdicts = comparisons.map((c) => judge(rows, c));
  return [
    `throughput, ${new Date().toISOString().slice(0, 10)}: ${availableParallelism()} cores, load ${loadavg()[0]!.toFixed(2)}, Node ${process.versions.node}`,
    `autocannon in its own process: ${describeLoad(options)}; req/s is the mean of the rounds, p50 and p99 the median of theirs`,
    `targets (page-cache issue): cached ≥ ${THROUGHPUT_TARGETS.cachedVsBareBuffer} of the bare buffer; uncached render ≥ ${THROUGHPUT_TARGETS.uncachedVsFastifyBuffer} of the Fastify buffer; ours ≥ ${THROUGHPUT_TARGETS.oursVsNext} × Next.js`,
    '',
    comparisonTable(rows, comparisons),
    '',
    ...parts.flatMap((p) => p.notes).map((n) => `- ${n}`),
    ...(verdicts.some((v) => v.check === undefined) ? ['- a target without ✓ or ✗ could not be judged: see the failed column and the notes'] : []),
  ].join('\n');
}

async function main() {
  const argv = process.argv.slice(2);
  const plan = planBench(argv);
  const options = loadOptionsFromEnv(process.env);
  const loadParts: LoadPart[] = [];
  let failed = false;

  if (plan.parts.includes('throughput')) {
    try {
      // Before and after, in the same run: `--baseline=<git ref | checkout>` (or BENCH_BASELINE).
      const baselineSpec = (valueOf(argv, 'baseline') ?? process.env.BENCH_BASELINE)?.trim();
      const baseline = baselineSpec ? await prepareBaseline(baselineSpec, ROOT, progress) : undefined;
      loadParts.push(await throughput(options, progress, baseline));
    } catch (error) {
      failed = true;
      console.error(`throughput could not be measured: ${message(error)}`);
    }
  }
  if (plan.parts.includes('vs-next')) {
    const peer = peerPathsHere();
    const decision = peerDecision(plan, isPeerBuilt(peer));
    if (decision === 'skip') {
      console.log(`vs-next skipped: the Next.js peer is not built in ${peer.copy}. Build and measure it with:\n  ${BUILD_HINT}\n`);
    } else {
      try {
        loadParts.push(await vsNext(options, decision === 'prepare-then-measure', progress));
      } catch (error) {
        failed = true;
        console.error(`vs-next could not be measured: ${message(error)}`);
      }
    }
  }
  if (loadParts.length > 0) console.log(`${loadReport(loadParts, options)}\n`);

  if (plan.parts.includes('streaming')) console.log(`${await streaming(env, options)}\n`);
  if (plan.parts.includes('client-js')) await clientJs();
  if (plan.parts.includes('page-weight')) await pageWeight(argv, process.env);
  if (plan.parts.includes('guards')) await guards();
  if (plan.parts.includes('soak') && !(await soak(argv, process.env))) process.exitCode = 1;
  if (failed) process.exitCode = 1;
}

// Interrupted: exit through process.exit, whose 'exit' handlers kill every server this run started.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => process.exit(130));

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
