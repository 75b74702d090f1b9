import { describe, expect, it } from 'vitest';
import type { NewsCard } from '../../lib/news-feed.ts';
import {
  clampPage,
  dataKey,
  defaultSource,
  failureDetail,
  findSource,
  pageCount,
  pageGroups,
  showCountryOf,
  sourceArgs,
  sourceOptions,
} from './news-listing.rules.ts';

const GLOBAL = '0a000000-0000-0000-0000-000000000001';
const EGYPT = '0a000000-0000-0000-0000-000000000002';
const source = (id: string, country: string, feed: string, root: unknown = null) => ({
  id,
  name: country.toLowerCase(),
  fields: {
    feedURL: { value: feed },
    feedPageSize: { value: '' },
    country: { value: country },
    contentManagedNewsRootItem: root,
    defaultImage: { value: { src: '/d.jpg', alt: 'D' } },
  },
});
const fields = {
  allNewsSource: [
    source(GLOBAL, 'Global', 'http://h/feeds/news/en.json?pageSize={0}', { id: 'root', name: 'news', url: '/news', fields: {} }),
    source(EGYPT, 'Egypt', 'http://h/feeds/news/en.json?pageSize={0}&country=eg'),
    'junk',
  ],
  defaultNewsSource: { id: GLOBAL, name: 'global', fields: {} },
};

describe('news sources (datasource allNewsSource / defaultNewsSource)', () => {
  it('reads a source with the listing page size of 100 by default', () => {
    expect(sourceArgs(fields.allNewsSource[0], 'en')).toEqual({
      sourceId: GLOBAL,
      feedUrl: 'http://h/feeds/news/en.json?pageSize={0}',
      feedPageSize: 100,
      rootId: 'root',
      defaultImage: { src: '/d.jpg', alt: 'D' },
      language: 'en',
    });
    expect(sourceArgs(undefined, 'en')).toBeNull();
  });

  it('lists the country choices and picks the default source, its fields from the list when the droplink has none', () => {
    expect(sourceOptions(fields, 'en').map((o) => [o.id, o.country])).toEqual([
      [GLOBAL, 'Global'],
      [EGYPT, 'Egypt'],
    ]);
    expect(defaultSource(fields, 'en')?.rootId).toBe('root');
    expect(defaultSource({ allNewsSource: fields.allNewsSource }, 'en')?.sourceId).toBe(GLOBAL);
    expect(defaultSource({}, 'en')).toBeNull();
  });

  it('finds a source by id in any case, and nothing else', () => {
    expect(findSource(fields, 'ar', EGYPT.toUpperCase())?.feedUrl).toContain('country=eg');
    expect(findSource(fields, 'en', '0a000000-0000-0000-0000-000000000009')).toBeNull();
  });

  it('keys the data by language and source', () => {
    const a = defaultSource(fields, 'en')!;
    expect(dataKey(a)).not.toBe(dataKey({ ...a, language: 'ar' }));
    expect(dataKey(a)).not.toBe(dataKey(findSource(fields, 'en', EGYPT)!));
  });
});

describe('showcountry (spec 001 section 2)', () => {
  it('is on only for showcountry=true', () => {
    expect(showCountryOf({ showcountry: 'true' })).toBe(true);
    expect(showCountryOf({ showcountry: 'TRUE' })).toBe(true);
    expect(showCountryOf({ showcountry: ['true', 'false'] })).toBe(true);
    expect(showCountryOf({ showcountry: '1' })).toBe(false);
    expect(showCountryOf({})).toBe(false);
    expect(showCountryOf(undefined)).toBe(false);
  });
});

describe('pages of 14 in 1 + 6 + 1 + 6 (spec 003)', () => {
  const cards = Array.from({ length: 30 }, (_, i) => ({ id: `c${i}` }) as NewsCard);

  it('counts pages and resets a page past the last to 1', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(14)).toBe(1);
    expect(pageCount(15)).toBe(2);
    expect(clampPage(3, 30)).toBe(3);
    expect(clampPage(4, 30)).toBe(1);
    expect(clampPage(0, 30)).toBe(1);
    expect(clampPage(1.5, 30)).toBe(1);
  });

  it('cuts a page into a featured card, six, a featured card, six', () => {
    const groups = pageGroups(cards, 1);
    expect(groups.featuredStart?.id).toBe('c0');
    expect(groups.gridStart.map((c) => c.id)).toEqual(['c1', 'c2', 'c3', 'c4', 'c5', 'c6']);
    expect(groups.featuredEnd?.id).toBe('c7');
    expect(groups.gridEnd.map((c) => c.id)).toEqual(['c8', 'c9', 'c10', 'c11', 'c12', 'c13']);
    const last = pageGroups(cards, 3);
    expect(last.featuredStart?.id).toBe('c28');
    expect(last.gridStart.map((c) => c.id)).toEqual(['c29']);
    expect(last.featuredEnd).toBeUndefined();
    expect(pageGroups(cards, 9).featuredStart?.id).toBe('c0');
  });
});

describe('what the error notice says under the failure text (spec 001 and 003 section 8)', () => {
  it('names spec 001’s news texts, the timeout first among them, and nothing else', () => {
    expect(failureDetail('Request timed out. Could not fetch news, please check the URL.')).toBe(
      'Request timed out. Could not fetch news, please check the URL.',
    );
    expect(failureDetail('Invalid data format')).toBe('Invalid data format');
    expect(failureDetail('Unable to load news at this time.')).toBeNull();
    expect(failureDetail('page must be a route path')).toBeNull();
    expect(failureDetail('')).toBeNull();
  });
});
