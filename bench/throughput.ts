/**
 * `npm run bench -- throughput`: the page-cache issue's two comparisons, in one run, loads
 * interleaved row by row.
 * - The limit: the home page's bytes as the cached server sends them (compressed once, in the
 *   load's encoding) from a bare node:http server.
 * - Cached page: the real server, page cache on (PAGE_CACHE_MAX_MB unset: the server's default,
 *   or BENCH_PAGE_CACHE_MAX_MB), warm; target ≥ 0.6 of the limit.
 * - Fastify buffer: the same HTML through Fastify + @fastify/compress, compressed per request.
 * - Uncached render: the real server with PAGE_CACHE_MAX_MB=0 (CMS data cache warm,
 *   CACHE_TTL_S=3600); target ≥ 0.35 of the Fastify buffer.
 * Both servers are this checkout's build, each in its own process; the two buffers are served
 * by this process, which is idle while autocannon (its own process) loads them.
 * With a baseline (`--baseline=<git ref | checkout>`, bench/baseline.ts), that build's two servers
 * join the same interleaved run as two more rows, against the same limits: before and after.
 */
import { fileURLToPath } from 'node:url';
import { summarizeRounds } from './autocannon-result.ts';
import { readyResponse, startBareServer, type BareServer } from './bare-server.ts';
import type { LoadPart } from './comparison-table.ts';
import { startFastifyBufferServer } from './fastify-buffer-server.ts';
import { loadInterleaved, type LoadTarget } from './load.ts';
import type { LoadOptions } from './load.options.ts';
import { describePageCache } from './page-cache-state.ts';
import { probePage, warmPage } from './page-probe.ts';
import { startSiteProcess, type SiteProcess } from './site-process.ts';
import { THROUGHPUT_TARGETS } from './targets.ts';
import type { BaselineCheckout } from './baseline.ts';

const CHECKOUT = fileURLToPath(new URL('..', import.meta.url));
const PAGE = '/';
/** Requests of the page before anything is measured: fills the caches the row is about. */
const WARM_REQUESTS = 5;

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
/** The CDN's geo header the personalised server believes, and the visitor it loads as. */
const COUNTRY_HEADER = 'cf-ipcountry';
const VISITOR = { [COUNTRY_HEADER]: 'SA' };

export async function throughput(options: LoadOptions, log: (line: string) => void, baseline?: BaselineCheckout): Promise<LoadPart> {
  /** How to stop what this part started, in the order it started them. */
  const stops: (() => Promise<void>)[] = [];
  const cacheSize = process.env.BENCH_PAGE_CACHE_MAX_MB?.trim() || undefined;
  try {
    log('throughput: starting the server with its page cache, and without (PAGE_CACHE_MAX_MB=0)');
    // The cached row is a page for all (personalisation off); the personalised row, the same server
    // with it on, as a visitor whose variant differs from the default (issue 29).
    const cached: SiteProcess = await startSiteProcess('page cache on', CHECKOUT, { env: { PAGE_CACHE_MAX_MB: cacheSize, PERSONALIZE: 'off' } });
    stops.push(() => cached.stop());
    const personalized: SiteProcess = await startSiteProcess('page cache on, personalised', CHECKOUT, {
      env: { PAGE_CACHE_MAX_MB: cacheSize, GEO_COUNTRY_HEADER: COUNTRY_HEADER },
    });
    stops.push(() => personalized.stop());
    const uncached: SiteProcess = await startSiteProcess('page cache off', CHECKOUT, { env: { PAGE_CACHE_MAX_MB: '0' } });
    stops.push(() => uncached.stop());

    const before = baseline ? await startBaseline(baseline, options, cacheSize, stops, log) : undefined;

    const cachedProbes = await warmPage(cached.url + PAGE, options, WARM_REQUESTS);
    const personalizedProbes = await warmPage(personalized.url + PAGE, options, WARM_REQUESTS, VISITOR);
    const uncachedProbes = await warmPage(uncached.url + PAGE, options, WARM_REQUESTS);
    const sent = cachedProbes.at(-1)!;
    const rendered = uncachedProbes.at(-1)!;
    for (const probe of [sent, rendered]) if (probe.status !== 200) throw new Error(`the home page answered ${probe.status}`);

    // The limit sends what the cached server sends; the Fastify buffer compresses what the
    // uncached server renders (the same page, but its nonce differs per response).
    const ready = readyResponse(sent.html, sent, options.encoding);
    const bare: BareServer = await startBareServer(ready);
    stops.push(() => bare.close());
    const fastify: BareServer = await startFastifyBufferServer(rendered.html);
    stops.push(() => fastify.close());
    const fastifySent = await probePage(fastify.url, options);

    const targets: LoadTarget[] = [
      { key: 'bare', label: `bare node:http, ${options.encoding} bytes ready (the limit)`, short: 'the bare buffer', url: bare.url },
      { key: 'cached', label: 'our server, page cache on, warm', short: 'the page for all', url: cached.url + PAGE },
      {
        key: 'personalized',
        label: `our server, page cache on, a personalised variant (${COUNTRY_HEADER}: SA)`,
        url: personalized.url + PAGE,
        headers: VISITOR,
      },
      { key: 'fastify', label: `Fastify buffer, ${options.encoding} per request`, short: 'the Fastify buffer', url: fastify.url },
      { key: 'uncached', label: 'our server, uncached render (PAGE_CACHE_MAX_MB=0)', url: uncached.url + PAGE },
      ...(before
        ? [
            { key: 'baseline-cached', label: `baseline ${before.label}, page cache on, warm`, url: before.cached.url + PAGE },
            { key: 'baseline-uncached', label: `baseline ${before.label}, uncached render`, url: before.uncached.url + PAGE },
          ]
        : []),
    ];
    const { results, failures } = await loadInterleaved(targets, options, { log });

    // Was the cached row served from the page cache, before and after its loads?
    const after = await probePage(cached.url + PAGE, options);
    const afterUncached = await probePage(uncached.url + PAGE, options);
    const afterPersonalized = await probePage(personalized.url + PAGE, options, VISITOR);
    const variantOf = (probe: { serverTiming?: string | undefined }) => /personalize;desc="(\w+)"/.exec(probe.serverTiming ?? '')?.[1] ?? 'none';
    const notes = [
      `home page ${PAGE}: ${kib(rendered.html.length)} of HTML; the limit sends ${kib(ready.body.length)} ${options.encoding === 'identity' ? 'uncompressed' : options.encoding}` +
        ` (${sent.encoding === options.encoding ? 'the bytes the cached server sent' : 'compressed once by the bench'}),` +
        ` the Fastify buffer ${kib(fastifySent.body.length)} per request, the uncached server ${kib(rendered.body.length)}`,
      `page cache on (PAGE_CACHE_MAX_MB ${cacheSize ?? 'unset: the server default'}): ${describePageCache([sent.pageCache, after.pageCache], true)}`,
      `page cache off (PAGE_CACHE_MAX_MB=0): ${describePageCache([rendered.pageCache, afterUncached.pageCache], false)}`,
      `personalised row: ${describePageCache([personalizedProbes.at(-1)!.pageCache, afterPersonalized.pageCache], true)}; its decision: ${variantOf(personalizedProbes.at(-1)!)}, then ${variantOf(afterPersonalized)};` +
        ` ${kib(afterPersonalized.html.length)} of HTML (${afterPersonalized.html.equals(sent.html) ? 'the same as' : 'not'} the page for all)`,
      ...failures,
    ];
    return {
      rows: targets.map((t) => ({ key: t.key, label: t.label, short: t.short, load: summarizeRounds(results.get(t.key) ?? []) })),
      comparisons: [
        { row: 'cached', against: 'bare', target: THROUGHPUT_TARGETS.cachedVsBareBuffer },
        { row: 'personalized', against: 'cached', target: THROUGHPUT_TARGETS.personalizedVsCached },
        { row: 'uncached', against: 'fastify', target: THROUGHPUT_TARGETS.uncachedVsFastifyBuffer },
        ...(before
          ? [
              { row: 'baseline-cached', against: 'bare', target: THROUGHPUT_TARGETS.cachedVsBareBuffer },
              { row: 'baseline-uncached', against: 'fastify', target: THROUGHPUT_TARGETS.uncachedVsFastifyBuffer },
            ]
          : []),
      ],
      notes,
    };
  } finally {
    for (const stop of stops.reverse()) {
      await stop().catch((error: unknown) => log(`could not stop a server: ${(error as Error).message}`));
    }
  }
}

/** The baseline's two servers (page cache on and off), warmed; stopped with the rest. */
async function startBaseline(
  baseline: BaselineCheckout,
  options: LoadOptions,
  cacheSize: string | undefined,
  stops: (() => Promise<void>)[],
  log: (line: string) => void,
) {
  log(`throughput: starting the baseline ${baseline.label} with its page cache, and without`);
  const cached = await startSiteProcess('baseline, page cache on', baseline.checkout, { env: { PAGE_CACHE_MAX_MB: cacheSize } });
  stops.push(() => cached.stop());
  const uncached = await startSiteProcess('baseline, page cache off', baseline.checkout, { env: { PAGE_CACHE_MAX_MB: '0' } });
  stops.push(() => uncached.stop());
  for (const site of [cached, uncached]) {
    const probes = await warmPage(site.url + PAGE, options, WARM_REQUESTS);
    if (probes.at(-1)!.status !== 200) throw new Error(`the baseline's home page answered ${probes.at(-1)!.status}`);
  }
  return { label: baseline.label, cached, uncached };
}
