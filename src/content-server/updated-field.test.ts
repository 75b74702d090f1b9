import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ContentServer, startContentServer } from './content-server.ts';
import { createSearchTestContent, TEST_ARTICLES, type TestContent } from './search-test-content.ts';
import { graphql, TEST_API_KEY } from './test-support.ts';

/** docs/articles-and-news.md, "Fixed ids": the last-updated graph query, verbatim. */
const ARTICLE_UPDATED = `query ArticleUpdated($path: String!, $language: String!) { item(path: $path, language: $language) { updated: field(name: "__Updated") { value } } }`;

let content: TestContent;
let dataDir: string;
let server: ContentServer;

beforeAll(async () => {
  content = createSearchTestContent();
  dataDir = mkdtempSync(path.join(tmpdir(), 'updated-data-'));
  server = await startContentServer({ apiKey: TEST_API_KEY, contentDir: content.dir, dataDir });
});

afterAll(async () => {
  await server?.close();
  content?.cleanup();
  rmSync(dataDir, { recursive: true, force: true });
});

const updated = async (item: string, language: string) => {
  const response = await graphql(server, ARTICLE_UPDATED, { path: item, language });
  expect(response.status).toBe(200);
  return (response.json as { data: { item: { updated: unknown } | null } }).data.item;
};

describe('GraphQL __Updated', () => {
  it("answers a route item's value from {language}/updated.json, by item id or item path", async () => {
    const [first] = TEST_ARTICLES;
    expect(await updated(first!.itemId, 'en')).toEqual({ updated: { value: '20261101T093000Z' } });
    expect(await updated(`/sitecore/content/ports-group/Home${first!.path}`, 'en')).toEqual({ updated: { value: '20261101T093000Z' } });
    const response = await graphql(server, `query { item(path: "${first!.itemId}", language: "en") { field(name: "__updated") { name jsonValue } } }`, {});
    expect(response.json).toEqual({ data: { item: { field: { name: '__Updated', jsonValue: { value: '20261101T093000Z' } } } } });
  });

  it('is null for an item not in the file, and in a language without the file', async () => {
    expect(await updated(TEST_ARTICLES[1]!.itemId, 'en')).toEqual({ updated: null });
    expect(await updated(TEST_ARTICLES[0]!.itemId, 'ar')).toEqual({ updated: null });
  });

  it('refuses an updated.json that is not a map of strings at start', async () => {
    writeFileSync(path.join(content.dir, 'sites', 'ports-group', 'ar', 'updated.json'), '{ "/about": 5 }');
    try {
      await expect(startContentServer({ apiKey: TEST_API_KEY, contentDir: content.dir, dataDir })).rejects.toMatchObject({
        code: 'CONTENT_INVALID_FILE',
      });
    } finally {
      rmSync(path.join(content.dir, 'sites', 'ports-group', 'ar', 'updated.json'));
    }
  });
});
