import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentServer, startContentServer } from '../src/content-server/content-server.ts';
import { createSearchTestContent, type TestContent } from '../src/content-server/search-test-content.ts';
import type { ArticleSearchResult } from '../src/lib/article-search.ts';
import { get, startTestServer, type RunningServer } from './support/server.ts';

/**
 * The article search over real HTTP (issue 11): the browser route `GET /api/search/insights` of
 * the real server, against a search service of its own (SEARCH_ENDPOINT: a content server with
 * six known articles per language) and against the embedded one it starts without a CMS.
 */

const KEY = 'search-api-key-5f0c9a3e71d24b86';
const PATH = '/api/search/insights';

let content: TestContent;
let dataDir: string;
let service: ContentServer;
let server: RunningServer;
let embedded: RunningServer;
const logLines: Array<{ level: number; msg: string; component?: string; code?: string }> = [];
/** Every body and header the servers answered, to look for keys in. */
const answered: string[] = [];

beforeAll(async () => {
  content = createSearchTestContent();
  dataDir = mkdtempSync(path.join(tmpdir(), 'search-it-'));
  service = await startContentServer({ apiKey: KEY, contentDir: content.dir, dataDir });
  const logger = pino({ level: 'info' }, { write: (line: string) => void logLines.push(JSON.parse(line)) });
  [server, embedded] = await Promise.all([
    startTestServer({ SEARCH_ENDPOINT: `${service.origin}/discover/v2/acme`, SEARCH_API_KEY: KEY, SEARCH_TIMEOUT_MS: '500' }, { logger }),
    startTestServer({}),
  ]);
});

afterAll(async () => {
  await Promise.all([server?.close(), embedded?.close(), service?.close()]);
  content?.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

async function ask(target: RunningServer, query: string) {
  const response = await get(target, `${PATH}${query}`);
  answered.push(response.text, JSON.stringify([...response.headers]));
  return { ...response, json: JSON.parse(response.text) as unknown };
}

async function results(target: RunningServer, query: string): Promise<ArticleSearchResult> {
  const response = await ask(target, query);
  expect(response.status).toBe(200);
  return response.json as ArticleSearchResult;
}

const counts = (result: ArticleSearchResult, name: string) =>
  Object.fromEntries(result.facet.find((facet) => facet.name === name)!.value.map((value) => [value.id, value.count]));

describe('GET /api/search/insights', () => {
  it('answers real results with real counts in English, cached briefly by CDNs', async () => {
    const response = await ask(server, '?lang=en');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=60');
    expect(response.headers.get('vary')?.toLowerCase()).toBe('accept-encoding');
    const result = response.json as ArticleSearchResult;
    expect(result.total_item).toBe(6);
    expect(result.content[0]).toMatchObject({
      insights_title: 'Green berths for a cleaner harbour',
      insights_url: '/insights/blogs/green-berths',
      insights_type: 'Blog',
    });
    expect(result.facet.map((facet) => facet.label)).toEqual(['Type', 'Topic', 'Industry', 'Region']);
    expect(counts(result, 'insights_type')).toEqual({ blogs: 3, 'expert-opinions': 1, 'thought-leadership': 1, whitepapers: 1 });
  });

  it('answers Arabic documents and labels, facets and paging from the query', async () => {
    const result = await results(server, '?lang=ar&insights_topic=decarbonisation|digital-trade&pageSize=2&page=2');
    expect(result.total_item).toBe(3);
    expect(result.content.map((doc) => doc.insights_url)).toEqual(['/ar/insights/blogs/digital-corridors']);
    expect(result.facet.map((facet) => facet.label)).toEqual(['النوع', 'الموضوع', 'القطاع', 'المنطقة']);
    // Disjunctive: the topic counts ignore the topic selection.
    expect(counts(result, 'insights_topic')).toMatchObject({ decarbonisation: 2, 'digital-trade': 1, 'trade-policy': 1 });
    expect(counts(result, 'insights_type')).toEqual({ blogs: 2, 'thought-leadership': 1 });
    const both = await results(server, '?lang=en&insights_topic=decarbonisation,digital-trade&insights_industry=logistics');
    expect(both.content.map((doc) => doc.insights_url)).toEqual(['/insights/blogs/digital-corridors']);
    expect((await results(server, '?q=GREEN')).total_item).toBe(2);
  });

  it('refuses bad parameters with 400 and a JSON error, never stored', async () => {
    for (const query of [
      '?lang=fr',
      '?page=0',
      '?page=abc',
      '?pageSize=500',
      '?sort=title',
      `?q=${'a'.repeat(101)}`,
      '?insights_topic=%3Cscript%3E',
      '?lang=en&lang=ar',
    ]) {
      const response = await ask(server, query);
      expect(response.status, query).toBe(400);
      expect(response.json).toMatchObject({ error: 'SEARCH_BAD_QUERY' });
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    const post = await fetch(`${server.url}${PATH}`, { method: 'POST', body: '{}' });
    expect(post.status).toBe(405);
  });

  it('answers 503 at once when the service fails, and within its time-out when it hangs, with a log line', async () => {
    service.faults.searchFailure = 'status-503';
    try {
      const failed = await ask(server, '?q=berths');
      expect(failed.status).toBe(503);
      expect(failed.json).toMatchObject({ error: 'SEARCH_UNAVAILABLE' });
      expect(failed.headers.get('cache-control')).toBe('private, no-store');
      service.faults.searchFailure = 'hang';
      const started = performance.now();
      const slow = await ask(server, '?q=corridors');
      expect(slow.status).toBe(503);
      expect(slow.json).toMatchObject({ error: 'SEARCH_TIMEOUT' });
      expect(performance.now() - started).toBeLessThan(3000);
      service.faults.searchFailure = 'malformed';
      expect((await ask(server, '?q=skills')).status).toBe(502);
    } finally {
      service.faults.searchFailure = null;
    }
    const warnings = logLines.filter((line) => line.level === 40 && line.msg === 'article search failed');
    expect(warnings.map((line) => line.code)).toEqual(expect.arrayContaining(['SEARCH_UNAVAILABLE', 'SEARCH_TIMEOUT', 'SEARCH_BAD_RESPONSE']));
    // Healed: the next search answers again.
    expect((await results(server, '?q=skills')).total_item).toBe(1);
  });

  it('uses the embedded content server without a CMS or SEARCH_ENDPOINT', async () => {
    for (const lang of ['en', 'ar']) {
      const result = await results(embedded, `?lang=${lang}`);
      expect(result.facet.map((facet) => facet.name)).toEqual(['insights_type', 'insights_topic', 'insights_industry', 'insights_region']);
      expect(result.total_item).toBeGreaterThanOrEqual(result.content.length);
      for (const doc of result.content) expect(doc.insights_url.startsWith(lang === 'ar' ? '/ar/insights/' : '/insights/')).toBe(true);
    }
    expect(embedded.content!.stats.search).toBeGreaterThanOrEqual(2);
  });

  it('never shows a search key: not in answers, not in pages', async () => {
    for (const target of [server, embedded]) {
      const page = await get(target, '/');
      expect(page.status).toBe(200);
      answered.push(page.text);
    }
    const keys = [KEY, embedded.content!.apiKey];
    for (const text of answered) for (const key of keys) expect(text).not.toContain(key);
    expect(JSON.stringify(logLines)).not.toContain(KEY);
  });
});
