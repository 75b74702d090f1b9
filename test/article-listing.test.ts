import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestServer, type RunningServer } from './support/server.ts';

/**
 * The article blocks as a crawler sees them (issue 11, spec 001 sections 2, 4, 5): the real
 * server, its embedded search and the sample insights (24 articles per language, 6 per type).
 */
let server: RunningServer;
let failing: RunningServer;

beforeAll(async () => {
  [server, failing] = await Promise.all([startTestServer(), startTestServer({ SEARCH_FAILURE: 'status-500' })]);
});
afterAll(async () => {
  await Promise.all([server?.close(), failing?.close()]);
});

/** The markup of one block (from its section to the next block or the footer). */
function block(html: string, name: string): string {
  const start = html.indexOf(`data-block="${name}"`);
  if (start < 0) return '';
  const next = html.slice(start + 1).search(/data-block="/);
  return next < 0 ? html.slice(start) : html.slice(start, start + 1 + next);
}
const cards = (html: string) => [...html.matchAll(/data-article-card="([^"]+)"/g)].map((m) => m[1]);

describe('server-rendered insights', () => {
  it('/insights: featured articles and the listing’s first page with real pagination links', async () => {
    const { status, text } = await get(server, '/insights');
    expect(status).toBe(200);
    const featured = block(text, 'featured-articles');
    expect(cards(featured)).toHaveLength(3);
    const listing = block(text, 'article-listing');
    expect(cards(listing)).toHaveLength(14);
    expect(listing).toMatch(/<a[^>]*href="\?page=2"/);
    expect(listing).toMatch(/aria-current="page"[^>]*>1</);
    // Each card links to a real article page.
    const first = listing.match(/<h3[^>]*><a[^>]*href="([^"]+)"/)![1]!;
    expect(first).toMatch(/^\/insights\/(blogs|expert-opinions|thought-leadership|whitepapers)\/[a-z0-9-]+$/);
    expect((await get(server, first)).status).toBe(200);
  });

  it('/insights?page=2 renders page 2 on the server; an invalid page is page 1', async () => {
    const two = block((await get(server, '/insights?page=2')).text, 'article-listing');
    expect(cards(two)).toHaveLength(10);
    expect(two).toMatch(/aria-current="page"[^>]*>2</);
    const one = cards(block((await get(server, '/insights')).text, 'article-listing'));
    expect(cards(two).some((id) => one.includes(id))).toBe(false);
    for (const bad of ['abc', '0', '99']) {
      const listing = block((await get(server, `/insights?page=${bad}`)).text, 'article-listing');
      expect(cards(listing)).toEqual(one);
    }
  });

  it('a type page lists its own type only, without the type facet; facets in the query filter on the server', async () => {
    const blogs = block((await get(server, '/insights/blogs')).text, 'article-listing');
    expect(cards(blogs)).toHaveLength(6);
    expect(blogs).not.toContain('data-facet="insights_type"');
    expect(blogs).toContain('data-facet="insights_topic"');
    expect(blogs).not.toContain('?page=2');
    const whitepapers = block((await get(server, '/insights?insights_type=whitepapers')).text, 'article-listing');
    expect(cards(whitepapers)).toHaveLength(6);
    expect(whitepapers).toMatch(/checked=""[^>]*value="whitepapers"|value="whitepapers"[^>]*checked=""/);
  });

  it('/ar/insights in Arabic', async () => {
    const { text } = await get(server, '/ar/insights');
    const listing = block(text, 'article-listing');
    expect(cards(listing)).toHaveLength(14);
    expect(listing).toContain('href="/ar/insights/');
    expect(listing).toContain('الموضوع');
  });

  it('an article shows 3 related articles, never itself', async () => {
    const path = '/insights/blogs/a-day-in-the-control-tower';
    const { status, text } = await get(server, path);
    expect(status).toBe(200);
    const related = block(text, 'related-articles');
    expect(cards(related)).toHaveLength(3);
    expect(related).not.toContain(`href="${path}"`);
  });

  it('with the search down the page still renders: the listing says so, featured articles are left out', async () => {
    const { status, text } = await get(failing, '/insights');
    expect(status).toBe(200);
    expect(block(text, 'featured-articles')).toBe('');
    const listing = block(text, 'article-listing');
    expect(listing).toContain('The articles could not be loaded.');
    expect(cards(listing)).toEqual([]);
    const article = await get(failing, '/insights/blogs/a-day-in-the-control-tower');
    expect(article.status).toBe(200);
    expect(block(article.text, 'related-articles')).toBe('');
  });
});
