/**
 * `npm run bench -- streaming`: with a slow upstream, the first byte should not wait for it. Three
 * pages, each with the upstream its blocks read made a second late: the home page (news feed),
 * `/insights` (the article search: featured articles and the listing) and `/news/all` (the feed of
 * the news listing). Feeds and searches are cached once fetched, so each sample is a fresh server
 * (in this process) whose CMS data is warm and whose slow upstream is not. Median of 5; the ratio
 * first byte / whole page is what the late upstream does not hold back.
 */
import { request } from 'undici';
import { startServer } from '../src/server/start.ts';
import { requestHeaders } from './load.ts';
import type { LoadOptions } from './load.options.ts';
import { median } from './stats.ts';

const SAMPLES = 5;
const DELAY_MS = 1000;

interface StreamingCase {
  path: string;
  /** The content server's fault setting that makes this page's upstream late. */
  delay: 'NEWS_FEED_DELAY_MS' | 'SEARCH_DELAY_MS';
  upstream: string;
}

export const STREAMING_CASES: readonly StreamingCase[] = [
  { path: '/', delay: 'NEWS_FEED_DELAY_MS', upstream: 'news feed' },
  { path: '/insights', delay: 'SEARCH_DELAY_MS', upstream: 'article search' },
  { path: '/news/all', delay: 'NEWS_FEED_DELAY_MS', upstream: 'news feed' },
];

async function sample(env: NodeJS.ProcessEnv, options: LoadOptions, c: StreamingCase) {
  const slow = await startServer({ env: { ...env, [c.delay]: String(DELAY_MS) }, port: 0 });
  try {
    await Promise.all([slow.cms.getLayout(c.path, 'en'), slow.cms.getDictionary('en'), slow.cms.getSiteSettings('en')]);
    const started = performance.now();
    const response = await request(slow.url + c.path, { headers: requestHeaders(options) });
    let ttfb = 0;
    for await (const _chunk of response.body) {
      if (!ttfb) ttfb = performance.now() - started;
    }
    return { ttfb, total: performance.now() - started };
  } finally {
    await slow.close();
  }
}

export async function streaming(env: NodeJS.ProcessEnv, options: LoadOptions): Promise<string> {
  const lines = [`a slow upstream (${DELAY_MS} ms late), ${SAMPLES} requests per page on fresh servers, median:`];
  for (const c of STREAMING_CASES) {
    const samples: { ttfb: number; total: number }[] = [];
    for (let i = 0; i < SAMPLES; i++) samples.push(await sample(env, options, c));
    const ttfb = median(samples.map((s) => s.ttfb))!;
    const total = median(samples.map((s) => s.total))!;
    lines.push(
      `  ${c.path.padEnd(10)} ${c.upstream.padEnd(15)} first byte ${ttfb.toFixed(1)} ms, whole page ${total.toFixed(1)} ms (first byte at ${((ttfb / total) * 100).toFixed(0)} % of it)`,
    );
  }
  return lines.join('\n');
}
