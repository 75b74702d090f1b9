import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContentServer } from './content-server.ts';
import { findStoredItem, loadContent, parentPathOf } from './content-store.ts';
import { graphql, startTestServer } from './test-support.ts';

/** The tools list's query, as docs/people-and-resources.md gives it. */
const TOOLS_QUERY = /* GraphQL */ `
  query ToolsCards($path: String!, $language: String!) {
    item(path: $path, language: $language) {
      children(first: 1000) {
        total
        pageInfo {
          endCursor
          hasNext
        }
        results {
          id
          name
          headline: field(name: "headline") {
            jsonValue
          }
          description: field(name: "description") {
            jsonValue
          }
          image: field(name: "image") {
            jsonValue
          }
          logo: field(name: "logo") {
            jsonValue
          }
          cta: field(name: "cta") {
            jsonValue
          }
          country: field(name: "country") {
            jsonValue
          }
          port: field(name: "port") {
            jsonValue
          }
        }
      }
    }
  }
`;
const PAGED = /* GraphQL */ `
  query Paged($path: String!, $language: String!, $first: Int, $after: String) {
    item(path: $path, language: $language) {
      id
      template {
        id
        name
      }
      children(first: $first, after: $after) {
        total
        pageInfo {
          endCursor
          hasNext
        }
        results {
          name
          path
        }
      }
    }
  }
`;
const TOOLS = '/sitecore/content/ports-group/Data/Tools';

interface Children {
  total: number;
  pageInfo: { endCursor: string; hasNext: boolean };
  results: Array<Record<string, unknown>>;
}

let server: ContentServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function children(query: string, variables: Record<string, unknown>): Promise<Children | null> {
  const res = await graphql(server, query, variables);
  expect(res.status).toBe(200);
  const body = res.json as { data: { item: { children: Children } | null }; errors?: unknown };
  expect(body.errors).toBeUndefined();
  return body.data.item?.children ?? null;
}

describe('Item.children over the sample content', () => {
  it.each(['en', 'ar'])('lists the tools folder children in %s with the fields the tools list reads', async (language) => {
    const page = await children(TOOLS_QUERY, { path: TOOLS, language });
    expect(page).not.toBeNull();
    expect(page!.total).toBeGreaterThanOrEqual(16);
    expect(page!.results.length).toBe(page!.total);
    expect(page!.pageInfo).toEqual({ endCursor: '', hasNext: false });
    const first = page!.results[0]!;
    expect(first.name).toBe('vessel-schedule');
    expect((first.headline as { jsonValue: { value: string } }).jsonValue.value).toBe(language === 'en' ? 'Vessel Schedule' : 'جدول السفن');
    for (const tool of page!.results) {
      const country = (tool.country as { jsonValue: unknown[] }).jsonValue;
      const port = (tool.port as { jsonValue: unknown[] }).jsonValue;
      expect(country.length, `${String(tool.name)} country`).toBeGreaterThan(0);
      expect(port.length, `${String(tool.name)} port`).toBeGreaterThan(0);
      const href = (tool.cta as { jsonValue: { value: { href: string } } }).jsonValue.value.href;
      expect(href).toMatch(/^(https:\/\/[a-z.-]+\.example|\/)/);
    }
  });

  it('finds the folder by id as by path, and the same tools in both languages', async () => {
    const byId = await children(TOOLS_QUERY, { path: '{2A5E2C47-1E51-4C0E-9673-460340EADAD6}', language: 'en' });
    const ar = await children(TOOLS_QUERY, { path: TOOLS, language: 'ar' });
    expect(byId!.results.map((r) => r.id)).toEqual(ar!.results.map((r) => r.id));
  });

  it('pages with opaque cursors', async () => {
    const all = await children(PAGED, { path: TOOLS, language: 'en', first: 1000 });
    const seen: unknown[] = [];
    let after: string | undefined;
    for (let guard = 0; guard < 20; guard += 1) {
      const page = await children(PAGED, { path: TOOLS, language: 'en', first: 5, after });
      seen.push(...page!.results.map((r) => r.name));
      expect(page!.total).toBe(all!.total);
      if (!page!.pageInfo.hasNext) break;
      after = page!.pageInfo.endCursor;
    }
    expect(seen).toEqual(all!.results.map((r) => r.name));
  });

  it('lists pages under a page (routes whose parent is the item) and nothing under a tool', async () => {
    const news = await children(PAGED, { path: '/sitecore/content/ports-group/Home/news', language: 'en', first: 1000 });
    expect(news!.results.map((r) => r.name)).toContain('all');
    expect(news!.results.every((r) => String(r.path).startsWith('/sitecore/content/ports-group/Home/news/'))).toBe(true);
    const leaf = await children(PAGED, { path: `${TOOLS}/vessel-schedule`, language: 'en', first: 10 });
    expect(leaf).toEqual({ total: 0, pageInfo: { endCursor: '', hasNext: false }, results: [] });
  });

  it('answers a tag item with its template', async () => {
    const res = await graphql(server, PAGED, { path: '/sitecore/content/ports-group/Data/Tags/Country/india', language: 'ar', first: 1 });
    const item = (res.json as { data: { item: { template: { id: string; name: string } } } }).data.item;
    expect(item.template).toEqual({ id: 'd6eeac8c-f1da-4a18-affa-4e8fb7c2edf3', name: 'Tag' });
  });

  it('rejects a page size over 1000 and a cursor of another list', async () => {
    const tooMany = await graphql(server, PAGED, { path: TOOLS, language: 'en', first: 1001 });
    expect((tooMany.json as { errors: Array<{ message: string }> }).errors[0]!.message).toMatch(/between 1 and 1000/);
    const wrong = await graphql(server, PAGED, { path: TOOLS, language: 'en', first: 5, after: Buffer.from('routes:5').toString('base64url') });
    expect((wrong.json as { errors: Array<{ message: string }> }).errors[0]!.message).toMatch(/Invalid cursor/);
  });
});

describe('stored items', () => {
  const temporary: string[] = [];
  afterEach(async () => {
    await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });
  async function contentDir(files: Record<string, unknown>): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'content-items-'));
    temporary.push(dir);
    for (const [file, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), JSON.stringify(content));
    }
    return dir;
  }
  const SITE = { name: 'tiny', languages: ['en'] };
  const ROUTE = { name: 'Home', itemId: '11111111-2222-3333-4444-555555555555', placeholders: {} };
  const item = (id: string, p: string) => ({ id, path: p, name: path.posix.basename(p), templateName: 'Tag', fields: {} });

  it('reads items at any depth under items/ and finds them by id or path in any case', async () => {
    const dir = await contentDir({
      'sites/tiny/site.json': SITE,
      'sites/tiny/en/routes/home.json': ROUTE,
      'sites/tiny/en/items/a/b/tag.json': item('aaaaaaaa-0000-0000-0000-000000000001', '/sitecore/content/tiny/Data/Tags/One'),
    });
    const store = await loadContent(dir, 'http://x');
    const en = store.sites.get('tiny')!.languages.get('en')!;
    expect(findStoredItem(en, '/SITECORE/content/tiny/data/tags/one/')?.name).toBe('One');
    expect(findStoredItem(en, '{AAAAAAAA-0000-0000-0000-000000000001}')?.name).toBe('One');
    expect(findStoredItem(en, '/sitecore/content/tiny/Data/Tags/Two')).toBeUndefined();
  });

  it('refuses an item without an id, or one whose id or path another item has', async () => {
    const noId = await contentDir({ 'sites/tiny/site.json': SITE, 'sites/tiny/en/items/x.json': { path: '/x', fields: {} } });
    await expect(loadContent(noId, 'http://x')).rejects.toThrow(/needs an "id"/);
    const twice = await contentDir({
      'sites/tiny/site.json': SITE,
      'sites/tiny/en/items/a.json': item('aaaaaaaa-0000-0000-0000-000000000001', '/sitecore/content/tiny/A'),
      'sites/tiny/en/items/b.json': item('aaaaaaaa-0000-0000-0000-000000000002', '/sitecore/content/tiny/a'),
    });
    await expect(loadContent(twice, 'http://x')).rejects.toThrow(/another item/);
  });

  it('names the parent path of an item', () => {
    expect(parentPathOf('/sitecore/content/ports-group/Data/Tools/vessel-schedule')).toBe('/sitecore/content/ports-group/data/tools');
    expect(parentPathOf('/sitecore')).toBe('');
  });
});
