import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../app/errors.ts';
import { type ContentServer, startContentServer } from '../content-server/content-server.ts';
import { createSearchTestContent, type TestContent } from '../content-server/search-test-content.ts';
import type { ArticleSearchRequest } from '../lib/article-search.ts';
import { createSearchClient, type SearchClient, type SearchClientOptions } from './search-client.ts';

const KEY = 'search-key-0123456789abcdef';

let content: TestContent;
let dataDir: string;
let cms: ContentServer;
/** Answers what `reply` says for its path. */
let fake: Server;
let fakeOrigin: string;
const fakeBodies: unknown[] = [];

beforeAll(async () => {
  content = createSearchTestContent();
  dataDir = mkdtempSync(path.join(tmpdir(), 'search-client-'));
  cms = await startContentServer({ apiKey: KEY, contentDir: content.dir, dataDir });
  fake = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      fakeBodies.push({ url: req.url, authorization: req.headers.authorization, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) });
      if (req.url === '/big') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ widgets: [{ content: [], text: 'x'.repeat(3 * 1024 * 1024) }] }));
      } else if (req.url === '/html') {
        res.writeHead(200, { 'content-type': 'text/html' });
        res.end('<html>');
      } else if (req.url === '/hostile') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            widgets: [
              {
                rfk_id: 'rfkid_insights',
                total_item: 1,
                content: [
                  {
                    id: 'h1',
                    insights_title: 'Green <b>berths</b> &amp; <script>alert(1)</script>shore power',
                    insights_url: '/insights/blogs/green-berths',
                    insights_short_description: '<p onclick="x()">Cleaner</div></section> quays <a href="javascript:alert(1)">now</a><svg onload="y()"></svg>',
                  },
                ],
              },
            ],
          }),
        );
      } else if (req.url === '/shape') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end('{"results":[]}');
      } else if (req.url === '/redirect') {
        res.writeHead(302, { location: '/elsewhere' });
        res.end();
      }
    });
  });
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  fakeOrigin = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await cms?.close();
  fake?.closeAllConnections();
  await new Promise<void>((resolve) => fake?.close(() => resolve()));
  content?.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

const request: ArticleSearchRequest = {
  sortType: 'Insights_Sorting',
  page: 1,
  itemsPerPage: 14,
  keyphrase: '',
  facets: {},
  siteName: 'ports-group',
  language: 'en',
};

interface LogLine {
  fields: Record<string, unknown>;
  message: string;
}

function client(options: Partial<SearchClientOptions> = {}): { search: SearchClient; warnings: LogLine[] } {
  const warnings: LogLine[] = [];
  const log = { warn: (fields: Record<string, unknown>, message: string) => void warnings.push({ fields, message }), debug: () => undefined };
  const search = createSearchClient({
    endpoint: `${cms.origin}/discover/v2/sample`,
    apiKey: KEY,
    source: 'rfkid_insights',
    timeoutMs: 2000,
    log: log as unknown as SearchClientOptions['log'],
    ...options,
  });
  return { search, warnings };
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('search client', () => {
  it('asks the service with its key and reads the answer', async () => {
    const { search } = client();
    try {
      const result = await search.search({ ...request, facets: { insights_topic: ['decarbonisation'] } });
      expect(result.total_item).toBe(2);
      expect(result.content.map((doc) => doc.insights_url)).toEqual(['/insights/blogs/green-berths', '/insights/thought-leadership/skills-at-sea']);
      expect(result.facet.map((facet) => facet.name)).toEqual(['insights_type', 'insights_topic', 'insights_industry', 'insights_region']);
      const arabic = await search.search({ ...request, language: 'ar', itemsPerPage: 2, page: 2 });
      expect(arabic.total_item).toBe(6);
      expect(arabic.content.map((doc) => doc.insights_url)).toEqual(['/ar/insights/blogs/digital-corridors', '/ar/insights/expert-opinions/resilient-chains']);
    } finally {
      await search.close();
    }
  });

  it('hands documents on cleaned: the title as text, the description reduced to the card tags, balanced', async () => {
    const { search } = client({ endpoint: `${fakeOrigin}/hostile` });
    try {
      const [document] = (await search.search(request)).content;
      expect(document).toMatchObject({
        insights_title: 'Green berths & shore power',
        insights_short_description: '<p>Cleaner quays <a>now</a></p>',
      });
    } finally {
      await search.close();
    }
  });

  it('reuses an answer for an equal search, and shares one call among concurrent ones', async () => {
    const { search } = client();
    try {
      const before = cms.stats.search;
      const first = await search.search({ ...request, keyphrase: 'green' });
      const again = await search.search({ ...request, keyphrase: '  green ' });
      expect(again).toEqual(first);
      expect(cms.stats.search).toBe(before + 1);
      // Each caller has its own copy.
      again.content.reverse();
      expect(await search.search({ ...request, keyphrase: 'green' })).toEqual(first);
      await Promise.all([1, 2, 3].map(() => search.search({ ...request, keyphrase: 'skills' })));
      expect(cms.stats.search).toBe(before + 2);
    } finally {
      await search.close();
    }
  });

  it('refuses a bad request without calling the service', async () => {
    const { search } = client();
    try {
      const before = cms.stats.search;
      expect((await failure(search.search({ ...request, page: 0 }))).code).toBe('SEARCH_BAD_REQUEST');
      expect((await failure(search.search({ ...request, facets: { insights_topic: ['<script>'] } }))).code).toBe('SEARCH_BAD_REQUEST');
      expect(cms.stats.search).toBe(before);
    } finally {
      await search.close();
    }
  });

  it.each([
    ['status-503', 'SEARCH_UNAVAILABLE'],
    ['status-500', 'SEARCH_UNAVAILABLE'],
    ['reset', 'SEARCH_UNAVAILABLE'],
    ['malformed', 'SEARCH_BAD_RESPONSE'],
  ] as const)('turns a %s into %s with one log line that never holds the key', async (fault, code) => {
    const { search, warnings } = client({ cacheMs: 0 });
    cms.faults.searchFailure = fault;
    try {
      expect((await failure(search.search(request))).code).toBe(code);
    } finally {
      cms.faults.searchFailure = null;
      await search.close();
    }
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatchObject({ message: 'article search failed', fields: { code, endpoint: `${cms.origin}/discover/v2/sample` } });
    expect(JSON.stringify(warnings)).not.toContain(KEY);
  });

  it('gives up after its time-out when the service hangs, and does not keep the failure', async () => {
    const { search, warnings } = client({ timeoutMs: 300 });
    cms.faults.searchFailure = 'hang';
    const started = performance.now();
    try {
      expect((await failure(search.search({ ...request, keyphrase: 'corridors' }))).code).toBe('SEARCH_TIMEOUT');
      expect(performance.now() - started).toBeLessThan(2000);
      cms.faults.searchFailure = null;
      expect((await search.search({ ...request, keyphrase: 'corridors' })).total_item).toBe(1);
    } finally {
      cms.faults.searchFailure = null;
      await search.close();
    }
    expect(warnings.map((line) => line.fields.code)).toEqual(['SEARCH_TIMEOUT']);
  });

  it('refuses answers that are too large, not JSON, not a search answer, or a redirect; a wrong key is a failure', async () => {
    const cases = [
      ['/big', 'SEARCH_BAD_RESPONSE'],
      ['/html', 'SEARCH_BAD_RESPONSE'],
      ['/shape', 'SEARCH_BAD_RESPONSE'],
      ['/redirect', 'SEARCH_UNAVAILABLE'],
    ] as const;
    for (const [route, code] of cases) {
      const { search } = client({ endpoint: `${fakeOrigin}${route}` });
      try {
        expect((await failure(search.search(request))).code).toBe(code);
      } finally {
        await search.close();
      }
    }
    expect(fakeBodies.at(-1)).toMatchObject({ authorization: KEY, body: { widget: { items: [{ rfk_id: 'rfkid_insights' }] } } });
    const { search } = client({ apiKey: 'wrong' });
    try {
      expect((await failure(search.search(request))).code).toBe('SEARCH_UNAVAILABLE');
    } finally {
      await search.close();
    }
  });

  it('answers nothing once closed', async () => {
    const { search } = client();
    await search.close();
    expect((await failure(search.search(request))).code).toBe('SEARCH_UNAVAILABLE');
  });
});
