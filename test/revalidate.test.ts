import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestServer, type RunningServer } from './support/server.ts';

const SECRET = 'revalidate-secret-0123456789abcdef';
const HOME_ID = '4b4e1157-828e-5461-87d9-129bc456b9de';
const ABOUT_ID = '572b63ad-2cb9-57be-9f74-e81cf4144180';
const NOT_FOUND_ID = '0a512a69-1d6e-5679-bd0d-cbe43d51dbb3';
/** The site settings item (content/sites/ports-group/en/settings.json): every page uses it. */
const SETTINGS_ID = '5ce6bc26-4267-5206-927b-18eceb3fb607';
/** How Experience Edge spells an item id in a webhook: 32 hex digits, upper case, no braces. */
const edgeId = (id: string) => id.replace(/-/g, '').toUpperCase();

let server: RunningServer;
beforeAll(async () => {
  // The CMS data cache's side of the purge: every request renders from it (no page cache).
  // test/page-cache.test.ts purges cached pages.
  server = await startTestServer({ REVALIDATE_SECRET: SECRET, PAGE_CACHE_MAX_MB: '0' });
});
afterAll(() => server?.close());

interface PurgeAnswer {
  invocation_id: string;
  continues: boolean;
  evicted: string[];
  tags: string[];
  ignored: string[];
}

async function post(body: unknown, headers: Record<string, string> = { 'x-revalidate-secret': SECRET }) {
  const response = await fetch(`${server.url}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: JSON.parse(text) as Record<string, unknown> };
}

function webhook(updates: unknown[]): Record<string, unknown> {
  return { invocation_id: 'a56e4689-63be-4eb3-bbd4-a709c65819dc', updates, continues: false };
}

const calls = () => ({ layout: server.content!.stats.layout, dictionary: server.content!.stats.dictionary });

describe('pages carry cache tags', () => {
  it('names the route item, the dictionary language and the settings item, for Cloudflare and Fastly alike', async () => {
    const response = await get(server, '/');
    const tags = response.headers.get('cache-tag')!.split(',');
    expect(tags[0]).toBe(`layout-${HOME_ID}`);
    expect(tags).toContain('dictionary-en');
    expect(tags).toContain(`item-${SETTINGS_ID}`);
    // The datasources the home page's renderings name by id.
    const datasources = tags.filter((tag) => tag.startsWith('item-') && tag !== `item-${SETTINGS_ID}`);
    expect(datasources.length).toBeGreaterThan(0);
    expect(tags.every((tag) => /^(layout|item)-[0-9a-f-]{36}$|^dictionary-en$/.test(tag))).toBe(true);
    expect(response.headers.get('surrogate-key')).toBe(tags.join(' '));
    const arabic = (await get(server, '/ar/about')).headers.get('cache-tag')!.split(',');
    expect(arabic[0]).toBe(`layout-${ABOUT_ID}`);
    expect(arabic).toContain('dictionary-ar');
    expect(arabic).toContain(`item-${SETTINGS_ID}`);
  });

  it('tags a missing page as missing, plus the not-found page it shows', async () => {
    const response = await get(server, '/no/such/page');
    expect(response.status).toBe(404);
    const tags = response.headers.get('cache-tag')!.split(',');
    expect(tags.slice(0, 4)).toEqual(['layout-missing', 'dictionary-en', `item-${SETTINGS_ID}`, `layout-${NOT_FOUND_ID}`]);
  });
});

describe('POST /api/revalidate with a real webhook body', () => {
  it('evicts the layout it names in its culture only, and the next visitor makes one CMS call', async () => {
    await get(server, '/');
    await get(server, '/ar');
    const warm = await get(server, '/');
    expect(warm.headers.get('server-timing')).toContain('desc="hit"');

    const answer = await post(
      webhook([
        { identifier: `${edgeId(HOME_ID)}-layout`, entity_definition: 'LayoutData', operation: 'Update', entity_culture: 'en' },
        { identifier: edgeId(HOME_ID), entity_definition: 'Item', operation: 'Update', entity_culture: 'en' },
      ]),
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    const body = answer.json as unknown as PurgeAnswer;
    expect(body.invocation_id).toBe('a56e4689-63be-4eb3-bbd4-a709c65819dc');
    expect(body.evicted).toContain('layout|ports-group|en|/');
    expect(body.evicted).not.toContain('layout|ports-group|ar|/');
    // The Item update may be a rule of the redirect map or a site's definition: those go too
    // (test/cms-redirects.test.ts, test/site-scope.test.ts); the LayoutData update may change the
    // CMS's published sitemap (test/sitemap.test.ts). All of them the Global site's alone: the
    // item sits under its root (test/site-scope.test.ts has the drydocks site's).
    expect(body.tags).toEqual([`layout-${HOME_ID}`, `item-${HOME_ID}`, 'layout-missing', 'sitemap', 'redirects', 'sites']);

    const before = calls();
    const next = await get(server, '/');
    expect(next.status).toBe(200);
    expect(calls().layout - before.layout).toBe(1);
    expect(next.headers.get('server-timing')).toContain('desc="miss"');
    // The Arabic home page was not named: still cached.
    const arabic = await get(server, '/ar');
    expect(calls().layout - before.layout).toBe(1);
    expect(arabic.headers.get('server-timing')).toContain('desc="hit"');
    // And the next English visitor is served from the cache again.
    await get(server, '/');
    expect(calls().layout - before.layout).toBe(1);
  });

  it("drops the sitemap's route lists and the CMS's sitemap files when a page is published, so new and removed pages show", async () => {
    // The news sitemap reads the route lists; /sitemap.xml is the CMS's published file.
    expect((await get(server, '/news-1.xml')).status).toBe(200);
    expect((await get(server, '/sitemap.xml')).status).toBe(200);
    const answer = await post(
      webhook([{ identifier: `${edgeId(HOME_ID)}-layout`, entity_definition: 'LayoutData', operation: 'Update', entity_culture: 'en' }]),
    );
    const evicted = (answer.json as unknown as PurgeAnswer).evicted;
    expect(evicted.filter((key) => key.startsWith('routes|')).length).toBeGreaterThan(0);
    expect(evicted).toEqual(expect.arrayContaining(['sitemap|ports-group||list', 'sitemap|ports-group||file:sitemap.xml']));
  });

  it('evicts every language of an item when the update names no culture', async () => {
    await get(server, '/about');
    await get(server, '/ar/about');
    const answer = await post(webhook([{ identifier: `{${ABOUT_ID.toUpperCase()}}`, entity_definition: 'Item', operation: 'Delete' }]));
    expect(answer.status).toBe(200);
    expect((answer.json as unknown as PurgeAnswer).evicted.sort()).toEqual([
      'layout|ports-group|ar|/about',
      'layout|ports-group|en|/about',
      'redirects|ports-group||',
      'sites|||',
    ]);
    const before = calls();
    await get(server, '/about');
    await get(server, '/ar/about');
    expect(calls().layout - before.layout).toBe(2);
  });

  it('evicts the dictionary of the culture when a dictionary entry changes', async () => {
    await get(server, '/about');
    await get(server, '/ar/about');
    const answer = await post(
      webhook([
        {
          identifier: 'ports-group-1a1905a154414da3883fd9ca7074b128-carousel.next-ar',
          entity_definition: 'DictionaryEntry',
          operation: 'Update',
          entity_culture: 'ar',
        },
      ]),
    );
    expect(answer.status).toBe(200);
    const body = answer.json as unknown as PurgeAnswer;
    expect(body.evicted).toEqual(['dictionary|ports-group|ar|']);
    expect(body.tags).toEqual(['dictionary-ar']);
    const before = calls();
    await get(server, '/ar/about');
    await get(server, '/about');
    expect(calls().dictionary - before.dictionary).toBe(1);
    expect(calls().layout - before.layout).toBe(0);
  });

  it('lets a page that was missing appear once its layout is published', async () => {
    await get(server, '/brand-new-page');
    const answer = await post(
      webhook([{ identifier: 'F00DF00DF00DF00DF00DF00DF00DF00D-layout', entity_definition: 'LayoutData', operation: 'Update', entity_culture: 'en' }]),
    );
    expect((answer.json as unknown as PurgeAnswer).evicted).toContain('layout|ports-group|en|/brand-new-page');
  });

  it('answers what it evicted even when that is nothing, and lists identifiers that name no item', async () => {
    const answer = await post({
      ...webhook([{ identifier: 'website/some/path', entity_definition: 'LayoutData', operation: 'Update', entity_culture: 'en' }]),
      continues: true,
      extra: 'Edge may add fields; BodyInclude lets operators add their own',
    });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ evicted: [], tags: [], ignored: ['website/some/path'], continues: true });
  });

  it('takes the secret as a bearer token too', async () => {
    const answer = await post(webhook([]), { authorization: `Bearer ${SECRET}` });
    expect(answer.status).toBe(200);
    expect(answer.json).toMatchObject({ evicted: [], tags: [] });
  });
});

describe('refused webhook calls', () => {
  it('answers 401 for a missing or wrong secret, and evicts nothing', async () => {
    await get(server, '/about');
    const keys = server.cms.cache.keys().length;
    const body = webhook([{ identifier: edgeId(ABOUT_ID), entity_definition: 'Item', operation: 'Update' }]);
    for (const headers of [
      {},
      { 'x-revalidate-secret': 'wrong' },
      { 'x-revalidate-secret': SECRET.slice(1) },
      { authorization: 'Bearer wrong' },
      { authorization: `Basic ${SECRET}` },
      { 'x-preview-secret': SECRET },
    ] as Array<Record<string, string>>) {
      const answer = await post(body, headers);
      expect(answer.status, JSON.stringify(headers)).toBe(401);
      expect(answer.json).toMatchObject({ code: 'REVALIDATE_SECRET_INVALID' });
    }
    expect(server.cms.cache.keys().length).toBe(keys);
  });

  it('answers 413 for a body over 1 MiB', async () => {
    const padding = 'x'.repeat(1024 * 1024);
    const answer = await post({ ...webhook([]), padding });
    expect(answer.status).toBe(413);
    expect(answer.json).toMatchObject({ code: 'REVALIDATE_BODY_TOO_LARGE' });
  });

  it('refuses a huge body without the secret before reading it', async () => {
    const answer = await post({ ...webhook([]), padding: 'x'.repeat(2 * 1024 * 1024) }, {});
    expect(answer.status).toBe(401);
  });

  const malformed: Array<[string, unknown, string]> = [
    ['text that is not JSON', '{"invocation_id": ', 'Not an Experience Edge webhook body'],
    ['an array', [], 'the body must be a JSON object'],
    ['null', 'null', 'the body must be a JSON object'],
    ['no invocation_id', { updates: [], continues: false }, 'invocation_id must be a non-empty string'],
    ['no updates', { invocation_id: 'x', continues: false }, 'updates must be an array'],
    ['updates as an object', { invocation_id: 'x', updates: {}, continues: false }, 'updates must be an array'],
    ['continues as a string', { invocation_id: 'x', updates: [], continues: 'no' }, 'continues must be true or false'],
    ['an update that is a string', webhook(['abc']), 'updates[0] must be an object'],
    ['an update without identifier', webhook([{ entity_definition: 'Item', operation: 'Update' }]), 'updates[0].identifier must be a non-empty string'],
    ['an empty identifier', webhook([{ identifier: ' ', entity_definition: 'Item', operation: 'Update' }]), 'updates[0].identifier'],
    ['a numeric entity_definition', webhook([{ identifier: 'A', entity_definition: 3, operation: 'Update' }]), 'updates[0].entity_definition'],
    ['no operation', webhook([{ identifier: 'A', entity_definition: 'Item' }]), 'updates[0].operation'],
    [
      'a culture that is no language',
      webhook([{ identifier: 'A', entity_definition: 'Item', operation: 'Update', entity_culture: '../en' }]),
      'updates[0].entity_culture',
    ],
  ];
  it.each(malformed)('answers 400 for %s, saying what is wrong', async (_what, body, message) => {
    const answer = await post(body);
    expect(answer.status).toBe(400);
    expect(answer.json).toMatchObject({ code: 'REVALIDATE_BAD_BODY' });
    expect(String(answer.json.message)).toContain(message);
  });

  it('answers 415 for a body that is not JSON by its type, and 405 for GET', async () => {
    const form = await post('a=b', { 'x-revalidate-secret': SECRET, 'content-type': 'application/x-www-form-urlencoded' });
    expect(form.status).toBe(415);
    const getAnswer = await fetch(`${server.url}/api/revalidate`);
    expect(getAnswer.status).toBe(405);
    expect(getAnswer.headers.get('allow')).toBe('POST');
  });
});

describe('a server without REVALIDATE_SECRET', () => {
  let plain: RunningServer;
  beforeAll(async () => {
    plain = await startTestServer();
  });
  afterAll(() => plain?.close());

  it('answers 404 with a clear message', async () => {
    const response = await fetch(`${plain.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': SECRET },
      body: JSON.stringify(webhook([])),
    });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: 'REVALIDATE_DISABLED', message: expect.stringContaining('REVALIDATE_SECRET') });
  });
});
