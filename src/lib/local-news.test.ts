import { describe, expect, it } from 'vitest';
import { LOCAL_NEWS_QUERY, loadLocalNews, pageLinkFor, pageNewsCard } from './local-news.ts';
import { newsCleaner } from '../server/html-cleaner.ts';

// Cards are made on the server, with its cleaner.
const options = { defaultImage: { src: '/d.jpg', alt: 'D' }, language: 'en', clean: newsCleaner };
const result = (n: number) => ({
  id: `id${n}`,
  url: { url: `/news/s${n}` },
  title: { jsonValue: { value: `Story ${n}` } },
  newsDate: { jsonValue: { value: '2026-03-14T00:00:00Z' } },
  shortDescription: { jsonValue: { value: '<p><a href="x">Read</a> <b>now</b></p>' } },
  countryName: { jsonValue: { value: 'Egypt' } },
});
const page = (results: unknown[], hasNext: boolean, endCursor = '') => ({ search: { total: 3, pageInfo: { hasNext, endCursor }, results } });
const quiet = { warn: () => undefined };

describe('local news cards', () => {
  it('links pages in the page language', () => {
    expect(pageLinkFor('/news/a', 'en')).toBe('/news/a');
    expect(pageLinkFor('/news/a', 'ar')).toBe('/ar/news/a');
    expect(pageLinkFor('/ar/news/a', 'ar')).toBe('/ar/news/a');
    expect(pageLinkFor('https://www.example.com/news/a', 'ar')).toBe('https://www.example.com/news/a');
    expect(pageLinkFor('javascript:x', 'en')).toBe('');
  });

  it('reads a search result and a multilist item alike; the default image fills in', () => {
    expect(pageNewsCard(result(1), options, 'local')).toEqual({
      id: 'id1',
      title: 'Story 1',
      link: '/news/s1',
      date: '2026-03-14T00:00:00.000Z',
      dateLabel: '14 March 2026',
      dateLabelShort: '14 Mar 2026',
      imageUrl: '/d.jpg',
      imageAlt: 'D',
      summary: '<p>Read <b>now</b></p>',
      source: 'local',
      country: 'Egypt',
    });
    const item = { id: 'x', url: '/news/x', fields: { title: { value: 'X' }, newsDate: { value: '0001-01-01T00:00:00Z' } } };
    expect(pageNewsCard(item, options, 'content-managed')).toMatchObject({ link: '/news/x', date: '', source: 'content-managed' });
    expect(pageNewsCard({ id: 'y', url: '/news/y', fields: {} }, options, 'local')).toBeNull();
    expect(pageNewsCard(null, options, 'local')).toBeNull();
  });
});

describe('loadLocalNews', () => {
  it('asks once for the highlight', async () => {
    const asked: Record<string, unknown>[] = [];
    const cards = await loadLocalNews(
      async (query, variables) => {
        expect(query).toBe(LOCAL_NEWS_QUERY);
        asked.push(variables);
        return page([result(1), result(2)], true, 'c1');
      },
      { rootId: 'root', language: 'en', first: 10, all: false },
      options,
      quiet,
    );
    expect(asked).toHaveLength(1);
    expect(cards.map((c) => c.id)).toEqual(['id1', 'id2']);
  });

  it('follows the cursor one item at a time for the listing', async () => {
    const pages = [page([result(1)], true, 'c1'), page([result(2)], true, 'c2'), page([result(3)], false)];
    const afters: unknown[] = [];
    const cards = await loadLocalNews(
      async (_query, variables) => {
        afters.push(variables.after);
        return pages.shift()!;
      },
      { rootId: 'root', language: 'en', first: 1, all: true },
      options,
      quiet,
    );
    expect(afters).toEqual([undefined, 'c1', 'c2']);
    expect(cards.map((c) => c.id)).toEqual(['id1', 'id2', 'id3']);
  });

  it('logs and ignores a failing query, keeping what it had', async () => {
    const warned: string[] = [];
    const logger = { warn: (_: unknown, msg: string) => void warned.push(msg) };
    expect(await loadLocalNews(async () => Promise.reject(new Error('down')), { rootId: 'r', language: 'en', first: 1, all: true }, options, logger)).toEqual(
      [],
    );
    let n = 0;
    const partial = await loadLocalNews(
      async () => (n++ === 0 ? page([result(1)], true, 'c1') : { search: null }),
      { rootId: 'r', language: 'en', first: 1, all: true },
      options,
      logger,
    );
    expect(partial.map((c) => c.id)).toEqual(['id1']);
    expect(warned).toHaveLength(2);
    expect(await loadLocalNews(undefined, { rootId: 'r', language: 'en', first: 1, all: true }, options, logger)).toEqual([]);
    expect(await loadLocalNews(async () => page([result(1)], false), { rootId: '', language: 'en', first: 1, all: true }, options, logger)).toEqual([]);
  });
});
