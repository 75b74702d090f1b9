import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FEED_PAGE_SIZE,
  DEFAULT_NUMBER_OF_NEWS,
  NewsFeedError,
  dataKey,
  feedItems,
  feedUrlFor,
  highlightArgs,
  messages,
  newsCardsFromFeed,
  sortNewestFirst,
  toNewsCard,
  type NewsCard,
  type NewsHighlightArgs,
} from './news-highlight.rules.ts';

const args: NewsHighlightArgs = {
  feedUrl: 'http://127.0.0.1:4100/feeds/news/en.json?pageSize={0}',
  feedPageSize: 3,
  numberOfNews: 6,
  defaultImage: { src: '/-/media/default-news.svg', alt: 'News' },
  language: 'en',
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
    expect(highlightArgs(fields, 'ar')).toEqual({ feedUrl: 'http://x/feed?n={0}', feedPageSize: 5, numberOfNews: 4, defaultImage: { src: '/d.svg', alt: 'D' }, language: 'ar' });
    expect(highlightArgs({ numberOfNews: { value: '-2' } }, 'en').numberOfNews).toBe(DEFAULT_NUMBER_OF_NEWS);
  });

  it('gives equal settings equal keys', () => {
    expect(dataKey(args)).toBe(dataKey({ ...args }));
    expect(dataKey(args)).not.toBe(dataKey({ ...args, language: 'ar' }));
  });
});

describe('feed parsing (spec 001 section 7)', () => {
  it('fills the page size into {0}', () => {
    expect(feedUrlFor(args.feedUrl, 3)).toBe('http://127.0.0.1:4100/feeds/news/en.json?pageSize=3');
  });

  it('accepts one item or an array, as object or JSON string', () => {
    expect(feedItems({ channel: { item: item() } })).toHaveLength(1);
    expect(feedItems({ channel: { item: [item(), item({ guid: 'g2' })] } })).toHaveLength(2);
    expect(feedItems(JSON.stringify({ channel: { item: [item()] } }))).toHaveLength(1);
  });

  it('reports the spec messages for bad feeds', () => {
    expect(() => feedItems({ channel: {} })).toThrow(messages.invalidFormat);
    expect(() => feedItems(null)).toThrow(NewsFeedError);
    expect(() => feedItems('{not json')).toThrow(messages.invalidJson);
  });
});

describe('toNewsCard', () => {
  it('maps an item to a card with sanitised summary and formatted dates', () => {
    expect(toNewsCard(item(), args)).toEqual({
      id: 'g1',
      title: 'New terminal opens',
      link: '/news/new-terminal',
      date: '2026-11-12T08:00:00.000Z',
      dateLabel: '12 November 2026',
      dateLabelShort: '12 Nov 2026',
      imageUrl: '/-/media/terminal.svg',
      imageAlt: '',
      summary: '<p>A <strong>big</strong> day</p>',
    });
  });

  it('prefers caseid, falls back to the default image and summary fields', () => {
    const card = toNewsCard(item({ caseid: 'c9', enclosure: undefined, subtitle: undefined, summary: 'Short' }), args)!;
    expect(card.id).toBe('c9');
    expect(card.imageUrl).toBe('/-/media/default-news.svg');
    expect(card.imageAlt).toBe('News');
    expect(card.summary).toBe('Short');
  });

  it('drops items without title or link, or with unsafe links', () => {
    expect(toNewsCard(item({ title: '' }), args)).toBeNull();
    expect(toNewsCard(item({ link: undefined }), args)).toBeNull();
    expect(toNewsCard(item({ link: 'javascript:alert(1)' }), args)).toBeNull();
    expect(toNewsCard(item({ link: '//evil.example.com' }), args)).toBeNull();
  });

  it('keeps an item with a bad date, without a date', () => {
    expect(toNewsCard(item({ pubDate: '0001-01-01T00:00:00' }), args)).toMatchObject({ date: '', dateLabel: '' });
  });
});

describe('ordering and limits (spec 001 sections 5 and 9)', () => {
  const card = (id: string, date: string) => ({ id, date }) as NewsCard;

  it('sorts newest first, stable, missing dates last', () => {
    const sorted = sortNewestFirst([card('old', '2020-01-01T00:00:00Z'), card('none', ''), card('new', '2026-01-01T00:00:00Z'), card('new2', '2026-01-01T00:00:00Z')]);
    expect(sorted.map((c) => c.id)).toEqual(['new', 'new2', 'old', 'none']);
  });

  it('limits to numberOfNews', () => {
    const items = Array.from({ length: 9 }, (_, i) => item({ guid: `g${i}`, pubDate: `2026-01-0${i + 1}T00:00:00Z` }));
    const cards = newsCardsFromFeed({ channel: { item: items } }, { ...args, numberOfNews: 4 });
    expect(cards.map((c) => c.id)).toEqual(['g8', 'g7', 'g6', 'g5']);
  });
});
