/**
 * `npm run bench -- streaming`: with the news feed a second late, the first byte should not wait
 * for it. The feed is cached for 300 s once fetched, so each sample is a fresh server (in this
 * process) whose CMS data is warm and whose feed is not. Median of 5.
 */
import { request } from 'undici';
import { startServer } from '../src/server/start.ts';
import { requestHeaders } from './load.ts';
import type { LoadOptions } from './load.options.ts';
import { median } from './stats.ts';

const SAMPLES = 5;
const FEED_DELAY_MS = 1000;

export async function streaming(env: NodeJS.ProcessEnv, options: LoadOptions): Promise<string> {
  const samples: { ttfb: number; total: number }[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const slow = await startServer({ env: { ...env, NEWS_FEED_DELAY_MS: String(FEED_DELAY_MS) }, port: 0 });
    try {
      await Promise.all([slow.cms.getLayout('/', 'en'), slow.cms.getDictionary('en'), slow.cms.getSiteSettings('en')]);
      const started = performance.now();
      const response = await request(slow.url + '/', { headers: requestHeaders(options) });
      let ttfb = 0;
      for await (const _chunk of response.body) {
        if (!ttfb) ttfb = performance.now() - started;
      }
      samples.push({ ttfb, total: performance.now() - started });
    } finally {
      await slow.close();
    }
  }
  return [
    `news feed delayed by ${FEED_DELAY_MS} ms (${SAMPLES} requests, median):`,
    `  time to first byte ${median(samples.map((s) => s.ttfb))!.toFixed(1)} ms, total ${median(samples.map((s) => s.total))!.toFixed(1)} ms`,
  ].join('\n');
}
