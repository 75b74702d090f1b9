import { describe, expect, it } from 'vitest';
import NewsListing from './index.tsx';
import { layoutWith, makePage, renderWithPage } from '../../app/testing.tsx';
import type { BlockDataSource } from '../../app/block-data.tsx';
import type { NewsCard } from '../../lib/news-feed.ts';

const rendering = { componentName: 'NewsListing', uid: 'l' };
const GLOBAL = '0a000000-0000-0000-0000-000000000001';
const EGYPT = '0a000000-0000-0000-0000-000000000002';
const source = (id: string, country: string) => ({
  id,
  name: country,
  fields: { feedURL: { value: `https://feeds.example/n.json?s={0}&c=${country}` }, country: { value: country } },
});
const fields = { allNewsSource: [source(GLOBAL, 'Global'), source(EGYPT, 'Egypt')], defaultNewsSource: { id: GLOBAL, fields: {} } };

const card = (n: number, over: Partial<NewsCard> = {}): NewsCard => ({
  id: `c${n}`,
  title: `Story ${n}`,
  link: `/news/s${n}`,
  date: '2026-11-12T08:00:00.000Z',
  dateLabel: '12 November 2026',
  dateLabelShort: '12 Nov 2026',
  imageUrl: `/-/media/${n}.svg`,
  imageAlt: '',
  summary: '<p>Text</p>',
  source: n % 2 ? 'external' : 'local',
  country: 'Egypt',
  ...over,
});

const data = (value: unknown): BlockDataSource => ({ read: () => value as never });
const render = (source: BlockDataSource, search = '', f: Record<string, unknown> = fields, language: 'en' | 'ar' = 'en') =>
  renderWithPage(<NewsListing rendering={rendering} fields={f} params={{}} />, makePage(layoutWith({}), { editing: false, search, language }), {
    blockData: source,
  });

describe('NewsListing', () => {
  it('renders the first page on the server: featured, six, featured, six, and pagination', () => {
    const cards = Array.from({ length: 20 }, (_, i) => card(i));
    const html = render(data({ ok: true, value: { cards, feedError: null } }));
    const titles = [...html.matchAll(/>(Story \d+)<\/a>/g)].map((m) => m[1]);
    expect(titles).toEqual(Array.from({ length: 14 }, (_, i) => `Story ${i}`));
    expect(html.match(/<h2/g)).toHaveLength(2);
    expect(html).toContain('aria-current="page"');
    expect(html).toMatch(/<button[^>]*>2<\/button>/);
    expect(html).toContain('data-block-data=');
    expect(html).not.toContain('<select');
    expect(html).not.toContain('External');
  });

  it('shows the country selector and the Local / External labels with the country only with showcountry=true', () => {
    const html = render(data({ ok: true, value: { cards: [card(1), card(2)], feedError: null } }), '?showcountry=true');
    expect(html).toContain('<select');
    expect(html).toMatch(/<option value="0a000000-0000-0000-0000-000000000002">Egypt<\/option>/);
    expect(html).toContain('External');
    expect(html).toContain('Local');
    expect(html).toContain('<span>Egypt</span>');
  });

  it('says so when empty, when loading fails, and shows the feed error only without local news', () => {
    expect(render(data({ ok: true, value: { cards: [], feedError: null } }))).toContain('No news items available.');
    expect(render(data({ ok: false, error: 'No URL or data provided' }))).toContain('Unable to load news at this time.');
    // The browser's 10 s budget ran out (news-listing.fetch.ts): the failure text and spec 001's timeout text.
    const timedOut = render(data({ ok: false, error: 'Request timed out. Could not fetch news, please check the URL.' }));
    expect(timedOut).toMatch(
      /data-news-error=""[^>]*><strong>Unable to load news at this time\.<\/strong> <span dir="auto">Request timed out\. Could not fetch news, please check the URL\.<\/span>/,
    );
    // Other wording stays unsaid (the block data script beside the notice carries it as sent).
    expect(render(data({ ok: false, error: 'page must be a route path' }))).toMatch(/data-news-error=""[^>]*>Unable to load news at this time\.<\/div>/);
    const feedFailed = render(data({ ok: true, value: { cards: [], feedError: 'Failed to fetch news data' } }));
    expect(feedFailed).toContain('Failed to fetch news data');
    const withLocal = render(data({ ok: true, value: { cards: [card(2)], feedError: null } }));
    expect(withLocal).not.toContain('Failed to fetch');
    expect(withLocal).toContain('Story 2');
  });

  it('shows a spinner while the news loads, and a notice without sources', () => {
    const pending = render({ read: () => new Promise(() => {}) });
    expect(pending).toContain('aria-busy="true"');
    expect(pending).toContain('Loading news');
    expect(render(data({ ok: true, value: { cards: [], feedError: null } }), '', {})).toContain('No news items available.');
  });
});
