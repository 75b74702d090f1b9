import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_ASSETS_QUERY, type AssetPage } from '../lib/content-hub.ts';
import { decodeCursor, encodeCursor, loadAssets, queryAssets, type StoredAsset } from './content-hub.ts';
import type { ContentServer } from './content-server.ts';
import { faultsFromEnv } from './faults.ts';
import { startTestServer, TEST_API_KEY } from './test-support.ts';

const stored = (id: string, brandId: string, categoryId: string, documentDate: string): StoredAsset => ({
  id,
  language: 'en',
  brandId,
  categoryId,
  title: id,
  documentDate,
  urls: { o: { url: `/-/media/${id}.pdf`, metadata: { extension: 'pdf' } } },
  documentisGated: false,
  disclaimerText: '',
});

const ASSETS = [
  stored('old', 'B', 'c1', '2020-01-01T00:00:00Z'),
  stored('new', 'B', 'c1', '2026-01-01T00:00:00Z'),
  stored('mid-b', 'B', 'c2', '2024-01-01T00:00:00Z'),
  stored('mid-a', 'B', 'c2', '2024-01-01T00:00:00Z'),
  stored('other-brand', 'X', 'c1', '2027-01-01T00:00:00Z'),
  stored('other-category', 'B', 'c3', '2027-01-01T00:00:00Z'),
];

describe('queryAssets', () => {
  it('filters by brand and any of the categories, newest first (ties by id)', () => {
    const page = queryAssets(ASSETS, { categoryIds: ['c1', 'c2'], brandId: 'B', count: 10, endCursor: null })!;
    expect(page.results.map((a) => a.id)).toEqual(['new', 'mid-a', 'mid-b', 'old']);
    expect(page).toMatchObject({ total: 4, pageInfo: { hasNext: false } });
    expect(queryAssets(ASSETS, { categoryIds: ['c1'], brandId: 'X', count: 10, endCursor: null })!.results.map((a) => a.id)).toEqual(['other-brand']);
    expect(queryAssets(ASSETS, { categoryIds: ['nope'], brandId: 'B', count: 10, endCursor: null })).toMatchObject({
      total: 0,
      results: [],
      pageInfo: { hasNext: false, endCursor: null },
    });
  });

  it('pages by cursor until hasNext is false, every asset once', () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 10; guard++) {
      const page: AssetPage = queryAssets(ASSETS, { categoryIds: ['c1', 'c2'], brandId: 'B', count: 3, endCursor: cursor })!;
      seen.push(...page.results.map((a) => a.id));
      if (!page.pageInfo.hasNext) break;
      cursor = page.pageInfo.endCursor;
    }
    expect(seen).toEqual(['new', 'mid-a', 'mid-b', 'old']);
  });

  it('refuses a cursor it never gave', () => {
    expect(decodeCursor(encodeCursor(12))).toBe(12);
    expect(decodeCursor('bm9wZQ')).toBeUndefined();
    expect(queryAssets(ASSETS, { categoryIds: ['c1'], brandId: 'B', count: 3, endCursor: 'bm9wZQ' })).toBeUndefined();
  });
});

describe('the sample assets', () => {
  it('hold at least 30 documents per language across the five categories, some gated, all with files', async () => {
    const assets = await loadAssets();
    for (const language of ['en', 'ar']) {
      const own = assets.filter((a) => a.language === language);
      expect(own.length).toBeGreaterThanOrEqual(30);
      const categories = new Set(own.map((a) => a.categoryId.replace(/\.(en|ar)$/, '')));
      expect([...categories].sort()).toEqual([
        'M.AssetCategory.AnnualReports',
        'M.AssetCategory.InvestorPresentations',
        'M.AssetCategory.Policies',
        'M.AssetCategory.Sustainability',
        'M.AssetCategory.Tariffs',
      ]);
      expect(own.every((a) => a.categoryId.endsWith(`.${language}`))).toBe(true);
      expect(own.filter((a) => a.documentisGated).every((a) => a.disclaimerText.length > 20)).toBe(true);
      expect(own.some((a) => a.documentisGated)).toBe(true);
    }
  });
});

describe('POST /contenthub/graphql', () => {
  let server: ContentServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());
  afterEach(() => {
    server.faults.contentHubDelayMs = 0;
    server.faults.contentHubFailure = null;
  });

  const ask = (body: unknown, token: string | null = TEST_API_KEY) =>
    fetch(`${server.origin}/contenthub/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token === null ? {} : { 'x-gql-token': token }) },
      body: JSON.stringify(body),
    });
  const variables = { categoryIds: ['M.AssetCategory.AnnualReports.en', 'M.AssetCategory.Sustainability.en'], brandId: 'M.Brand.MeridianPorts', count: 5 };

  it('answers allM_Asset pages in date order, and the next page after the cursor', async () => {
    const first = (await (await ask({ query: DOCUMENT_ASSETS_QUERY, variables })).json()) as { data: { allM_Asset: AssetPage } };
    const page = first.data.allM_Asset;
    expect(page.results).toHaveLength(5);
    expect(page.pageInfo.hasNext).toBe(true);
    const dates = page.results.map((a) => a.documentDate);
    expect(dates).toEqual([...dates].sort().reverse());
    const second = (await (
      await ask({ query: DOCUMENT_ASSETS_QUERY, variables: { ...variables, endCursor: page.pageInfo.endCursor } })
    ).json()) as typeof first;
    expect(second.data.allM_Asset.results[0]!.documentDate <= dates[4]!).toBe(true);
    expect(second.data.allM_Asset.results.map((a) => a.id)).not.toContain(page.results[0]!.id);
    expect(page.total).toBe(15);
  });

  it('checks the X-GQL-Token', async () => {
    expect((await ask({ query: DOCUMENT_ASSETS_QUERY, variables }, null)).status).toBe(401);
    expect((await ask({ query: DOCUMENT_ASSETS_QUERY, variables }, 'wrong')).status).toBe(401);
  });

  it('refuses other queries and bad variables', async () => {
    expect((await ask({ query: '{ allM_User { results { id } } }', variables })).status).toBe(400);
    expect((await ask({ query: DOCUMENT_ASSETS_QUERY, variables: { ...variables, count: 0 } })).status).toBe(400);
    const bad = (await (await ask({ query: DOCUMENT_ASSETS_QUERY, variables: { ...variables, endCursor: 'bm9wZQ' } })).json()) as { errors?: unknown[] };
    expect(bad.errors).toHaveLength(1);
  });

  it('is slow or broken on purpose (CONTENT_HUB_DELAY_MS, CONTENT_HUB_FAILURE)', async () => {
    expect(faultsFromEnv({ CONTENT_HUB_DELAY_MS: '30', CONTENT_HUB_FAILURE: 'status-503' })).toEqual({
      contentHubDelayMs: 30,
      contentHubFailure: 'status-503',
    });
    server.faults.contentHubFailure = 'status-500';
    expect((await ask({ query: DOCUMENT_ASSETS_QUERY, variables })).status).toBe(500);
    server.faults.contentHubFailure = 'malformed';
    const text = await (await ask({ query: DOCUMENT_ASSETS_QUERY, variables })).text();
    expect(() => JSON.parse(text)).toThrow();
    expect(server.stats.contentHub).toBeGreaterThan(0);
  });
});

describe('the sample files', () => {
  it('are well-formed one-page PDFs (every xref offset names its object) and CSVs, one per asset', async () => {
    const { readdir, readFile } = await import('node:fs/promises');
    const dir = new URL('../../content/media/ports-group/documents/', import.meta.url);
    const files = (await readdir(dir)).filter((name) => /\.(pdf|csv)$/.test(name));
    const assets = await loadAssets();
    for (const asset of assets) expect(files).toContain(Object.values(asset.urls)[0]!.url.split('/').pop());
    for (const name of files.filter((f) => f.endsWith('.pdf'))) {
      const text = (await readFile(new URL(name, dir))).toString('latin1');
      expect(text.startsWith('%PDF-1.4')).toBe(true);
      const xref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
      expect(text.slice(xref).startsWith('xref\n0 8\n')).toBe(true);
      const offsets = text
        .slice(xref)
        .split('\n')
        .slice(3, 10)
        .map((row) => Number(row.slice(0, 10)));
      offsets.forEach((offset, i) => expect(text.slice(offset).startsWith(`${i + 1} 0 obj`)).toBe(true));
      expect(text).toContain('/Type /Page ');
    }
  });
});
