import { describe, expect, it } from 'vitest';
import { newsCleaner } from '../../server/html-cleaner.ts';
import {
  DEFAULT_FEED_PAGE_SIZE,
  DEFAULT_NUMBER_OF_NEWS,
  dataKey,
  highlightArgs,
  managedCards,
  highlightCards,
  newsCardsFromFeed,
  type NewsCard,
  type NewsHighlightArgs,
} from './news-highlight.rules.ts';

const args: NewsHighlightArgs = {
  feedUrl: 'http://127.0.0.1:4100/feeds/news/en.json?pageSize={0}',
  feedPageSize: 3,
  numberOfNews: 6,
  defaultImage: { src: '/-/media/default-news.svg', alt: 'News' },
  language: 'en',
  rootId: '',
  managed: [],
};

const item = (over: Record<string, unknown> = {}) => ({
  guid: 'g1',
  title: 'New terminal opens',
  pubDate: 'Thu, 12 Nov 2026 08:00:00 GMT',
  enclosure: { url: '/-/media/terminal.svg' },
  link: '/news/new-terminal',
  subtitle: '<p class="x">A <strong>big</strong> day<script>x()</script></p>',
  ...over,
});

describe('highlightArgs', () => {
  it('reads the source and the defaults (spec 001 section 9)', () => {
    expect(highlightArgs({}, 'en')).toEqual({
      feedUrl: '',
      feedPageSize: DEFAULT_FEED_PAGE_SIZE,
      numberOfNews: DEFAULT_NUMBER_OF_NEWS,
      defaultImage: null,
      language: 'en',
      rootId: '',
      managed: [],
    });
    const fields = {
      numberOfNews: { value: 4 },
      newsSource: {
        id: 's',
        fields: {
          feedURL: { value: 'http://x/feed?n={0}' },
          feedPageSize: { value: '5' },
          defaultImage: { value: { src: '/d.svg', alt: 'D' } },
        },
      },
    };
    expect(highlightArgs(fields, 'ar')).toEqual({
      feedUrl: 'http://x/feed?n={0}',
      feedPageSize: 5,
      numberOfNews: 4,
      defaultImage: { src: '/d.svg', alt: 'D' },
      language: 'ar',
      rootId: '',
      managed: [],
    });
    expect(highlightArgs({ numberOfNews: { value: '-2' } }, 'en').numberOfNews).toBe(DEFAULT_NUMBER_OF_NEWS);
  });

  it('reads the news root and the editor-picked news pages (Arabic links carry /ar)', () => {
    const fields = {
      newsSource: {
        id: 's',
        fields: { feedURL: { value: 'http://x/f?n={0}' }, contentManagedNewsRootItem: { id: 'root-1', name: 'news', url: '/news', fields: {} } },
      },
      contentManagedNewsItems: [
        {
          id: 'p1',
          url: '/news/quay',
          fields: {
            title: { value: 'Quay' },
            newsDate: { value: '2026-05-01T00:00:00Z' },
            shortDescription: { value: '<p onclick="x">Hi</p>' },
            cardImage: { value: { src: '/q.jpg', alt: 'Q' } },
          },
        },
        { id: 'p2', url: '/news/untitled', fields: { title: { value: '' } } },
        'junk',
      ],
    };
    const read = highlightArgs(fields, 'ar');
    expect(read.rootId).toBe('root-1');
    // The render keeps the picks as the fields hold them; the server's loader makes them cards.
    expect(read.managed.map((item) => item.id)).toEqual(['p1', 'p2']);
    expect(managedCards(read.managed, { defaultImage: read.defaultImage, language: read.language, clean: newsCleaner })).toEqual([
      expect.objectContaining({
        id: 'p1',
        title: 'Quay',
        link: '/ar/news/quay',
        date: '2026-05-01T00:00:00.000Z',
        imageUrl: '/q.jpg',
        imageAlt: 'Q',
        summary: '<p>Hi</p>',
        source: 'content-managed',
      }),
    ]);
    expect(dataKey(read)).not.toBe(dataKey({ ...read, managed: [] }));
  });

  it('gives equal settings equal keys', () => {
    expect(dataKey(args)).toBe(dataKey({ ...args }));
    expect(dataKey(args)).not.toBe(dataKey({ ...args, language: 'ar' }));
  });
});

describe('ordering and limits (spec 001 sections 5 and 9)', () => {
  it('puts content-managed news first and lets the feed fill the rest, newest first', () => {
    const picked = [{ id: 'm', link: '/news/m', date: '2020-01-01T00:00:00.000Z' } as NewsCard];
    const feed = newsCardsFromFeed(
      {
        channel: {
          item: [item({ guid: 'a', link: '/news/a', pubDate: '2026-01-02T00:00:00Z' }), item({ guid: 'b', link: '/news/b', pubDate: '2026-01-01T00:00:00Z' })],
        },
      },
      { ...args, clean: newsCleaner },
      args.numberOfNews,
    );
    expect(highlightCards(picked, [], feed, 2).map((c) => c.id)).toEqual(['a', 'm']);
  });

  it('limits to numberOfNews', () => {
    const items = Array.from({ length: 9 }, (_, i) => item({ guid: `g${i}`, link: `/news/${i}`, pubDate: `2026-01-0${i + 1}T00:00:00Z` }));
    const cards = newsCardsFromFeed({ channel: { item: items } }, { ...args, clean: newsCleaner }, 4);
    expect(cards.map((c) => c.id)).toEqual(['g8', 'g7', 'g6', 'g5']);
  });
});
