import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServerBlockData } from '../../app/block-data.server.ts';
import type { BlockDataResult, BlockLoaderContext } from '../../app/block-data.tsx';
import { AppError } from '../../app/errors.ts';
import { collectingLogger } from '../../app/testing.tsx';
import { loadNewsHighlight } from './news-highlight.server.ts';
import type { NewsHighlightArgs, NewsHighlightData } from './news-highlight.rules.ts';
import { newsMessages as messages } from '../../lib/news-feed.ts';

let server: Server;
let origin: string;
let host: string;
const requests: string[] = [];

const item = (n: number) => ({
  guid: `g${n}`,
  title: `Story ${n}`,
  pubDate: `2026-0${n}-01T08:00:00Z`,
  enclosure: { url: `/-/media/${n}.svg` },
  link: `/news/story-${n}`,
  subtitle: `<p>Summary ${n}</p>`,
});

beforeAll(async () => {
  server = createServer((req, res) => {
    requests.push(req.url ?? '');
    const url = new URL(req.url ?? '/', 'http://x');
    const size = Number(url.searchParams.get('pageSize') ?? '100');
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/one.json') res.end(JSON.stringify({ channel: { item: item(1) } }));
    else if (url.pathname === '/many.json') res.end(JSON.stringify({ channel: { item: [item(1), item(3), item(2), item(4)].slice(0, size) } }));
    else if (url.pathname === '/empty.json') res.end(JSON.stringify({ channel: { title: 'x' } }));
    else if (url.pathname === '/broken.json') res.end('{"channel":');
    else {
      res.statusCode = 503;
      res.end('{}');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  origin = `http://${host}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const argsFor = (path: string, over: Partial<NewsHighlightArgs> = {}): NewsHighlightArgs => ({
  feedUrl: `${origin}${path}?pageSize={0}`,
  feedPageSize: 3,
  numberOfNews: 6,
  defaultImage: null,
  language: 'en',
  rootId: '',
  managed: [],
  ...over,
});

async function load(args: NewsHighlightArgs, allowed = [host]) {
  const logger = collectingLogger();
  const source = createServerBlockData({ logger, allowedFeedHosts: allowed });
  const result = (await source.read('news-highlight', JSON.stringify(args), args)) as BlockDataResult<NewsHighlightData>;
  return { result, logger };
}

describe('news highlight loader over HTTP', () => {
  it('reads a feed with one item', async () => {
    const { result } = await load(argsFor('/one.json'));
    expect(result).toEqual({ ok: true, value: { cards: [expect.objectContaining({ id: 'g1', title: 'Story 1', link: '/news/story-1' })] } });
  });

  it('reads an array, asks for the feed page size, sorts newest first', async () => {
    requests.length = 0;
    const { result } = await load(argsFor('/many.json', { feedPageSize: 3 }));
    expect(requests).toEqual(['/many.json?pageSize=3']);
    expect(result.ok && result.value.cards.map((c) => c.id)).toEqual(['g3', 'g2', 'g1']);
  });

  it('limits to numberOfNews', async () => {
    const { result } = await load(argsFor('/many.json', { feedPageSize: 10, numberOfNews: 2 }));
    expect(result.ok && result.value.cards.map((c) => c.id)).toEqual(['g4', 'g3']);
  });

  it('refuses a host that is not allowed, without a request', async () => {
    requests.length = 0;
    const { result, logger } = await load(argsFor('/one.json'), ['feeds.example.com']);
    expect(result).toEqual({ ok: false, error: messages.fetchFailed });
    expect(requests).toEqual([]);
    expect(logger.entries.find((e) => e.level === 'error')?.obj).toMatchObject({ loader: 'news-highlight', code: 'FEED_HOST_NOT_ALLOWED' });
  });

  it('turns feed failures into the spec messages', async () => {
    expect((await load(argsFor('/empty.json'))).result).toEqual({ ok: false, error: messages.invalidFormat });
    expect((await load(argsFor('/broken.json'))).result).toEqual({ ok: false, error: messages.invalidJson });
    expect((await load(argsFor('/down.json'))).result).toEqual({ ok: false, error: messages.fetchFailed });
    expect((await load(argsFor('', { feedUrl: '' }))).result).toEqual({ ok: false, error: messages.noUrl });
    expect((await load(argsFor('', { feedUrl: '/relative?n={0}' }))).result).toEqual({ ok: false, error: messages.invalidInput });
  });

  it('reports a timeout with the spec message (15 s budget asked of the fetcher)', async () => {
    let asked = 0;
    const ctx: BlockLoaderContext = {
      logger: collectingLogger(),
      allowedFeedHosts: [host],
      fetchJson: async (_url, { timeoutMs }) => {
        asked = timeoutMs;
        throw new AppError('FEED_TIMEOUT', 'test');
      },
    };
    await expect(loadNewsHighlight(argsFor('/one.json'), ctx)).rejects.toMatchObject({ publicMessage: messages.timeout, code: 'FEED_TIMEOUT' });
    expect(asked).toBe(15_000);
  });
});

describe('news highlight loader with a cached feed', () => {
  const feed = { channel: { item: [item(1), item(3), item(2)] } };
  const ctx = (json: unknown): BlockLoaderContext => ({ logger: collectingLogger(), allowedFeedHosts: ['feeds.example'], fetchJson: async () => json });
  const args = (over: Partial<NewsHighlightArgs> = {}): NewsHighlightArgs => ({
    feedUrl: 'https://feeds.example/news.json?pageSize={0}',
    feedPageSize: 3,
    numberOfNews: 6,
    defaultImage: null,
    language: 'en',
    rootId: '',
    managed: [],
    ...over,
  });

  it('makes the cards of one feed object once per set of arguments', async () => {
    const first = await loadNewsHighlight(args(), ctx(feed));
    const again = await loadNewsHighlight(args(), ctx(feed));
    expect(again.cards).toBe(first.cards);
    expect(first.cards.map((card) => card.title)).toEqual(['Story 3', 'Story 2', 'Story 1']);
    const two = await loadNewsHighlight(args({ numberOfNews: 2 }), ctx(feed));
    expect(two.cards.map((card) => card.title)).toEqual(['Story 3', 'Story 2']);
    const arabic = await loadNewsHighlight(args({ language: 'ar' }), ctx(feed));
    expect(arabic.cards).not.toBe(first.cards);
    // A feed fetched again is read again.
    const refreshed = await loadNewsHighlight(args(), ctx({ channel: { item: [item(4)] } }));
    expect(refreshed.cards.map((card) => card.title)).toEqual(['Story 4']);
  });
});

describe('news highlight loader with local and content-managed news', () => {
  const feed = { channel: { item: [item(1), item(3), { ...item(2), link: '/news/local-2' }] } };
  const localResult = (n: number, date: string) => ({
    id: `L${n}`,
    url: { url: `/news/local-${n}` },
    title: { jsonValue: { value: `Local ${n}` } },
    newsDate: { jsonValue: { value: date } },
    shortDescription: { jsonValue: { value: `About ${n}` } },
    cardImage: { jsonValue: { value: { src: `/-/media/l${n}.jpg`, alt: `L${n}` } } },
  });
  const graphAnswer = {
    search: {
      total: 2,
      pageInfo: { endCursor: '', hasNext: false },
      results: [localResult(2, '2026-01-15T00:00:00Z'), localResult(5, '2026-05-15T00:00:00Z')],
    },
  };
  const args = (over: Partial<NewsHighlightArgs> = {}): NewsHighlightArgs => ({
    feedUrl: 'https://feeds.example/news.json?pageSize={0}',
    feedPageSize: 3,
    numberOfNews: 6,
    defaultImage: null,
    language: 'en',
    rootId: 'root-1',
    managed: [],
    ...over,
  });

  it('asks the graph for 10 local items under the root, and drops the feed copy of a local story', async () => {
    const asked: Record<string, unknown>[] = [];
    const logger = collectingLogger();
    const data = await loadNewsHighlight(args(), {
      logger,
      allowedFeedHosts: ['feeds.example'],
      fetchJson: async () => {
        throw new Error('fetchFeed is used when present');
      },
      fetchFeed: async () => feed,
      graphql: async (_query, variables) => {
        asked.push(variables);
        return graphAnswer;
      },
    });
    expect(asked).toEqual([expect.objectContaining({ rootId: 'root-1', language: 'en', first: 10, templateId: '7d3c7a1e-4f0b-4c55-9a57-2c6a1e0b6f11' })]);
    expect(data.cards.map((c) => [c.id, c.source])).toEqual([
      ['L5', 'local'],
      ['g3', 'external'],
      ['L2', 'local'],
      ['g1', 'external'],
    ]);
  });

  it('shows local news when the feed fails, and the feed when the graph fails (logged)', async () => {
    const withoutFeed = await loadNewsHighlight(args(), {
      logger: collectingLogger(),
      allowedFeedHosts: [],
      fetchJson: async () => {
        throw new AppError('FEED_HTTP_STATUS', '503 from feeds.example');
      },
      graphql: async () => graphAnswer,
    });
    expect(withoutFeed.cards.map((c) => c.id)).toEqual(['L5', 'L2']);

    const logger = collectingLogger();
    const withoutGraph = await loadNewsHighlight(args(), {
      logger,
      allowedFeedHosts: [],
      fetchJson: async () => feed,
      graphql: async () => {
        throw new Error('graph down');
      },
    });
    expect(withoutGraph.cards.map((c) => c.id)).toEqual(['g3', 'g2', 'g1']);
    expect(logger.entries.some((e) => e.level === 'warn' && /local news query failed/.test(String(e.msg)))).toBe(true);
  });

  it('ranks editor picks above the feed and keeps to numberOfNews, cleaning their text', async () => {
    // A pick as the block's fields hold it: the loader makes it a card, with the server's cleaner.
    const managed = [
      {
        id: 'M',
        url: '/news/pick',
        fields: {
          title: { value: 'Pick <b>one</b>' },
          newsDate: { value: '2020-01-01T00:00:00Z' },
          shortDescription: { value: '<p onclick="x()">Short</div></section>' },
        },
      },
    ];
    const data = await loadNewsHighlight(args({ rootId: '', managed, numberOfNews: 2 }), {
      logger: collectingLogger(),
      allowedFeedHosts: [],
      fetchJson: async () => feed,
    });
    expect(data.cards.map((c) => c.id)).toEqual(['g3', 'M']);
    expect(data.cards[1]).toMatchObject({ title: 'Pick one', summary: '<p>Short</p>', source: 'content-managed' });
  });

  it('fails with the feed message when nothing else fills the block', async () => {
    await expect(
      loadNewsHighlight(args(), {
        logger: collectingLogger(),
        allowedFeedHosts: [],
        fetchJson: async () => ({ channel: {} }),
        graphql: async () => ({ search: { total: 0, pageInfo: { endCursor: '', hasNext: false }, results: [] } }),
      }),
    ).rejects.toMatchObject({ publicMessage: messages.invalidFormat });
    await expect(
      loadNewsHighlight(args({ feedUrl: '', rootId: '' }), { logger: collectingLogger(), allowedFeedHosts: [], fetchJson: async () => feed }),
    ).rejects.toMatchObject({
      publicMessage: messages.noUrl,
    });
  });
});
