import { describe, expect, it } from 'vitest';
import type { RouteData } from '../cms/types.ts';
import type { ContentStore, LanguageContent, SiteContent, StoredRoute } from './content-store.ts';
import { executeGraphql, prepareGraphqlRequest } from './edge-graphql.ts';
import { LOCAL_NEWS_QUERY, NEWS_DETAILS_TEMPLATE_ID } from '../lib/local-news.ts';

/** Edge's `search` over a small site of its own: a news root, news pages in two languages, another page. */

const ROOT_ID = '{F5D1682E-B7F4-578C-8187-6D5EC48FC7CE}';
const HOME_ID = '11111111-1111-1111-1111-111111111111';
const PAGE_TEMPLATE = '22222222-2222-2222-2222-222222222222';

function route(path: string, itemId: string, templateId: string, fields: Record<string, unknown> = {}): StoredRoute {
  const data = { name: path.split('/').pop() || 'home', itemId, templateId, templateName: 'x', fields } as unknown as RouteData;
  return { path, itemPath: `/sitecore/content/site/Home${path === '/' ? '' : path}`, route: data, json: JSON.stringify(data), variantIds: [] };
}

function newsPage(slug: string, n: number, date: string, title: string) {
  return route(`/news/${slug}`, `aaaaaaaa-0000-0000-0000-00000000000${n}`, NEWS_DETAILS_TEMPLATE_ID, {
    title: { value: title },
    newsDate: { value: date },
    shortDescription: { value: `About ${slug}` },
    cardImage: { value: { src: `/-/media/${slug}.jpg`, alt: slug } },
  });
}

function language(routes: StoredRoute[]): LanguageContent {
  return { routes: new Map(routes.map((r) => [r.path, r])), dictionary: [], settings: null, forms: new Map(), updated: new Map(), items: new Map() };
}

const site: SiteContent = {
  definition: {
    name: 'site',
    rootPath: '/sitecore/content/site',
    startItem: 'Home',
    languages: ['en', 'ar'],
    defaultLanguage: 'en',
    notFoundPagePath: null,
    serverErrorPagePath: null,
    robots: null,
    llmsTxt: null,
    redirects: [],
    hostname: '*',
    targetHostname: null,
    scheme: 'https',
    maxPagesPerSitemap: 50000,
  },
  languages: new Map([
    [
      'en',
      language([
        route('/', HOME_ID, PAGE_TEMPLATE),
        route('/news', ROOT_ID, PAGE_TEMPLATE, { title: { value: 'News' } }),
        newsPage('a', 1, '2026-03-01T00:00:00Z', 'Alpha'),
        newsPage('b', 2, '2026-05-01T00:00:00Z', 'Bravo'),
        newsPage('c', 3, '0001-01-01T00:00:00Z', 'Charlie'),
        route('/about', '33333333-3333-3333-3333-333333333333', PAGE_TEMPLATE, { title: { value: 'About' } }),
      ]),
    ],
    ['ar', language([route('/', HOME_ID, PAGE_TEMPLATE), route('/news', ROOT_ID, PAGE_TEMPLATE), newsPage('a', 1, '2026-03-01T00:00:00Z', 'ألفا')])],
  ]),
  personalizeRules: [],
};
const store: ContentStore = {
  origin: 'http://127.0.0.1:1',
  publicUrl: null,
  publicUrls: {},
  sites: new Map([['site', site]]),
  newsFeeds: new Map(),
  media: new Map(),
};

async function run(query: string, variables: Record<string, unknown>) {
  const prepared = prepareGraphqlRequest({ query, variables });
  if (!('document' in prepared)) throw new Error(prepared.body);
  const answer = await executeGraphql(store, prepared);
  return { status: answer.status, body: JSON.parse(answer.body) as { data?: { search: SearchAnswer }; errors?: Array<{ message: string }> } };
}

interface SearchAnswer {
  total: number;
  pageInfo: { endCursor: string; hasNext: boolean };
  results: Array<{ id: string; url: { url: string }; title: { jsonValue: { value: string } } | null; newsDate: { jsonValue: { value: string } } | null }>;
}

const localNews = (vars: Record<string, unknown>) =>
  run(LOCAL_NEWS_QUERY, { rootId: 'f5d1682e-b7f4-578c-8187-6d5ec48fc7ce', language: 'en', templateId: NEWS_DETAILS_TEMPLATE_ID, first: 10, ...vars });

describe('Edge search: the getLocalNews query', () => {
  it('finds the news pages under the root in the language, newest newsDate first, as Items', async () => {
    const { status, body } = await localNews({});
    expect(status).toBe(200);
    expect(body.errors).toBeUndefined();
    const search = body.data!.search;
    expect(search.total).toBe(3);
    expect(search.pageInfo).toEqual({ endCursor: '', hasNext: false });
    expect(search.results.map((r) => [r.url.url, r.title?.jsonValue.value])).toEqual([
      ['/news/b', 'Bravo'],
      ['/news/a', 'Alpha'],
      ['/news/c', 'Charlie'],
    ]);
  });

  it('pages one item at a time with the cursor', async () => {
    const seen: string[] = [];
    let after: string | undefined;
    for (let i = 0; i < 10; i++) {
      const { body } = await localNews({ first: 1, ...(after ? { after } : {}) });
      const search = body.data!.search;
      expect(search.total).toBe(3);
      seen.push(...search.results.map((r) => r.url.url));
      if (!search.pageInfo.hasNext) break;
      after = search.pageInfo.endCursor;
    }
    expect(seen).toEqual(['/news/b', '/news/a', '/news/c']);
  });

  it('keeps to the language and the root', async () => {
    const arabic = (await localNews({ language: 'ar' })).body.data!.search;
    expect(arabic.results.map((r) => r.title?.jsonValue.value)).toEqual(['ألفا']);
    const elsewhere = (await localNews({ rootId: '33333333-3333-3333-3333-333333333333' })).body.data!.search;
    expect(elsewhere).toMatchObject({ total: 0, results: [] });
  });

  it('refuses a bad cursor or page size with a GraphQL error', async () => {
    expect((await localNews({ after: 'bm9wZQ' })).body.errors?.[0]?.message).toMatch(/Invalid cursor/);
    expect((await localNews({ first: 0 })).body.errors?.[0]?.message).toMatch(/"first"/);
  });
});

describe('Edge search: predicates', () => {
  const query = `query S($where: ItemSearchPredicateInput, $orderBy: ItemSearchOrderBy) {
    search(where: $where, first: 50, orderBy: $orderBy) { total results { url { url } } }
  }`;
  const paths = async (where: unknown, orderBy?: unknown) => {
    const { body } = await run(query, { where, ...(orderBy ? { orderBy } : {}) });
    expect(body.errors).toBeUndefined();
    return body.data!.search as unknown as { results: Array<{ url: { url: string } }> };
  };
  const urls = async (where: unknown, orderBy?: unknown) => (await paths(where, orderBy)).results.map((r) => r.url.url);

  it('EQ, NEQ and CONTAINS on fields, any case', async () => {
    const en = { name: '_language', value: 'en' };
    expect(await urls({ AND: [en, { name: 'title', value: 'alpha' }] })).toEqual(['/news/a']);
    expect(await urls({ AND: [en, { name: 'title', value: 'RAV', operator: 'CONTAINS' }] })).toEqual(['/news/b']);
    expect(await urls({ AND: [en, { name: '_templates', value: NEWS_DETAILS_TEMPLATE_ID, operator: 'NEQ' }] })).toEqual(['/', '/about', '/news']);
  });

  it('OR of predicates, and ordering ascending by a date', async () => {
    const en = { name: '_language', value: 'en' };
    expect(
      await urls({
        AND: [
          en,
          {
            OR: [
              { name: 'title', value: 'Alpha' },
              { name: 'title', value: 'About' },
            ],
          },
        ],
      }),
    ).toEqual(['/about', '/news/a']);
    expect(await urls({ AND: [en, { name: '_path', value: ROOT_ID, operator: 'CONTAINS' }] }, { name: 'newsDate', direction: 'ASC' })).toEqual([
      '/news/c',
      '/news/a',
      '/news/b',
      '/news',
    ]);
  });

  it('compares dates with GT', async () => {
    const where = {
      AND: [
        { name: '_language', value: 'en' },
        { name: 'newsDate', value: '2026-04-01T00:00:00Z', operator: 'GT' },
      ],
    };
    expect(await urls(where)).toEqual(['/news/b']);
  });
});
