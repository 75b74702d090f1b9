/**
 * `npm run bench -- soak [--quick] [--json=out.json] [--server-env=NAME=value]` (issue 14, item 7): one production server in
 * its own process, run as deployed (bench/deployed-env.ts: the image's allocator settings, the
 * Deployment's NODE_OPTIONS; --server-env adds or overrides), against the embedded content server
 * in a process of its own (bench/content-process.ts, as a CMS runs apart), then
 * 1. the long run: 100,000 requests over 1,000 distinct paths (the sitemap's pages, plain and with
 *    query strings, and junk that must 404), every answer classified; the server's resident memory
 *    (VmRSS) afterwards; a second pass over the plain pages, each of which must be a page-cache hit;
 * 2. 60 s at 100 connections and 60 s at 300 on the page mix, with p50/p99 over every answer and
 *    over the 503s alone (load shedding answers 503 with Retry-After).
 * autocannon runs in this process (the server has its own), paths handed out by one picker for all
 * connections: every path once, then by weight (plain pages 8, each query-string variant and junk
 * path 1: bench/soak-paths.ts). A hard stop ends a run that hangs.
 */
import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { availableParallelism, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { LatencyByStatus, newTally, percentile, recordAnswer, type AnswerTally } from './soak-answers.ts';
import { describeMemory, heapFromMetrics, rssMbFromStatus, type MemoryBreakdown } from './soak-memory.ts';
import { DEFAULT_WEIGHTS, pathOf, pathPicker, plainPages, sitemapLocs, soakPaths, type SoakPath } from './soak-paths.ts';
import { parseSoakOptions, type SoakOptions } from './soak.options.ts';
import { allPassed, loadTable, loadVerdicts, soakVerdicts, verdictTable, type HitCheck, type LoadPhase, type SoakPhase } from './soak-verdicts.ts';
import { pageCacheState } from './page-cache-state.ts';
import { freePort } from './service-process.ts';
import { startSiteProcess, type SiteProcess } from './site-process.ts';
import { startContentProcess, type ContentProcess } from './content-process.ts';
import { deployedServerEnv } from './deployed-env.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
/** A person's browser: people get the streamed shell, crawlers wait for the whole page. */
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const HEADERS = { 'user-agent': USER_AGENT, 'accept-encoding': 'gzip' };
/** Requests at once while the pages are discovered and checked: a few, the machine has two cores. */
const DISCOVERY_CONCURRENCY = 4;

async function rssMb(pid: number): Promise<number | undefined> {
  return rssMbFromStatus(await readFile(`/proc/${pid}/status`, 'utf8').catch(() => ''));
}

/** RSS, and the heap and outside-the-heap figures of the server's metrics listener. */
async function memory(site: SiteProcess, metricsPort: number): Promise<MemoryBreakdown> {
  const metrics = await fetch(`http://127.0.0.1:${metricsPort}/metrics`)
    .then((r) => r.text())
    .catch(() => '');
  return { rssMb: await rssMb(site.pid), ...heapFromMetrics(metrics) };
}

async function get(url: string): Promise<{ status: number; text: string; serverTiming: string | null }> {
  const response = await fetch(url, { headers: HEADERS, redirect: 'manual' });
  return { status: response.status, text: await response.text(), serverTiming: response.headers.get('server-timing') };
}

async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  const queue = [...items];
  await Promise.all(
    Array.from({ length: limit }, async () => {
      for (let item = queue.shift(); item !== undefined; item = queue.shift()) await work(item);
    }),
  );
}

/** The sitemaps' pages that answer 200 (a page that redirects or fails is left out and named). */
async function discoverPages(site: SiteProcess, limit: number | undefined, log: (line: string) => void): Promise<{ pages: string[]; left: string[] }> {
  const index = await get(`${site.url}/sitemap.xml`);
  if (index.status !== 200) throw new Error(`/sitemap.xml answered ${index.status}`);
  const paths = new Set<string>();
  // An index of sitemaps, or (the CMS's single published file) the list of pages itself.
  const isIndex = /<(?:[\w.-]+:)?sitemapindex[\s>]/.test(index.text);
  for (const loc of isIndex ? sitemapLocs(index.text) : [`${site.url}/sitemap.xml`]) {
    const sitemapPath = pathOf(loc);
    if (!sitemapPath) continue;
    const sitemap = isIndex ? await get(site.url + sitemapPath) : index;
    if (sitemap.status !== 200) throw new Error(`${sitemapPath} answered ${sitemap.status}`);
    for (const page of sitemapLocs(sitemap.text)) {
      const path = pathOf(page);
      if (path) paths.add(path);
    }
  }
  const found = [...paths];
  // Evenly spread over the sitemap when limited (--quick), so both languages and every section stay in.
  const chosen = limit === undefined || limit >= found.length ? found : Array.from({ length: limit }, (_, i) => found[Math.floor((i * found.length) / limit)]!);
  log(`${found.length} pages in the sitemaps, ${chosen.length} taken; checking each answers 200`);
  const pages: string[] = [];
  const left: string[] = [];
  await eachLimited(chosen, DISCOVERY_CONCURRENCY, async (path) => {
    const answer = await get(site.url + path);
    if (answer.status === 200) pages.push(path);
    else left.push(`${path} → ${answer.status}`);
  });
  return { pages: pages.sort(), left: left.sort() };
}

interface Cannon {
  result: autocannon.Result;
  latencies: LatencyByStatus;
}

/** autocannon over the paths `pick` hands out (one picker for all connections), by amount or by duration. */
function cannon(
  url: string,
  pick: () => SoakPath,
  shape: { connections: number; amount?: number; durationS?: number; timeoutS: number },
  onAnswer?: (entry: SoakPath, status: number) => void,
): { done: Promise<Cannon>; stop: () => void } {
  const latencies = new LatencyByStatus();
  let instance: autocannon.Instance | undefined;
  const done = new Promise<Cannon>((resolve, reject) => {
    instance = autocannon(
      {
        url,
        connections: shape.connections,
        ...(shape.amount !== undefined ? { amount: shape.amount } : { duration: shape.durationS }),
        timeout: shape.timeoutS,
        headers: HEADERS,
        requests: [
          {
            method: 'GET',
            setupRequest: (request, context) => {
              const entry = pick();
              (context as { entry?: SoakPath }).entry = entry;
              return { ...request, path: entry.path };
            },
            // Called before the connection builds its next request, so the context is still this one's.
            onResponse: (status, _body, context) => {
              const entry = (context as { entry?: SoakPath }).entry;
              // A timed-out request comes through without a status: autocannon counts it as an error.
              if (entry && typeof status === 'number') onAnswer?.(entry, status);
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, latencies })),
    );
    // autocannon emits (client, status, bytes, ms); its types leave the client out.
    (instance as unknown as NodeJS.EventEmitter).on('response', (...args: unknown[]) => {
      const [status, , responseMs] = args.slice(-3) as [number, number, number];
      latencies.record(status, responseMs);
    });
  });
  return { done, stop: () => instance?.stop() };
}

async function soakPhase(
  site: SiteProcess,
  metricsPort: number,
  options: SoakOptions,
  list: SoakPath[],
  log: (line: string) => void,
): Promise<SoakPhase & { memory: MemoryBreakdown }> {
  const tally: AnswerTally = newTally();
  log(`long run: ${options.requests} requests over ${list.length} paths, ${options.soakConnections} connections`);
  const started = Date.now();
  const { done } = cannon(
    site.url,
    pathPicker(list, DEFAULT_WEIGHTS, options.seed),
    { connections: options.soakConnections, amount: options.requests, timeoutS: options.requestTimeoutS },
    (entry, status) => recordAnswer(tally, entry.expect, status, entry.path),
  );
  const { result } = await done;
  const after = await memory(site, metricsPort);
  log(`long run done in ${((Date.now() - started) / 1000).toFixed(0)} s; ${describeMemory(after)}; checking page-cache hits`);
  const hitCheck: HitCheck = { checked: 0, hits: 0, notHits: [] };
  for (const path of plainPages(list)) {
    const answer = await get(site.url + path);
    const state = pageCacheState(answer.serverTiming);
    hitCheck.checked++;
    if (answer.status === 200 && state === 'hit') hitCheck.hits++;
    else hitCheck.notHits.push(`${path} → ${answer.status} ${state ?? 'no page entry'}`);
  }
  return {
    paths: list.length,
    planned: options.requests,
    answered: tally.pages200 + tally.missing404 + Object.values(tally.unexpected).reduce((a, b) => a + b, 0),
    tally,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    rssMb: after.rssMb,
    hitCheck,
    memory: after,
  };
}

async function loadPhase(
  site: SiteProcess,
  mix: SoakPath[],
  shape: { connections: number; durationS: number },
  options: SoakOptions,
  log: (line: string) => void,
): Promise<LoadPhase> {
  log(`page mix (${mix.length} paths): ${shape.connections} connections for ${shape.durationS} s`);
  const { result, latencies } = await cannon(site.url, pathPicker(mix, DEFAULT_WEIGHTS, options.seed + shape.connections), {
    connections: shape.connections,
    durationS: shape.durationS,
    timeoutS: options.requestTimeoutS,
  }).done;
  const all = latencies.all();
  const shed = latencies.of(503);
  return {
    connections: shape.connections,
    durationS: shape.durationS,
    requests: all.length,
    rps: all.length / Math.max(1, result.duration),
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: latencies.count((status) => status < 200 || status > 299),
    shed503: shed.length,
    p50: percentile(all, 50),
    p99: percentile(all, 99),
    p99Of503: percentile(shed, 99),
    rssMb: await rssMb(site.pid),
  };
}

/** What the run has measured so far: all of it at the end, the finished phases at a hard stop. */
interface Progress {
  /** The server's environment beyond its defaults: as deployed, plus --server-env. */
  serverEnv?: Record<string, string>;
  contentPid?: number;
  contentRssMb?: number;
  started?: MemoryBreakdown;
  pages?: string[];
  left?: string[];
  list?: SoakPath[];
  soak?: SoakPhase & { memory: MemoryBreakdown };
  loads: LoadPhase[];
  finished?: MemoryBreakdown;
}

function report(options: SoakOptions, progress: Progress, loadSamples: readonly number[], elapsedS: number, incomplete: string | undefined): boolean {
  const { soak: soakFigures, loads, list = [], pages = [], left = [] } = progress;
  const verdicts = [...(soakFigures ? soakVerdicts(soakFigures) : []), ...loads.flatMap(loadVerdicts)];
  if (incomplete) verdicts.push({ target: 'the whole run within the hard stop', measured: incomplete, pass: false });
  const now = loadavg()[0]!;
  const load = { max: Math.max(...loadSamples, now), mean: loadSamples.length ? loadSamples.reduce((a, b) => a + b, 0) / loadSamples.length : now };
  const mix = list.filter((p) => p.expect === 'page');
  const memories = [
    progress.started && `at start ${describeMemory(progress.started)}`,
    soakFigures && `after the long run ${describeMemory(soakFigures.memory)}`,
    progress.finished && `at the end ${describeMemory(progress.finished)}`,
    progress.contentRssMb !== undefined && `the content server (not counted) ${progress.contentRssMb.toFixed(0)} MB at the end`,
  ].filter(Boolean);
  const notes = [
    ...(memories.length ? [`memory: ${memories.join('; ')}`] : []),
    ...(list.length
      ? [
          `${pages.length} real pages from the sitemaps${left.length ? `; left out (not 200): ${left.join(', ')}` : ''}; ${mix.length} page paths with query strings included, ${list.length - mix.length} junk`,
        ]
      : []),
    ...Object.entries(soakFigures?.tally.examples ?? {}).map(([kind, paths]) => `unexpected ${kind}, e.g. ${paths.join(', ')}`),
    ...(soakFigures?.hitCheck.notHits.length
      ? [`not a hit afterwards: ${soakFigures.hitCheck.notHits.slice(0, 10).join(', ')}${soakFigures.hitCheck.notHits.length > 10 ? ' …' : ''}`]
      : []),
    `requests drawn by weight after each path's first turn: plain page ${DEFAULT_WEIGHTS.plain}, query-string variant ${DEFAULT_WEIGHTS.query}, junk ${DEFAULT_WEIGHTS.missing}; latencies are autocannon response times of every answer (any status); the 503 column counts load shedding`,
  ];
  console.log(
    [
      `soak (${options.mode}${Object.entries(progress.serverEnv ?? options.serverEnv)
        .map(([name, value]) => `, server ${name}=${value}`)
        .join(
          '',
        )}; the content server in its own process), ${new Date().toISOString().slice(0, 16)}Z: ${availableParallelism()} cores shared with other work, load average over the run mean ${load.mean.toFixed(2)}, max ${load.max.toFixed(2)}; Node ${process.versions.node}; ${elapsedS.toFixed(0)} s`,
      '',
      verdictTable(verdicts),
      '',
      ...(loads.length ? [loadTable(loads), ''] : []),
      ...notes.map((n) => `- ${n}`),
    ].join('\n'),
  );
  if (options.jsonPath) {
    const memory = { started: progress.started, afterSoak: soakFigures?.memory, finished: progress.finished, contentServerRssMb: progress.contentRssMb };
    writeFileSync(
      options.jsonPath,
      `${JSON.stringify({ date: new Date().toISOString(), options, serverEnv: progress.serverEnv, incomplete, loadAverage: load, pages: pages.length, leftOut: left, memory, soak: soakFigures, loads, verdicts }, null, 2)}\n`,
    );
    console.log(`\nwritten to ${options.jsonPath}`);
  }
  return allPassed(verdicts);
}

export async function soak(argv: readonly string[], env: NodeJS.ProcessEnv): Promise<boolean> {
  const options = parseSoakOptions(argv, env);
  const log = (line: string) => console.error(`  … soak: ${line}`);
  const loadSamples: number[] = [];
  const sampler = setInterval(() => loadSamples.push(loadavg()[0]!), 5000);
  const startedAt = Date.now();
  const progress: Progress = { loads: [] };
  let phase = 'starting the server';
  let site: SiteProcess | undefined;
  let content: ContentProcess | undefined;
  // A run that hangs (a server that stops answering, a stuck client) ends here: what was measured
  // is reported, the run fails, and startService's exit handler kills the server.
  const hardStop = setTimeout(() => {
    console.error(`soak: hard stop after ${options.hardStopS} s, during: ${phase}`);
    report(options, progress, loadSamples, (Date.now() - startedAt) / 1000, `stopped after ${options.hardStopS} s during: ${phase}`);
    process.exit(1);
  }, options.hardStopS * 1000);
  try {
    const metricsPort = await freePort();
    // The CMS apart, as deployed: the resident memory measured is the render host's own.
    content = await startContentProcess(ROOT);
    progress.serverEnv = { ...deployedServerEnv(ROOT), ...options.serverEnv };
    site = await startSiteProcess('soak', ROOT, { env: { METRICS_PORT: String(metricsPort), ...content.settings, ...progress.serverEnv } });
    progress.contentPid = content.pid;
    progress.started = await memory(site, metricsPort);
    log(`server pid ${site.pid} at ${site.url} (content server pid ${content.pid} at ${content.origin}), started: ${describeMemory(progress.started)}`);
    phase = 'discovering the pages';
    const { pages, left } = await discoverPages(site, options.pageLimit, log);
    Object.assign(progress, { pages, left });
    const list = (progress.list = soakPaths(pages, { count: options.paths, junkShare: options.junkShare, seed: options.seed }));
    phase = 'the long run';
    progress.soak = await soakPhase(site, metricsPort, options, list, log);
    const mix = list.filter((p) => p.expect === 'page');
    for (const shape of options.loads) {
      phase = `the load at ${shape.connections} connections`;
      progress.loads.push(await loadPhase(site, mix, shape, options, log));
    }
    progress.finished = await memory(site, metricsPort);
    progress.contentRssMb = await rssMb(content.pid);
    return report(options, progress, loadSamples, (Date.now() - startedAt) / 1000, undefined);
  } finally {
    clearTimeout(hardStop);
    clearInterval(sampler);
    await site?.stop();
    await content?.stop();
  }
}
