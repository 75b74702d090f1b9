import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Cms } from '../cms/cms.ts';
import { isCmsError } from '../cms/errors.ts';
import type { PageCache, PageCacheStats } from './page-cache.ts';
import type { BlockMemoStats } from './block-memo.tsx';

/** Prometheus metrics of the site: requests, the CMS cache, CMS calls; served on METRICS_PORT. */
export interface Metrics {
  registry: Registry;
  /** Times every response by the route that answered it (page, a rewrite handler, an API). */
  instrument(app: FastifyInstance): void;
  /** The CMS client, with its calls timed and its failures counted. */
  instrumentCms(cms: Cms): Cms;
  /** Reads the page cache's tallies at scrape time. */
  observePageCache(pageCache: PageCache): void;
  /** Reads the block memo's tallies at scrape time. */
  observeBlockMemo(stats: () => BlockMemoStats | undefined): void;
  /** One redirect of the CMS's redirect map answered (cms-redirects.ts): 301, 302 or a server transfer. */
  countCmsRedirect(type: '301' | '302' | 'transfer'): void;
  /** Starts the metrics listener; resolves to its port. */
  listen(port: number, host: string): Promise<number>;
  close(): Promise<void>;
}

const CMS_OPERATIONS = ['getLayout', 'getNotFoundPage', 'getDictionary', 'getSiteSettings', 'getRedirects'] as const;

export function createMetrics(): Metrics {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to the end of the response, by route and status.',
    labelNames: ['method', 'route', 'status_code'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cmsDuration = new Histogram({
    name: 'cms_request_duration_seconds',
    help: 'Time of CMS reads that went to the CMS (cache misses, refreshes, editor reads).',
    labelNames: ['operation', 'cache'],
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const cmsErrors = new Counter({
    name: 'cms_errors_total',
    help: 'CMS reads that failed with nothing to serve instead, by error code.',
    labelNames: ['operation', 'code'],
    registers: [registry],
  });
  const cmsRedirects = new Counter({
    name: 'cms_redirects_total',
    help: "Page requests answered by the CMS's redirect map, by type: 301, 302, transfer (SERVER_TRANSFER, the target rendered at the address).",
    labelNames: ['type'],
    registers: [registry],
  });

  let server: Server | undefined;
  let cache: Cms['cache'] | undefined;
  let pageCache: PageCache | undefined;
  let blockMemo: (() => BlockMemoStats | undefined) | undefined;
  /**
   * A metric read from a cache's own tallies at scrape time; nothing is counted twice. `source`
   * is undefined until the cache is attached, and then the metric is left empty.
   */
  const tally =
    <S>(source: () => { stats(): S | undefined } | undefined) =>
    (name: string, help: string, read: (stats: S) => number, type: 'counter' | 'gauge') => {
      const collect = function (this: Counter | Gauge) {
        const stats = source()?.stats();
        if (!stats) return;
        if (this instanceof Gauge) this.set(read(stats));
        else {
          this.reset();
          this.inc(read(stats));
        }
      };
      return type === 'counter' ? new Counter({ name, help, registers: [registry], collect }) : new Gauge({ name, help, registers: [registry], collect });
    };
  const fromCache = tally(() => cache);
  fromCache('cms_cache_hits_total', 'CMS cache reads answered fresh from the cache.', (s) => s.hits, 'counter');
  fromCache('cms_cache_misses_total', 'CMS cache reads that had to wait for the CMS.', (s) => s.misses, 'counter');
  fromCache('cms_cache_shared_hits_total', 'CMS cache misses answered by the shared level (REDIS_URL), not the CMS.', (s) => s.sharedHits, 'counter');
  fromCache('cms_cache_stale_serves_total', 'CMS cache reads answered stale (while refreshing, or through a CMS failure).', (s) => s.staleServes, 'counter');
  fromCache('cms_cache_entries', 'Entries in the CMS cache.', (s) => s.entries, 'gauge');
  fromCache('cms_cache_bytes', 'Size of the CMS cache, in bytes of CMS JSON.', (s) => s.bytes, 'gauge');

  const fromPageCache = tally<PageCacheStats>(() => pageCache);
  // One counter, by outcome, as Server-Timing's `page;desc=` says it.
  new Counter({
    name: 'page_cache_requests_total',
    help: 'Page requests by page cache outcome: hit, shared (another instance rendered it; REDIS_URL), stale (served while refreshing or through a failure), miss, bypass (editors, preview, cache off).',
    labelNames: ['outcome'],
    registers: [registry],
    collect() {
      if (!pageCache) return;
      const s = pageCache.stats();
      this.reset();
      this.inc({ outcome: 'hit' }, s.hits);
      this.inc({ outcome: 'shared' }, s.sharedHits);
      this.inc({ outcome: 'stale' }, s.staleServes);
      this.inc({ outcome: 'miss' }, s.misses);
      this.inc({ outcome: 'bypass' }, s.bypasses);
    },
  });
  fromPageCache('page_cache_fills_total', 'Pages rendered whole and stored in the page cache.', (s) => s.fills, 'counter');
  fromPageCache(
    'page_cache_fills_dropped_total',
    'Renders for the page cache not stored (failed block, aborted, CMS down, purged meanwhile).',
    (s) => s.fillsDropped,
    'counter',
  );
  fromPageCache('page_cache_entries', 'Pages in the page cache (both budgets).', (s) => s.entries, 'gauge');
  fromPageCache('page_cache_bytes', 'Size of the page cache, in compressed bytes (brotli and gzip).', (s) => s.bytes, 'gauge');
  fromPageCache(
    'page_cache_variant_bytes',
    'The part of page_cache_bytes held by not-found pages and pages with a query string.',
    (s) => s.variantBytes,
    'gauge',
  );

  const fromBlockMemo = tally<BlockMemoStats>(() => (blockMemo ? { stats: () => blockMemo!() } : undefined));
  fromBlockMemo('block_memo_hits_total', 'Blocks whose HTML was reused from the block memo.', (s) => s.hits, 'counter');
  fromBlockMemo('block_memo_misses_total', 'Blocks rendered on their own and kept in the block memo.', (s) => s.misses, 'counter');
  fromBlockMemo(
    'block_memo_passes_total',
    'Blocks rendered in the page because they cannot be kept (block data, unfinished, hints).',
    (s) => s.passes,
    'counter',
  );
  fromBlockMemo('block_memo_entries', 'Blocks in the block memo.', (s) => s.entries, 'gauge');
  fromBlockMemo('block_memo_bytes', 'Size of the block memo, in bytes of HTML.', (s) => s.bytes, 'gauge');

  return {
    registry,
    observePageCache(cache) {
      pageCache = cache;
    },
    observeBlockMemo(stats) {
      blockMemo = stats;
    },
    countCmsRedirect(type) {
      cmsRedirects.inc({ type });
    },
    instrument(app) {
      app.addHook('onResponse', async (request, reply) => {
        const route = request.routeName || request.routeOptions.url || 'unmatched';
        requestDuration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
      });
    },
    instrumentCms(cms) {
      cache = cms.cache;
      const timed = { ...cms } as Cms;
      for (const operation of CMS_OPERATIONS) {
        const read = cms[operation].bind(cms) as (...args: unknown[]) => ReturnType<Cms[typeof operation]>;
        (timed as unknown as Record<string, unknown>)[operation] = async (...args: unknown[]) => {
          try {
            const result = await read(...args);
            if (result.cache !== 'hit') cmsDuration.observe({ operation, cache: result.cache }, result.ms / 1000);
            return result;
          } catch (error) {
            cmsErrors.inc({ operation, code: isCmsError(error) ? error.code : 'UNKNOWN' });
            throw error;
          }
        };
      }
      return timed;
    },
    async listen(port, host) {
      server = createServer((req, res) => {
        if (req.method !== 'GET' || req.url?.split('?', 1)[0] !== '/metrics') {
          res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found: the metrics are at /metrics');
          return;
        }
        registry.metrics().then(
          (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
          () => res.writeHead(500).end(),
        );
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(port, host, resolve);
      });
      return (server.address() as AddressInfo).port;
    },
    close: () =>
      new Promise<void>((resolve) => {
        if (!server) return resolve();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
