import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startContentServer, type ContentServer } from '../src/content-server/index.ts';
import { ROOT } from '../src/server/start.ts';
import { get, startTestServer, waitForCachedPage, type RunningServer } from './support/server.ts';
import { startRedis, type TestRedis } from './support/redis.ts';

/**
 * The CMS-managed redirects (issue 15) over real HTTP: the real server, the embedded CMS, and the
 * sample site's nine rules (content/sites/ports-group/site.json "redirects").
 */

const REVALIDATE_SECRET = 'revalidate-secret-0123456789abcdef';
const EDITING_SECRET = 'editing-secret-0123456789abcdef';
const SITE = 'https://www.example.com';

const logLines: Array<Record<string, unknown>> = [];
const logger = pino({ level: 'warn' }, { write: (line: string) => void logLines.push(JSON.parse(line) as Record<string, unknown>) });

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ REVALIDATE_SECRET, SITECORE_EDITING_SECRET: EDITING_SECRET }, { logger });
});
afterAll(() => server?.close());

const graphqlCalls = (on: { content: ContentServer | undefined } = server) => on.content!.stats.graphql;
const h1 = (html: string) => /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];

async function expectRedirect(path: string, status: number, location: string, on: RunningServer = server) {
  const response = await get(on, path);
  expect(`${response.status} ${response.headers.get('location')}`, path).toBe(`${status} ${location}`);
  return response;
}

describe('the sample map, each type', () => {
  it('answers 301 for REDIRECT_301, tagged for a CDN purge and kept briefly', async () => {
    const response = await expectRedirect('/company', 301, '/about');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
    expect(response.headers.get('cache-tag')).toBe('redirects');
    const head = await fetch(`${server.url}/company`, { method: 'HEAD', redirect: 'manual' });
    expect(`${head.status} ${head.headers.get('location')}`).toBe('301 /about');
    // Only GET and HEAD page requests: a POST there is no page and no redirect.
    const post = await fetch(`${server.url}/company`, { method: 'POST', redirect: 'manual' });
    expect(post.status).toBe(404);
  });

  it('answers 302 for REDIRECT_302', async () => {
    await expectRedirect('/jobs', 302, '/careers');
  });

  it("renders /about's content at /who-we-are for SERVER_TRANSFER, its canonical link naming /about", async () => {
    const about = await get(server, '/about');
    const transfer = await get(server, '/who-we-are');
    expect(transfer.status).toBe(200);
    expect(transfer.headers.get('location')).toBeNull();
    expect(h1(transfer.text)).toBeDefined();
    expect(h1(transfer.text)).toBe(h1(about.text));
    expect(transfer.text).toContain(`<link rel="canonical" href="${SITE}/about"`);
    // Its CDN tags are the target page's and the map's, rendered or from the page cache alike.
    const aboutTags = about.headers.get('cache-tag')!.split(',');
    expect(aboutTags).not.toContain('redirects');
    for (const answer of [transfer, await waitForCachedPage(server, '/who-we-are')]) {
      expect(answer.headers.get('cache-tag')!.split(',')).toEqual([...aboutTags, 'redirects']);
      expect(answer.headers.get('surrogate-key')!.split(' ')).toEqual([...aboutTags, 'redirects']);
    }
    const arabic = await get(server, '/ar/who-we-are');
    expect(arabic.status).toBe(200);
    expect(arabic.text).toContain('dir="rtl"');
    expect(h1(arabic.text)).toBe(h1((await get(server, '/ar/about')).text));
    expect(arabic.text).toContain(`<link rel="canonical" href="${SITE}/ar/about"`);
  });

  it('sends the absolute target the editor wrote off the site, in every language', async () => {
    for (const path of ['/annual-report', '/ar/annual-report', '/annual-report?utm_source=mail']) {
      await expectRedirect(path, 302, 'https://www.example.com/ports-group/annual-report-2025.pdf');
    }
  });

  it('counts the redirects answered by type', async () => {
    await get(server, '/company');
    await get(server, '/who-we-are');
    const text = await server.metrics.registry.getSingleMetricAsString('cms_redirects_total');
    expect(text).toMatch(/cms_redirects_total\{type="301"\} [1-9]/);
    expect(text).toMatch(/cms_redirects_total\{type="transfer"\} [1-9]/);
  });
});

describe('query strings', () => {
  it('drops the query where the rule says not to keep it, and keeps it where it does', async () => {
    await expectRedirect('/company?utm_source=mail&ref=x', 301, '/about');
    await expectRedirect('/about-us?utm_source=mail&ref=x', 301, '/about?utm_source=mail&ref=x');
    await expectRedirect('/jobs?team=ops%20centre', 302, '/careers?team=ops+centre');
  });
});

describe('languages', () => {
  it('keeps the language prefix of the request, none for the default', async () => {
    await expectRedirect('/en/company', 301, '/en/about');
    await expectRedirect('/ar/company', 301, '/ar/about');
    await expectRedirect('/ar/jobs?team=ops', 302, '/ar/careers?team=ops');
  });

  it('applies the Arabic-only rule under /ar only', async () => {
    await expectRedirect('/ar/media-centre', 301, '/ar/media');
    for (const path of ['/media-centre', '/en/media-centre']) {
      const response = await get(server, path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('location')).toBeNull();
    }
  });

  it('matches whatever the case and a trailing slash', async () => {
    await expectRedirect('/Company/', 301, '/about');
    await expectRedirect('/ar/COMPANY', 301, '/ar/about');
  });
});

describe('regular expressions', () => {
  it('fills the group of the leadership rule in, in both languages', async () => {
    await expectRedirect('/leadership/jane-doe', 301, '/about/leadership/jane-doe');
    await expectRedirect('/ar/leadership/jane-doe', 301, '/ar/about/leadership/jane-doe');
    await expectRedirect('/leadership/%D8%B3%D8%A7%D8%B1%D8%A9', 301, '/about/leadership/%D8%B3%D8%A7%D8%B1%D8%A9');
  });

  it('runs the nested repetition ^/(a+)+$ in linear time: /aaaa… redirects, /aaaa…! is a page, /healthz answers through a burst', async () => {
    await expectRedirect('/aaaa', 301, '/');
    await expectRedirect(`/${'a'.repeat(2_000)}`, 301, '/');
    // JavaScript's engine would hold the event loop for hours on the first of these; RE2 makes
    // one pass. Sixteen at once, and the health check beside them.
    const burst = Array.from({ length: 16 }, (_, i) => get(server, `/${'a'.repeat(40 + i * 120)}!`));
    const health = await get(server, '/healthz');
    expect(health.status).toBe(200);
    for (const response of await Promise.all(burst)) {
      expect(response.status).toBe(404);
      expect(response.headers.get('location')).toBeNull();
    }
  });

  it('skips the back-reference RE2 cannot run, with one log line when the map is read, never per request', async () => {
    const before = logLines.length;
    for (const path of ['/news/news', '/insights/insights']) expect((await get(server, path)).headers.get('location'), path).toBeNull();
    expect(logLines.slice(before).filter((line) => String(line.msg).includes('skipped'))).toEqual([]);
    const skipped = logLines.filter((line) => String(line.msg).includes('rule(s) skipped'));
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({ component: 'cms-redirects', skipped: [{ rule: 8, pattern: '^/(news|insights)/\\1$' }] });
  });
});

describe('hostile paths', () => {
  it('are refused before the map, or stay on the site', async () => {
    for (const path of ['/company%0d%0aSet-Cookie:%20a=b', '/leadership/%2F%2Fevil.example', '/leadership/%5Cevil.example', '/leadership/..%2F..%2Fx']) {
      const response = await get(server, path);
      expect(response.status, path).toBe(400);
      expect(response.headers.get('location')).toBeNull();
    }
    // Duplicate slashes are one: the group is a path on this site.
    await expectRedirect('//leadership//evil.example', 301, '/about/leadership/evil.example');
    await expectRedirect('/leadership/x%3Fy=1%23z', 301, '/about/leadership/x%3Fy%3D1%23z');
  });
});

describe('purge', () => {
  async function publish(updates: unknown[]) {
    const response = await fetch(`${server.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
      body: JSON.stringify({ invocation_id: 'a56e4689-63be-4eb3-bbd4-a709c65819dc', updates, continues: false }),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as { evicted: string[]; tags: string[] };
  }

  it('reads the map from the CMS again after a publish of an item, and keeps it through a publish of pages', async () => {
    await get(server, '/company');
    let before = graphqlCalls();
    await expectRedirect('/company', 301, '/about');
    expect(graphqlCalls() - before).toBe(0);

    // A page's layout: the map stays.
    const pages = await publish([
      { identifier: '572B63AD2CB957BE9F74E81CF4144180-layout', entity_definition: 'LayoutData', operation: 'Update', entity_culture: 'en' },
    ]);
    expect(pages.evicted).not.toContain('redirects|ports-group||');
    before = graphqlCalls();
    await expectRedirect('/company', 301, '/about');
    expect(graphqlCalls() - before).toBe(0);

    // An item (a redirect map is one): the map goes, in every language, and a CDN is told to purge it.
    const item = await publish([{ identifier: '0F1E2D3C4B5A69788796A5B4C3D2E1F0', entity_definition: 'Item', operation: 'Update', entity_culture: 'en' }]);
    expect(item.evicted).toContain('redirects|ports-group||');
    expect(item.tags).toContain('redirects');
    before = graphqlCalls();
    await expectRedirect('/ar/company', 301, '/ar/about');
    // The map, and the site list: an item may be a site's definition too.
    expect(graphqlCalls() - before).toBe(2);
    await expectRedirect('/company', 301, '/about');
    expect(graphqlCalls() - before).toBe(2);
  });

  it("reads the map fresh for an editor's preview, and answers privately", async () => {
    await get(server, '/company');
    const before = graphqlCalls();
    for (let i = 0; i < 2; i++) {
      const response = await get(server, '/company', { 'x-preview-secret': EDITING_SECRET });
      expect(`${response.status} ${response.headers.get('location')}`).toBe('301 /about');
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(response.headers.get('cache-tag')).toBeNull();
    }
    expect(graphqlCalls() - before).toBe(2);
  });
});

/**
 * Order against the routing table and the pages, loops and groups that would leave the site: the
 * sample content with a few more rules, served by an embedded CMS of the test's own that the
 * render host reaches as a remote CMS (SITECORE_API_HOST).
 */
describe('order, loops and targets, with rules of the test', () => {
  const EXTRA_RULES = [
    // The routing table's own redirect (308) answers first.
    { pattern: '/news/releases/old-story', target: '/contact', redirectType: 'REDIRECT_301' },
    // And its rewrites: robots.txt stays robots.txt.
    { pattern: '/robots.txt', target: '/about', redirectType: 'REDIRECT_301' },
    // A rule wins over the page of the same path.
    { pattern: '/contact', target: '/about', redirectType: 'REDIRECT_302' },
    { pattern: '/loop', target: '/loop', redirectType: 'REDIRECT_301' },
    { pattern: '/ping', target: '/pong', redirectType: 'REDIRECT_301' },
    { pattern: '/pong', target: '/ping', redirectType: 'REDIRECT_301' },
    { pattern: '^/go\\?to=(.*)$', target: '$1', redirectType: 'REDIRECT_302' },
  ].map((rule) => ({ isQueryStringPreserved: false, isLanguagePreserved: true, locale: null, ...rule }));

  let dir: string;
  let cms: ContentServer;
  let site: RunningServer;
  const lines: Array<Record<string, unknown>> = [];
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'cms-redirects-'));
    const content = join(ROOT, 'content');
    for (const name of ['media', 'feeds', 'contenthub', 'digital-wall', 'embeds']) symlinkSync(join(content, name), join(dir, name));
    mkdirSync(join(dir, 'sites', 'ports-group'), { recursive: true });
    for (const language of ['en', 'ar']) symlinkSync(join(content, 'sites', 'ports-group', language), join(dir, 'sites', 'ports-group', language));
    const definition = JSON.parse(readFileSync(join(content, 'sites', 'ports-group', 'site.json'), 'utf8')) as { redirects: unknown[] };
    definition.redirects = [...definition.redirects, ...EXTRA_RULES];
    writeFileSync(join(dir, 'sites', 'ports-group', 'site.json'), JSON.stringify(definition));
    cms = await startContentServer({ apiKey: 'test-key', contentDir: dir, dataDir: join(dir, '.data') });
    site = await startTestServer(
      { SITECORE_API_HOST: cms.origin, SITECORE_API_KEY: cms.apiKey },
      { logger: pino({ level: 'warn' }, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) }) },
    );
  });
  afterAll(async () => {
    await site?.close();
    await cms?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('lets the routing table answer first: its 308s and its rewrites', async () => {
    await expectRedirect('/news/releases/old-story', 308, '/news/old-story', site);
    const robots = await get(site, '/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.headers.get('content-type')).toContain('text/plain');
  });

  it('answers a rule before the page of the same path', async () => {
    expect((await get(site, '/ar/contact')).status).toBe(302);
    await expectRedirect('/contact', 302, '/about', site);
  });

  it('does not send the browser round in circles: the page route answers, one log line per rule', async () => {
    for (const path of ['/loop', '/loop', '/ping', '/pong', '/ar/ping']) {
      const response = await get(site, path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('location')).toBeNull();
    }
    const loops = lines.filter((line) => String(line.msg).includes('redirect loop'));
    expect(loops.map((line) => line.pattern).sort()).toEqual(['/loop', '/ping', '/pong']);
  });

  it('refuses a group that would make an off-site target, and follows one that stays', async () => {
    for (const query of ['//evil.example', '/%5Cevil.example', '%2F%2Fevil.example']) {
      const response = await get(site, `/go?to=${query}`);
      expect(response.status, query).toBe(404);
      expect(response.headers.get('location')).toBeNull();
    }
    expect(lines.filter((line) => String(line.msg).includes('leave the site'))).toHaveLength(1);
    await expectRedirect('/go?to=/about', 302, '/about', site);
  });
});

/** Two instances sharing one real redis-server (REDIS_URL): the map is CMS data like any other. */
describe('with Redis', () => {
  let redis: TestRedis;
  const hosts: RunningServer[] = [];
  beforeAll(async () => {
    redis = await startRedis();
    for (let i = 0; i < 2; i++) hosts.push(await startTestServer({ REDIS_URL: redis.url, REVALIDATE_SECRET, CACHE_TTL_S: '300' }));
    for (let i = 0; i < 200 && !hosts.every((host) => host.redis?.state() === 'up'); i++) await new Promise((r) => setTimeout(r, 25));
  }, 60_000);
  afterAll(async () => {
    await Promise.all(hosts.map((host) => host.close()));
    await redis?.stop();
  });

  it('reads the map once for every instance, and one publish drops it everywhere', async () => {
    const [a, b] = hosts as [RunningServer, RunningServer];
    const writes = async () => Number(/ (\d+)$/m.exec(await a.metrics.registry.getSingleMetricAsString('shared_cache_writes_total'))?.[1]);
    // Both instances know the CMS's sites first (a request's host picks its site: sites.ts).
    for (const host of [a, b]) expect((await fetch(`${host.url}/robots.txt`)).status).toBe(200);
    for (let i = 0; i < 200 && !b.cms.cache.keys().includes('sites|||'); i++) await new Promise((r) => setTimeout(r, 25));
    const written = await writes();
    // A redirect reads nothing from the CMS but the map: A's one write to the shared level is it.
    await expectRedirect('/company', 301, '/about', a);
    for (let i = 0; i < 200 && (await writes()) === written; i++) await new Promise((r) => setTimeout(r, 25));
    expect(await writes()).toBe(written + 1);
    const calls = graphqlCalls(b);
    await expectRedirect('/jobs', 302, '/careers', b);
    expect(graphqlCalls(b)).toBe(calls);
    expect(b.cms.cache.stats().sharedHits).toBeGreaterThan(0);

    const response = await fetch(`${a.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': REVALIDATE_SECRET },
      body: JSON.stringify({
        invocation_id: 'redirects',
        updates: [{ identifier: '0F1E2D3C4B5A69788796A5B4C3D2E1F0', entity_definition: 'Item', operation: 'Update' }],
        continues: false,
      }),
    });
    expect(response.status).toBe(200);
    for (let i = 0; i < 200 && b.cms.cache.keys().includes('redirects|ports-group||'); i++) await new Promise((r) => setTimeout(r, 25));
    expect(b.cms.cache.keys()).not.toContain('redirects|ports-group||');
    const before = graphqlCalls(b);
    await expectRedirect('/company', 301, '/about', b);
    // The map, and the site list (an item may be a site's definition): one call each.
    expect(graphqlCalls(b) - before).toBe(2);
  });
});
