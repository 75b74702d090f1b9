import { describe, expect, it } from 'vitest';
import {
  NewsFeedError,
  dedupeNews,
  feedCards,
  feedFailureMessage,
  feedItems,
  feedUrlFor,
  mergeHighlight,
  mergeListing,
  newsMessages,
  sortNewestFirst,
  storyKey,
  toNewsCard,
  type NewsCard,
} from './news-feed.ts';
import { newsCleaner } from '../server/html-cleaner.ts';

// Cards are made on the server, with its cleaner.
const options = { defaultImage: { src: '/-/media/default-news.svg', alt: 'News' }, language: 'en', clean: newsCleaner };

const item = (over: Record<string, unknown> = {}) => ({
  guid: 'g1',
  title: 'New terminal opens',
  pubDate: 'Thu, 12 Nov 2026 08:00:00 GMT',
  enclosure: { url: '/-/media/terminal.svg' },
  link: '/news/new-terminal',
  subtitle: '<p class="x">A <strong>big</strong> day<script>x()</script></p>',
  countryName: 'Egypt',
  ...over,
});

describe('feed parsing (spec 001 section 7)', () => {
  it('fills the page size into {0}', () => {
    expect(feedUrlFor('http://h/feeds/news/en.json?pageSize={0}', 3)).toBe('http://h/feeds/news/en.json?pageSize=3');
  });

  it('accepts one item or an array, as object or JSON string', () => {
    expect(feedItems({ channel: { item: item() } })).toEqual([item()]);
    expect(feedItems({ channel: { item: [item(), item({ guid: 'g2' })] } })).toHaveLength(2);
    expect(feedItems(JSON.stringify({ channel: { item: [item()] } }))).toHaveLength(1);
    expect(feedItems({ channel: { item: [item(), 'junk', null, 3] } })).toHaveLength(1);
  });

  it('reports the spec messages for bad feeds (section 8)', () => {
    expect(() => feedItems({ channel: {} })).toThrow(newsMessages.invalidFormat);
    expect(() => feedItems({ items: [] })).toThrow(newsMessages.invalidFormat);
    expect(() => feedItems(null)).toThrow(NewsFeedError);
    expect(() => feedItems('{not json')).toThrow(newsMessages.invalidJson);
  });

  it('names every fetch failure with the spec text', () => {
    expect(feedFailureMessage('FEED_TIMEOUT')).toBe('Request timed out. Could not fetch news, please check the URL.');
    expect(feedFailureMessage('FEED_INVALID_JSON')).toBe('Invalid JSON string provided');
    expect(feedFailureMessage('FEED_INVALID_URL')).toBe('Invalid input: expected URL string, JSON string, or data object');
    expect(feedFailureMessage('FEED_HTTP_STATUS')).toBe('Failed to fetch news data');
    expect(feedFailureMessage(undefined)).toBe('Failed to fetch news data');
  });
});

describe('toNewsCard', () => {
  it('maps an item to a card with sanitised summary and formatted dates', () => {
    expect(toNewsCard(item(), options)).toEqual({
      id: 'g1',
      title: 'New terminal opens',
      link: '/news/new-terminal',
      date: '2026-11-12T08:00:00.000Z',
      dateLabel: '12 November 2026',
      dateLabelShort: '12 Nov 2026',
      imageUrl: '/-/media/terminal.svg',
      imageAlt: '',
      summary: '<p>A <strong>big</strong> day</p>',
      source: 'external',
      country: 'Egypt',
    });
  });

  it('prefers caseid, falls back to the default image and summary fields', () => {
    const card = toNewsCard(item({ caseid: 'c9', enclosure: undefined, subtitle: undefined, summary: 'Short' }), options)!;
    expect(card.id).toBe('c9');
    expect(card.imageUrl).toBe('/-/media/default-news.svg');
    expect(card.imageAlt).toBe('News');
    expect(card.summary).toBe('Short');
    expect(toNewsCard(item({ enclosure: undefined, ppImage: '/p.jpg', ppImageTitle: 'Quay' }), options)).toMatchObject({
      imageUrl: '/p.jpg',
      imageAlt: 'Quay',
    });
  });

  it('drops items without title or link, or with unsafe links', () => {
    expect(toNewsCard(item({ title: '' }), options)).toBeNull();
    expect(toNewsCard(item({ link: undefined }), options)).toBeNull();
    expect(toNewsCard(item({ link: 'javascript:alert(1)' }), options)).toBeNull();
    expect(toNewsCard(item({ link: '//evil.example.com' }), options)).toBeNull();
  });

  it('keeps an item with a bad or empty date, without a date', () => {
    expect(toNewsCard(item({ pubDate: '0001-01-01T00:00:00' }), options)).toMatchObject({ date: '', dateLabel: '' });
    expect(toNewsCard(item({ pubDate: 'soon' }), options)).toMatchObject({ date: '', dateLabelShort: '' });
  });

  it('sanitises subtitles to p, br, strong, em, b without attributes', () => {
    expect(newsCleaner.summary('<p style="x"><em>a</em><br/><b onclick="y">b</b><a href="z">c</a><img src=x onerror=y></p>')).toBe(
      '<p><em>a</em><br /><b>b</b>c</p>',
    );
  });

  it('reads a whole feed, skipping unusable items', () => {
    expect(feedCards({ channel: { item: [item(), item({ title: '' })] } }, options).map((c) => c.id)).toEqual(['g1']);
  });
});

const card = (id: string, date: string, link = `/news/${id}`, source: NewsCard['source'] = 'external') => ({ id, date, link, source }) as NewsCard;

describe('ordering, merge and dedupe (spec 001 sections 5 and 9)', () => {
  it('sorts newest first, stable, missing dates last', () => {
    const sorted = sortNewestFirst([
      card('old', '2020-01-01T00:00:00Z'),
      card('none', ''),
      card('new', '2026-01-01T00:00:00Z'),
      card('new2', '2026-01-01T00:00:00Z'),
    ]);
    expect(sorted.map((c) => c.id)).toEqual(['new', 'new2', 'old', 'none']);
  });

  it('spells a story one way', () => {
    expect(storyKey('/en/news/a/')).toBe('/news/a');
    expect(storyKey('https://www.example.com/news/A?x=1')).toBe('/news/a');
    expect(storyKey('/ar/news/a')).toBe('/ar/news/a');
  });

  it('drops a later card of the same story (local kept, the feed copy goes)', () => {
    const local = card('l1', '2026-01-01T00:00:00Z', '/news/a', 'local');
    const feed = card('f1', '2026-02-01T00:00:00Z', '/en/news/a');
    expect(dedupeNews([local, feed])).toEqual([local]);
    expect(dedupeNews([card('x', ''), card('x', '', '/news/other')]).map((c) => c.link)).toEqual(['/news/x']);
  });

  it('highlight: content-managed first, feed fills up to the limit, all newest first', () => {
    const managed = [card('m1', '2025-01-01T00:00:00Z'), card('m2', '2025-02-01T00:00:00Z')];
    const feed = [
      card('f1', '2026-03-01T00:00:00Z'),
      card('f2', '2026-02-01T00:00:00Z'),
      card('f3', '2026-01-01T00:00:00Z'),
      card('m1', '2026-01-01T00:00:00Z', '/news/m1'),
    ];
    expect(mergeHighlight([managed, feed], 3).map((c) => c.id)).toEqual(['f1', 'm2', 'm1']);
    expect(mergeHighlight([managed, feed], 6).map((c) => c.id)).toEqual(['f1', 'f2', 'f3', 'm2', 'm1']);
    expect(mergeHighlight([managed, feed], 0)).toEqual([]);
  });

  it('highlight: editor picks outrank newer local news, which outranks the feed', () => {
    const picks = [card('p', '2020-01-01T00:00:00Z')];
    const local = [card('l1', '2026-01-01T00:00:00Z'), card('l2', '2025-01-01T00:00:00Z'), card('p-copy', '2020-01-01T00:00:00Z', '/news/p')];
    const feed = [card('f', '2027-01-01T00:00:00Z')];
    expect(mergeHighlight([picks, local, feed], 2).map((c) => c.id)).toEqual(['l1', 'p']);
    expect(mergeHighlight([picks, local, feed], 4).map((c) => c.id)).toEqual(['f', 'l1', 'l2', 'p']);
  });

  it('listing: local and feed together, newest first, repeats dropped', () => {
    const local = [card('l1', '2025-01-01T00:00:00Z', '/news/a', 'local')];
    const feed = [card('f1', '2026-01-01T00:00:00Z', '/news/a'), card('f2', '2024-01-01T00:00:00Z')];
    expect(mergeListing(local, feed).map((c) => c.id)).toEqual(['l1', 'f2']);
  });
});
