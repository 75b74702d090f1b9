import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentServer } from './content-server.ts';
import { itemsOfCountry, parseCountry, parsePageSize } from './news-feed.ts';
import { get, startTestServer } from './test-support.ts';

interface FeedItem {
  guid: string;
  title: string;
  pubDate: string;
  enclosure: { url: string };
  link: string;
  subtitle: string;
  summary: string;
}

let server: ContentServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function feed(path: string): Promise<{ status: number; items: FeedItem[]; json: unknown }> {
  const res = await get(`${server.origin}${path}`);
  const items = (res.json as { channel?: { item?: FeedItem[] } } | undefined)?.channel?.item ?? [];
  return { status: res.status, items, json: res.json };
}

describe('news feed', () => {
  it.each(['en', 'ar'])('answers the first pageSize items of the %s feed, newest first', async (language) => {
    const { status, items } = await feed(`/feeds/news/${language}.json?pageSize=3`);
    expect(status).toBe(200);
    expect(items).toHaveLength(3);
    const dates = items.map((item) => Date.parse(item.pubDate));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
  });

  it('answers all 16 items without pageSize or with a larger one', async () => {
    expect((await feed('/feeds/news/en.json')).items).toHaveLength(16);
    expect((await feed('/feeds/news/en.json?pageSize=100')).items).toHaveLength(16);
  });

  it.each(['en', 'ar'])('has items in the shape of spec 001 section 7 (%s)', async (language) => {
    const { items } = await feed(`/feeds/news/${language}.json`);
    const guids = new Set<string>();
    for (const item of items) {
      expect(typeof item.guid).toBe('string');
      guids.add(item.guid);
      expect(item.title.length).toBeGreaterThan(10);
      expect(item.pubDate).toMatch(/^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} [A-Z][a-z]{2} 2026 \d{2}:\d{2}:\d{2} GMT$/);
      expect(new Date(item.pubDate).toUTCString()).toBe(item.pubDate);
      expect(item.enclosure.url).toMatch(/^\/-\/media\//);
      expect(item.link).toMatch(language === 'en' ? /^\/news\/[a-z0-9-]+$/ : /^\/ar\/news\/[a-z0-9-]+$/);
      // One item is broken on purpose, as real feeds sometimes are (content/README.md).
      if (item.title.includes('Northgate') || item.title.includes('نورثغيت')) expect(item.subtitle).toContain('</div></section>');
      else expect(item.subtitle).toMatch(/^<p>.*<\/p>$/);
      expect(item.summary.length).toBeGreaterThan(10);
      if (language === 'ar') expect(item.title).toMatch(/[\u0600-\u06ff]/);
      const image = await get(`${server.origin}${item.enclosure.url}`);
      expect(image.status, item.enclosure.url).toBe(200);
    }
    expect(guids.size).toBe(items.length);
  });

  it('refuses a pageSize that is not a whole number from 1 to 1000', async () => {
    for (const size of ['0', '-1', 'abc', '2.5', '5000']) {
      const { status, json } = await feed(`/feeds/news/en.json?pageSize=${size}`);
      expect(status, size).toBe(400);
      expect(json).toMatchObject({ code: 'CONTENT_BAD_PAGE_SIZE' });
    }
  });

  it('answers 404 for a language without a feed or a file that is not a feed', async () => {
    expect((await feed('/feeds/news/fr.json')).status).toBe(404);
    expect((await feed('/feeds/news/en.xml')).status).toBe(404);
  });

  it('needs no API key and counts its requests', async () => {
    const before = server.stats.newsFeed;
    expect((await feed('/feeds/news/ar.json?pageSize=1')).status).toBe(200);
    expect(server.stats.newsFeed).toBe(before + 1);
  });
});

describe('parsePageSize', () => {
  it('reads whole numbers and leaves "all" undefined', () => {
    expect(parsePageSize(undefined)).toBeUndefined();
    expect(parsePageSize('')).toBeUndefined();
    expect(parsePageSize('6')).toBe(6);
    expect(parsePageSize(' 12 ')).toBe(12);
    expect(parsePageSize('0')).toBeNull();
    expect(parsePageSize('1e3')).toBeNull();
  });
});

describe('news feed: country filter', () => {
  it('reads an ISO alpha-2 code and refuses anything else', () => {
    expect(parseCountry(undefined)).toBeUndefined();
    expect(parseCountry(' EG ')).toBe('eg');
    expect(parseCountry('Egypt')).toBeNull();
    expect(parseCountry('e1')).toBeNull();
  });

  it('keeps the items whose countryName is the country', () => {
    const items = [{ countryName: 'Egypt' }, { countryName: 'United Arab Emirates' }, { countryName: 'egypt' }, {}, 'x'];
    expect(itemsOfCountry(items, 'eg')).toEqual([{ countryName: 'Egypt' }, { countryName: 'egypt' }]);
    expect(itemsOfCountry(items, 'ae')).toEqual([{ countryName: 'United Arab Emirates' }]);
  });

  it('filters over HTTP and answers 400 for a bad code', async () => {
    expect((await feed('/feeds/news/en.json?country=Egypt')).status).toBe(400);
    const all = (await feed('/feeds/news/en.json')).items as Array<FeedItem & { countryName?: string }>;
    const { status, items } = await feed('/feeds/news/en.json?country=ae&pageSize=100');
    expect(status).toBe(200);
    expect(items.length).toBeGreaterThan(1);
    expect(items).toEqual(all.filter((item) => item.countryName === 'United Arab Emirates'));
    expect((await feed('/feeds/news/en.json?country=zz')).items).toEqual([]);
  });

  it('answers one item as an object, as feeds converted from XML do', async () => {
    const { json } = await feed('/feeds/news/en.json?pageSize=1');
    const item = (json as { channel: { item: unknown } }).channel.item;
    expect(Array.isArray(item)).toBe(false);
    expect(item).toMatchObject({ guid: expect.any(String), title: expect.any(String) });
  });
});
