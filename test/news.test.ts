import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { request } from 'undici';
import { NO_FAULTS } from '../src/content-server/faults.ts';
import { createFetchJson } from '../src/app/fetch-json.server.ts';
import { loadNewsListing } from '../src/components/news-listing/news-listing.server.ts';
import { collectingLogger } from '../src/app/testing.tsx';
import { get, startTestServer, type RunningServer } from './support/server.ts';

/**
 * News over real HTTP (spec 001 sections 7 and 8): the render host with the embedded content
 * server, whose feed is made slow, failing or broken on purpose. No feed cache and no page cache
 * here, so each request reaches the feed; the news feed proxy keeps its own cache (the fallback).
 */

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ NEWS_FEED_CACHE_S: '0', PAGE_CACHE_MAX_MB: '0' });
  await get(server, '/news'); // warm the CMS cache
});
afterAll(() => server?.close());
afterEach(() => {
  Object.assign(server.content!.faults, NO_FAULTS);
});

const EGYPT = 'b2b854d9-18ae-575a-958b-be18ebc022a8';
const UK = '17591d30-57f5-5102-b896-3e49ff1c1adb';
const UAE = '5b5f2c14-95d2-5aec-9edd-f2bd9f893842';
const GLOBAL = '4366eb6c-7fbc-5474-acee-eea02bf980b0';

interface Card {
  id: string;
  title: string;
  link: string;
  source: string;
  country: string;
  date: string;
}
type Answer = { ok: true; value: { cards: Card[]; feedError: string | null } } | { ok: false; error: string };

/** The streamed data of a block, parsed. */
function blockData(html: string, loader: string): { key: string; result: Answer } {
  const match = new RegExp(`data-block-data="(${loader}[^"]*)"[^>]*>(.*?)</script>`, 's').exec(html);
  if (!match) throw new Error(`no ${loader} data in the page`);
  return { key: match[1]!.replaceAll('&amp;', '&'), result: JSON.parse(match[2]!) as Answer };
}

async function listing(query: Record<string, string>) {
  const response = await get(server, `/api/news/listing?${new URLSearchParams(query)}`);
  return { status: response.status, headers: response.headers, body: JSON.parse(response.text) as Answer & { code?: string } };
}

/** The feed URL a highlight's data key names, with its page size filled in. */
function feedUrlOfKey(key: string): string {
  const [, , pageSize, , template] = key.split('|');
  return template!.replace('{0}', pageSize!);
}

describe('news highlight over HTTP', () => {
  it('streams the page shell before a slow feed, then the news in the same response', async () => {
    server.content!.faults.newsFeedDelayMs = 800;
    const response = await request(`${server.url}/`, { headers: { 'accept-encoding': 'identity' } });
    const snapshots: string[] = [];
    let text = '';
    for await (const chunk of response.body) {
      text += (chunk as Buffer).toString('utf8');
      snapshots.push(text);
    }
    const shellOnly = snapshots.find((s) => s.includes('</head>') && s.includes('<h1') && !s.includes('data-block-data="news-highlight'));
    expect(shellOnly, 'a moment when the shell had arrived and the news had not').toBeDefined();
    const { result } = blockData(text, 'news-highlight');
    expect(result.ok && result.value.cards.length).toBe(6);
  });

  it('shows local news and the editor picks first on /news, newest first, one card per story', async () => {
    const { result } = blockData((await get(server, '/news')).text, 'news-highlight');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const cards = result.value.cards;
    expect(cards).toHaveLength(6);
    expect(cards.every((card) => card.source === 'local' || card.source === 'content-managed')).toBe(true);
    expect(cards.filter((card) => card.source === 'content-managed')).toHaveLength(2);
    const dates = cards.map((card) => Date.parse(card.date));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(new Set(cards.map((card) => card.link)).size).toBe(6);
    const arabic = blockData((await get(server, '/ar/news')).text, 'news-highlight').result;
    expect(arabic.ok && arabic.value.cards.every((card) => card.link.startsWith('/ar/news/'))).toBe(true);
  });

  it('serves the feed through the news feed proxy when the feed answers 5xx', async () => {
    const home = blockData((await get(server, '/')).text, 'news-highlight');
    const feedUrl = feedUrlOfKey(home.key);
    // The proxy route has read this feed (and keeps it): the loaders' fallback shares its cache.
    expect((await get(server, `/api/news-feed-proxy?url=${encodeURIComponent(feedUrl)}`)).status).toBe(200);
    server.content!.faults.newsFeedFailure = 'status-503';
    const before = server.content!.stats.newsFeed;
    const { result } = blockData((await get(server, '/')).text, 'news-highlight');
    expect(server.content!.stats.newsFeed).toBeGreaterThan(before); // the feed itself was asked first
    expect(result).toMatchObject({ ok: true });
    expect(result.ok && result.value.cards.map((card) => card.id)).toEqual(home.result.ok && home.result.value.cards.map((card) => card.id));
  });

  it('gives nothing when the proxy fails too: the error view with the spec text', async () => {
    server.content!.faults.newsFeedFailure = 'status-500';
    const html = (await get(server, '/ar')).text;
    expect(blockData(html, 'news-highlight').result).toEqual({ ok: false, error: 'Failed to fetch news data' });
    expect(html).toContain('لم يتم العثور على أخبار');
  });

  it('shows the spec text for a feed that is not JSON (no fallback for a broken body)', async () => {
    server.content!.faults.newsFeedFailure = 'malformed';
    const html = (await get(server, '/')).text;
    expect(blockData(html, 'news-highlight').result).toEqual({ ok: false, error: 'Invalid JSON string provided' });
    expect(html).toContain('No news found');
  });
});

describe('news listing over HTTP', () => {
  it('renders the first page of the default source on the server', async () => {
    const html = (await get(server, '/news/all')).text;
    const { result } = blockData(html, 'news-listing');
    expect(result.ok && result.value.cards.length).toBe(24);
    expect(html.match(/data-news-card=/g)).toHaveLength(14);
    expect(html).not.toContain('<select');
    const withCountry = (await get(server, '/news/all?showcountry=true')).text;
    expect(withCountry).toContain('<select');
    expect(withCountry).toContain('>Local<');
  });

  it("answers another country's news from the page's own source, never a URL from the browser", async () => {
    const { status, headers, body } = await listing({ page: '/news/all', lang: 'en', source: UAE });
    expect(status).toBe(200);
    expect(headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    expect(body.ok).toBe(true);
    if (!body.ok) return;
    expect(body.value.cards.length).toBeGreaterThan(1);
    expect(body.value.cards.every((card) => card.source === 'external' && card.country === 'United Arab Emirates')).toBe(true);
    const arabic = await listing({ page: '/news/all', lang: 'ar', source: EGYPT });
    expect(arabic.body.ok && arabic.body.value.cards.every((card) => card.link.startsWith('/ar/news/'))).toBe(true);
    const global = await listing({ page: '/news/all', lang: 'en', source: GLOBAL.toUpperCase() });
    expect(global.body.ok && global.body.value.cards.length).toBe(24);
  });

  it('refuses bad requests and sources the page does not have', async () => {
    expect((await listing({ page: 'news/all', lang: 'en', source: UK })).status).toBe(400);
    expect((await listing({ page: '/news/all', lang: 'fr', source: UK })).status).toBe(400);
    expect((await listing({ page: '/news/all', lang: 'en', source: 'http://169.254.169.254/' })).status).toBe(400);
    expect((await listing({ page: '/news/all', lang: 'en', source: '00000000-0000-0000-0000-000000000000' })).body.code).toBe('NO_SOURCE');
    expect((await listing({ page: '/about', lang: 'en', source: UK })).body.code).toBe('NO_LISTING');
    expect((await listing({ page: '/nowhere', lang: 'en', source: UK })).status).toBe(404);
  });

  it('falls back to the proxy, then shows the feed error when there is no local news', async () => {
    const warmed = `${server.content!.origin}/feeds/news/en.json?pageSize=14&country=eg`;
    expect((await get(server, `/api/news-feed-proxy?url=${encodeURIComponent(warmed)}`)).status).toBe(200);
    server.content!.faults.newsFeedFailure = 'status-503';
    const egypt = await listing({ page: '/news/all', lang: 'en', source: EGYPT });
    expect(egypt.body.ok && egypt.body.value.cards.map((card) => card.country)).toEqual(['Egypt', 'Egypt', 'Egypt']);
    const uk = await listing({ page: '/news/all', lang: 'en', source: UK });
    expect(uk.body).toEqual({ ok: true, value: { cards: [], feedError: 'Failed to fetch news data' } });
    // Local news still shows on the Global source: no feed error then.
    const global = await listing({ page: '/news/all', lang: 'en', source: GLOBAL });
    expect(global.body.ok && global.body.value).toMatchObject({ feedError: null });
    server.content!.faults.newsFeedFailure = 'malformed';
    expect((await listing({ page: '/news/all', lang: 'en', source: UK })).body).toEqual({
      ok: true,
      value: { cards: [], feedError: 'Invalid JSON string provided' },
    });
  });

  it('reads a feed answering one item (an object, not a list) from the embedded feed', async () => {
    const host = new URL(server.content!.origin).host;
    const fetchJson = createFetchJson({ privateHosts: [host] });
    const data = await loadNewsListing(
      {
        sourceId: 'one',
        feedUrl: `${server.content!.origin}/feeds/news/en.json?pageSize={0}`,
        feedPageSize: 1,
        rootId: '',
        defaultImage: null,
        language: 'en',
      },
      { logger: collectingLogger(), allowedFeedHosts: [host], fetchJson },
    );
    expect(data.cards).toHaveLength(1);
    expect(data.cards[0]).toMatchObject({ source: 'external', link: expect.stringMatching(/^\/news\//) });
  });
});
