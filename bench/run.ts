/**
 * npm run bench: how much the streaming React render costs next to sending the same bytes.
 *
 * 1. autocannon against the home page with a warm CMS cache (the real server, embedded CMS);
 * 2. the same HTML as a prebuilt buffer through the same Fastify + @fastify/compress set-up;
 * 3. time to first byte against total time with the news feed slowed by one second;
 * 4. the client JavaScript the block gallery (and the home page) load in Chromium, by block;
 * 5. page weight (bench/page-weight.ts): scripts and JavaScript before and after scrolling,
 *    hydration data, the header's time to interactive and Lighthouse mobile, per page, with
 *    `--baseline=<git ref | checkout>` measured next to this checkout.
 * `npm run bench -- client-js` and `npm run bench -- page-weight` run only one part.
 * Loopback only; every run is bounded in time.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { constants as zlib } from 'node:zlib';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import Fastify from 'fastify';
import compress from '@fastify/compress';
import { request } from 'undici';
import { ROOT, startServer } from '../src/server/start.ts';
import { formatClientJs, measureClientJs } from './client-js.ts';
import { pageWeight } from './page-weight.ts';

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const ENCODING = process.env.BENCH_ENCODING ?? 'gzip';
/** Page views the Chromium part sends are recorded in a throw-away folder, not the checkout's .data/. */
const env = { HOST: '127.0.0.1', LOG_LEVEL: 'silent', CACHE_TTL_S: '3600', CONTENT_DATA_DIR: mkdtempSync(join(tmpdir(), 'render-host-bench-')) };

/** A browser's User-Agent: the load is people, who get the streamed shell (crawlers wait for all). */
const PERSON = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const AUTOCANNON = new URL('../node_modules/autocannon/autocannon.js', import.meta.url).pathname;

/** autocannon in its own process, so the load generator does not share the server's event loop. */
async function load(url: string) {
  const args = [AUTOCANNON, '--json', '-c', String(CONNECTIONS), '-d', String(DURATION_S), '-H', `accept-encoding=${ENCODING}`, '-H', `user-agent=${PERSON}`, url];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  const result = JSON.parse(stdout) as { requests: { average: number }; latency: { p50: number; p99: number }; errors: number; non2xx: number };
  return { rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

/** The gallery page has one of each block; the home page is what most visitors load first. */
const CLIENT_JS_PAGES = ['/blocks', '/'];

async function clientJs() {
  const site = await startServer({ env, port: 0 });
  try {
    for (const path of CLIENT_JS_PAGES) {
      console.log(formatClientJs(await measureClientJs(site.url, path, `${ROOT}/dist`, PERSON)) + '\n');
    }
  } finally {
    await site.close();
  }
}

async function main() {
  if (process.argv.includes('client-js')) return clientJs();
  if (process.argv.includes('page-weight')) return pageWeight(process.argv.slice(2), process.env);
  console.log(`autocannon: ${CONNECTIONS} connections, ${DURATION_S} s each, accept-encoding ${ENCODING}\n`);

  const site = await startServer({ env, port: 0 });
  const html = await (await fetch(site.url + '/')).text(); // warms the CMS cache
  for (let i = 0; i < 50; i++) await fetch(site.url + '/').then((r) => r.arrayBuffer());
  const rendered = await load(site.url + '/');

  // The same compression set-up as src/server/app.ts, sending a ready buffer.
  const baseline = Fastify();
  await baseline.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    zlibOptions: { flush: zlib.Z_SYNC_FLUSH, level: 6 },
    brotliOptions: { flush: zlib.BROTLI_OPERATION_FLUSH, params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const buffer = Buffer.from(html);
  baseline.get('/', (_req, reply) => reply.type('text/html; charset=utf-8').send(buffer));
  await baseline.listen({ port: 0, host: '127.0.0.1' });
  const address = baseline.server.address();
  const baselineUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}/`;
  const prebuilt = await load(baselineUrl);
  await baseline.close();
  await site.close();

  const row = (name: string, r: Awaited<ReturnType<typeof load>>) =>
    `${name.padEnd(34)} ${r.rps.toFixed(0).padStart(8)} ${String(r.p50).padStart(8)} ${String(r.p99).padStart(8)} ${String(r.errors).padStart(7)}`;
  console.log(`${'home page'.padEnd(34)} ${'req/s'.padStart(8)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'errors'.padStart(7)}`);
  console.log(row('streamed React render (warm cache)', rendered));
  console.log(row('same bytes, prebuilt buffer', prebuilt));
  console.log(`render / buffer throughput ratio: ${(rendered.rps / prebuilt.rps).toFixed(2)}  (page ${(buffer.length / 1024).toFixed(0)} KiB)\n`);

  // Streaming: with the news feed a second late, the first byte should not wait for it. The feed
  // is cached for 300 s once fetched, so each sample is a fresh server whose CMS data is warm and
  // whose feed is not.
  const samples: { ttfb: number; total: number }[] = [];
  for (let i = 0; i < 5; i++) {
    const slow = await startServer({ env: { ...env, NEWS_FEED_DELAY_MS: '1000' }, port: 0 });
    await Promise.all([slow.cms.getLayout('/', 'en'), slow.cms.getDictionary('en'), slow.cms.getSiteSettings('en')]);
    const started = performance.now();
    const response = await request(slow.url + '/', { headers: { 'accept-encoding': ENCODING, 'user-agent': PERSON } });
    let ttfb = 0;
    for await (const _chunk of response.body) {
      if (!ttfb) ttfb = performance.now() - started;
    }
    samples.push({ ttfb, total: performance.now() - started });
    await slow.close();
  }
  const median = (xs: number[]) => xs.sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
  console.log('news feed delayed by 1000 ms (5 requests, median):');
  console.log(`  time to first byte ${median(samples.map((s) => s.ttfb)).toFixed(1)} ms, total ${median(samples.map((s) => s.total)).toFixed(1)} ms\n`);

  await clientJs();
  console.log();
  await pageWeight(process.argv.slice(2), process.env);
}

main().then(
  () => process.exit(0),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
