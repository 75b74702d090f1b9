import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentServer, startContentServer } from './content-server.ts';
import { createSearchTestContent, type TestContent } from './search-test-content.ts';
import { parseSearchBody } from './search-service.ts';
import { get, TEST_API_KEY, type TestResponse } from './test-support.ts';

let content: TestContent;
let dataDir: string;
let server: ContentServer;

beforeAll(async () => {
  content = createSearchTestContent();
  dataDir = mkdtempSync(path.join(tmpdir(), 'search-data-'));
  server = await startContentServer({ apiKey: TEST_API_KEY, contentDir: content.dir, dataDir });
});

afterAll(async () => {
  await server?.close();
  content?.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

interface SearchOptions {
  language?: string;
  keyphrase?: string;
  limit?: number;
  offset?: number;
  order?: 'asc' | 'desc';
  facets?: Record<string, string[]>;
  site?: string;
}

function body(options: SearchOptions = {}): unknown {
  const language = options.language ?? 'en';
  return {
    context: { locale: { language } },
    widget: {
      items: [
        {
          rfk_id: 'rfkid_insights',
          entity: 'content',
          search: {
            content: {},
            limit: options.limit ?? 14,
            offset: options.offset ?? 0,
            query: { keyphrase: options.keyphrase ?? '' },
            sort: { value: [{ name: 'Insights_Sorting', order: options.order ?? 'desc' }] },
            facet: {
              all: true,
              max: 100,
              types: Object.entries(options.facets ?? {}).map(([name, values]) => ({ name, filter: { type: 'or', values } })),
            },
            filter: {
              type: 'and',
              filters: [
                { name: 'insights_site_name', type: 'eq', value: options.site ?? 'ports-group' },
                { name: 'insights_language', type: 'eq', value: language },
              ],
            },
          },
        },
      ],
    },
  };
}

function post(payload: unknown, headers: Record<string, string> = { authorization: TEST_API_KEY }, customerKey = 'sample'): Promise<TestResponse> {
  return get(`${server.origin}/discover/v2/${customerKey}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });
}

interface Widget {
  rfk_id: string;
  entity: string;
  content: Array<Record<string, unknown>>;
  facet: Array<{ name: string; label: string; value: Array<{ id: string; text: string; count: number }> }>;
  total_item: number;
  limit: number;
  offset: number;
}

async function search(options: SearchOptions = {}): Promise<Widget> {
  const response = await post(body(options));
  expect(response.status).toBe(200);
  return (response.json as { widgets: Widget[] }).widgets[0]!;
}

const slugs = (widget: Widget) => widget.content.map((doc) => String(doc.insights_url).split('/').pop());
const counts = (widget: Widget, name: string) =>
  Object.fromEntries(widget.facet.find((facet) => facet.name === name)!.value.map((value) => [value.id, value.count]));

describe('embedded search service: documents', () => {
  it('indexes every Article Page per language, newest first, ties stable, missing dates last', async () => {
    const widget = await search();
    expect(widget).toMatchObject({ rfk_id: 'rfkid_insights', entity: 'content', total_item: 6, limit: 14, offset: 0 });
    expect(slugs(widget)).toEqual(['green-berths', 'skills-at-sea', 'digital-corridors', 'resilient-chains', 'empty-date', 'zone-economics']);
    const oldest = await search({ order: 'asc' });
    expect(slugs(oldest)).toEqual(['resilient-chains', 'digital-corridors', 'green-berths', 'skills-at-sea', 'empty-date', 'zone-economics']);
  });

  it('answers the document fields of the contract, with titles and an /ar url in Arabic', async () => {
    const [en] = (await search()).content;
    expect(en).toEqual({
      id: '0a000000-0000-4000-8000-000000000001',
      insights_title: 'Green berths for a cleaner harbour',
      insights_url: '/insights/blogs/green-berths',
      insights_type: 'Blog',
      insights_short_description: 'Shore power and electric cranes at our terminals.',
      insights_card_image: '/-/media/ports-group/green-berths.svg',
      articledate: '2026-03-14T00:00:00Z',
      insights_site_name: 'ports-group',
      insights_language: 'en',
      insights_topic: ['Decarbonisation', 'Infrastructure'],
      insights_industry: ['Ports and Terminals'],
      insights_region: ['Middle East'],
    });
    const [ar] = (await search({ language: 'ar' })).content;
    expect(ar).toMatchObject({
      id: en!.id,
      insights_title: 'أرصفة خضراء لميناء أنظف',
      insights_url: '/ar/insights/blogs/green-berths',
      insights_type: 'مدونة',
      insights_language: 'ar',
      insights_topic: ['إزالة الكربون', 'البنية التحتية'],
    });
    const undated = (await search()).content.find((doc) => doc.insights_url === '/insights/blogs/empty-date');
    expect(undated).not.toHaveProperty('articledate');
  });

  it('pages with offset and limit', async () => {
    const page = await search({ limit: 2, offset: 2 });
    expect(slugs(page)).toEqual(['digital-corridors', 'resilient-chains']);
    expect(page).toMatchObject({ total_item: 6, limit: 2, offset: 2 });
    expect((await search({ offset: 6 })).content).toEqual([]);
  });

  it('matches the keyphrase in title or description, any case; every word must match', async () => {
    expect(slugs(await search({ keyphrase: 'green' }))).toEqual(['green-berths', 'zone-economics']);
    expect(slugs(await search({ keyphrase: '  SHORE   power ' }))).toEqual(['green-berths']);
    expect((await search({ keyphrase: 'green skills' })).total_item).toBe(0);
    expect(slugs(await search({ language: 'ar', keyphrase: 'الرقمية' }))).toEqual(['digital-corridors']);
  });

  it('keeps to the site and language the filter names', async () => {
    expect((await search({ site: 'another-site' })).total_item).toBe(0);
    const response = await post({ widget: { items: [{ rfk_id: 'x', search: { limit: 100 } }] } });
    expect((response.json as { widgets: Widget[] }).widgets[0]!.total_item).toBe(12);
  });
});

describe('embedded search service: facets', () => {
  it('answers every facet with labels per language, value ids the taxonomy names, texts their titles', async () => {
    const widget = await search();
    expect(widget.facet.map((facet) => [facet.name, facet.label])).toEqual([
      ['insights_type', 'Type'],
      ['insights_topic', 'Topic'],
      ['insights_industry', 'Industry'],
      ['insights_region', 'Region'],
    ]);
    expect(widget.facet[0]!.value).toEqual([
      { id: 'blogs', text: 'Blog', count: 3 },
      { id: 'expert-opinions', text: 'Expert Opinion', count: 1 },
      { id: 'thought-leadership', text: 'Thought Leadership', count: 1 },
      { id: 'whitepapers', text: 'Whitepaper', count: 1 },
    ]);
    expect(counts(widget, 'insights_topic')).toEqual({
      decarbonisation: 2,
      'digital-trade': 1,
      infrastructure: 1,
      'people-and-skills': 1,
      'supply-chain-resilience': 1,
      'trade-policy': 1,
    });
    const ar = await search({ language: 'ar' });
    expect(ar.facet.map((facet) => facet.label)).toEqual(['النوع', 'الموضوع', 'القطاع', 'المنطقة']);
    expect(ar.facet[0]!.value.find((value) => value.id === 'blogs')).toEqual({ id: 'blogs', text: 'مدونة', count: 3 });
  });

  it('ORs the values of one facet and ANDs facets', async () => {
    expect(slugs(await search({ facets: { insights_topic: ['decarbonisation'] } }))).toEqual(['green-berths', 'skills-at-sea']);
    expect((await search({ facets: { insights_topic: ['decarbonisation', 'digital-trade'] } })).total_item).toBe(3);
    const both = await search({ facets: { insights_topic: ['decarbonisation', 'digital-trade'], insights_industry: ['logistics'] } });
    expect(slugs(both)).toEqual(['digital-corridors']);
  });

  it("counts each facet over the documents matching the other facets' selections and the keyphrase", async () => {
    const widget = await search({ facets: { insights_topic: ['decarbonisation', 'digital-trade'], insights_industry: ['logistics'] } });
    // Industry counts: topic selection only (3 documents).
    expect(counts(widget, 'insights_industry')).toEqual({ logistics: 1, 'marine-services': 1, 'ports-and-terminals': 1, technology: 1 });
    // Topic counts: industry selection only (2 documents); a selected value found nowhere stays, with 0.
    expect(counts(widget, 'insights_topic')).toEqual({ decarbonisation: 0, 'digital-trade': 1, 'supply-chain-resilience': 1 });
    expect(widget.facet[1]!.value.find((value) => value.id === 'decarbonisation')).toEqual({ id: 'decarbonisation', text: 'Decarbonisation', count: 0 });
    const unknown = await search({ facets: { insights_region: ['atlantis'] } });
    expect(unknown.total_item).toBe(0);
    expect(unknown.facet[3]!.value.find((value) => value.id === 'atlantis')).toEqual({ id: 'atlantis', text: 'atlantis', count: 0 });
    // Type counts: both selections.
    expect(counts(widget, 'insights_type')).toEqual({ blogs: 1 });
    const typed = await search({ keyphrase: 'green' });
    expect(counts(typed, 'insights_type')).toEqual({ blogs: 1, whitepapers: 1 });
  });
});

describe('embedded search service: refusals and faults', () => {
  it.each([
    ['not an object', [1, 2]],
    ['no widget', { context: {} }],
    ['no items', { widget: { items: [] } }],
    ['a widget without an id', { widget: { items: [{ search: {} }] } }],
    ['another entity', { widget: { items: [{ rfk_id: 'x', entity: 'product', search: {} }] } }],
    ['a limit of 0', { widget: { items: [{ rfk_id: 'x', search: { limit: 0 } }] } }],
    ['a limit of 101', { widget: { items: [{ rfk_id: 'x', search: { limit: 101 } }] } }],
    ['a fractional offset', { widget: { items: [{ rfk_id: 'x', search: { offset: 1.5 } }] } }],
    ['a number keyphrase', { widget: { items: [{ rfk_id: 'x', search: { query: { keyphrase: 5 } } }] } }],
    ['an unknown sort', { widget: { items: [{ rfk_id: 'x', search: { sort: { value: [{ name: 'price' }] } } }] } }],
    ['an unknown facet', { widget: { items: [{ rfk_id: 'x', search: { facet: { types: [{ name: 'colour' }] } } }] } }],
    [
      'facet values not a list',
      { widget: { items: [{ rfk_id: 'x', search: { facet: { types: [{ name: 'insights_topic', filter: { type: 'or', values: 'a' } }] } } }] } },
    ],
    ['an unknown filter type', { widget: { items: [{ rfk_id: 'x', search: { filter: { type: 'gt', name: 'a', value: '1' } } }] } }],
    ['a bad language', { context: { locale: { language: 42 } }, widget: { items: [{ rfk_id: 'x', search: {} }] } }],
  ])('refuses %s with 400', async (_name, payload) => {
    const response = await post(payload);
    expect(response.status).toBe(400);
    expect(response.json).toMatchObject({ statusCode: 400, code: 'CONTENT_BAD_SEARCH_REQUEST' });
    expect(String((response.json as { message: string }).message)).toMatch(/^Not a search request: /);
  });

  it('refuses broken JSON, other content types and huge bodies without crashing', async () => {
    expect((await post('{"widget":')).status).toBe(400);
    expect((await post('', { authorization: TEST_API_KEY })).status).toBe(400);
    // Fastify reads text/plain as a string: not a search request either.
    expect((await post('{}', { authorization: TEST_API_KEY, 'content-type': 'text/plain' })).json).toMatchObject({ code: 'CONTENT_BAD_SEARCH_REQUEST' });
    expect((await post('x', { authorization: TEST_API_KEY, 'content-type': 'application/xml' })).status).toBe(415);
    expect((await post({ widget: { items: [{ rfk_id: 'x', search: { query: { keyphrase: 'a'.repeat(70_000) } } }] } })).status).toBe(413);
    expect((await search()).total_item).toBe(6);
  });

  it('refuses a missing or wrong key (401) and a malformed customer key (404); Bearer works', async () => {
    expect((await post(body(), {})).status).toBe(401);
    expect((await post(body(), { authorization: 'wrong' })).json).toMatchObject({ code: 'CONTENT_SEARCH_KEY_INVALID' });
    expect((await post(body(), { authorization: `Bearer ${TEST_API_KEY}` })).status).toBe(200);
    expect((await post(body(), undefined, 'bad.key')).status).toBe(404);
  });

  it('is slowed and broken by its faults, and counts requests', async () => {
    const before = server.stats.search;
    server.faults.searchFailure = 'status-503';
    try {
      expect((await post(body())).status).toBe(503);
    } finally {
      server.faults.searchFailure = null;
    }
    server.faults.searchDelayMs = 300;
    const started = performance.now();
    try {
      expect((await post(body())).status).toBe(200);
    } finally {
      server.faults.searchDelayMs = 0;
    }
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
    expect(server.stats.search).toBe(before + 2);
  });
});

describe('parseSearchBody', () => {
  it('takes the labels language from the locale, else the language filter, else English', () => {
    const widget = (payload: unknown) => {
      const parsed = parseSearchBody(payload);
      if (!parsed.ok) throw new Error(parsed.problem);
      return parsed.widgets[0]!;
    };
    expect(widget(body({ language: 'ar' })).language).toBe('ar');
    const noLocale = { widget: { items: [{ rfk_id: 'x', search: { filter: { type: 'eq', name: 'insights_language', value: 'AR' } } }] } };
    expect(widget(noLocale).language).toBe('ar');
    expect(widget({ widget: { items: [{ rfk_id: 'x', search: {} }] } })).toMatchObject({ language: 'en', limit: 10, offset: 0, sort: null, facetNames: [] });
  });

  it('never throws on hostile input', () => {
    const deep: Record<string, unknown> = { type: 'eq', name: 'a', value: 'b' };
    let nested: Record<string, unknown> = deep;
    for (let i = 0; i < 20; i++) nested = { type: 'and', filters: [nested] };
    for (const payload of [
      null,
      'text',
      0,
      { widget: null },
      { widget: { items: [null] } },
      { widget: { items: [{ rfk_id: 'x', search: { filter: nested } }] } },
    ]) {
      expect(parseSearchBody(payload).ok).toBe(false);
    }
  });
});
