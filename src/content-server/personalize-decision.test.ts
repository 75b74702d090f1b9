/**
 * The personalisation decision over real HTTP (docs/personalisation.md), against the sample site's
 * rules (content/sites/ports-group/personalize.json), and the loading of a site's rules.
 */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ContentServer } from './content-server.ts';
import { DEFAULT_CONTENT_DIR, PERSONALIZE_DECISION_PATH as FROM_SERVER, startContentServer } from './content-server.ts';
import { loadContent } from './content-store.ts';
import { PERSONALIZE_DECISION_PATH } from './personalize-protocol.ts';
import { get, startTestServer, TEST_API_KEY, type TestResponse } from './test-support.ts';

const HOME_ID = '4b4e1157-828e-5461-87d9-129bc456b9de';
const ABOUT_ID = '572b63ad-2cb9-57be-9f74-e81cf4144180';
const SAUDI = '9672a417862e5fd1628942d72d8a7cf7';
const CAMPAIGN = 'd879b6a6f6ed75a8ddc28e526eb60e75';
const RETURNING = 'b4a0fef4192859e1936aa5533743fd9c_bdc8c115dd958dbf7b44a9fb8154d036';

let server: ContentServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

function post(body: unknown, headers: Record<string, string> = { sc_apikey: TEST_API_KEY }, target = server): Promise<TestResponse> {
  return get(`${target.origin}${PERSONALIZE_DECISION_PATH}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const home = (inputs: Record<string, string>, language = 'en', variantIds = [SAUDI, CAMPAIGN]) => ({
  site: 'ports-group',
  pageId: HOME_ID,
  language,
  variantIds,
  inputs,
});

describe('POST /personalize/v1/decision on the sample site', () => {
  it('is the path the protocol module exports', () => {
    expect(PERSONALIZE_DECISION_PATH).toBe('/personalize/v1/decision');
    expect(FROM_SERVER).toBe(PERSONALIZE_DECISION_PATH);
  });

  it('loads every rule of the sample with no warning', async () => {
    const warnings: string[] = [];
    const store = await loadContent(DEFAULT_CONTENT_DIR, 'http://127.0.0.1:1', null, {}, (_fields, message) => warnings.push(message));
    expect(warnings).toEqual([]);
    expect(store.sites.get('ports-group')!.personalizeRules.map((r) => [r.id, r.page])).toEqual([
      [CAMPAIGN, HOME_ID],
      [SAUDI, HOME_ID],
      [RETURNING, ABOUT_ID],
    ]);
    expect(store.sites.get('drydocks')!.personalizeRules).toEqual([]);
  });

  it.each(['en', 'ar'])('shows visitors from Saudi Arabia the Jeddah hero, campaign visitors the campaign (%s)', async (language) => {
    const saudi = await post(home({ country: 'SA', visitor: 'new', device: 'mobile', language }, language));
    expect(saudi.status).toBe(200);
    expect(saudi.headers.get('content-type')).toMatch(/^application\/json/);
    expect(saudi.json).toEqual({ variantId: SAUDI, componentVariantIds: [] });
    expect((await post(home({ utmCampaign: 'green-corridor' }, language))).json).toEqual({ variantId: CAMPAIGN, componentVariantIds: [] });
    expect((await post(home({ utmCampaign: 'Green-Corridor-Spring' }, language))).json).toEqual({ variantId: CAMPAIGN, componentVariantIds: [] });
    // Both hold: the campaign's rule is listed first.
    expect((await post(home({ country: 'sa', utmCampaign: 'green-corridor' }, language))).json).toEqual({ variantId: CAMPAIGN, componentVariantIds: [] });
    expect((await post(home({ country: 'AE', utmCampaign: 'spring-sale' }, language))).json).toEqual({ variantId: null, componentVariantIds: [] });
    expect((await post(home({}, language))).json).toEqual({ variantId: null, componentVariantIds: [] });
  });

  it("chooses only among the request's variant ids", async () => {
    expect((await post(home({ country: 'SA', utmCampaign: 'green-corridor' }, 'en', [SAUDI]))).json).toEqual({ variantId: SAUDI, componentVariantIds: [] });
    expect((await post(home({ country: 'SA' }, 'en', []))).json).toEqual({ variantId: null, componentVariantIds: [] });
  });

  it('shows returning visitors the component variant on /about', async () => {
    const about = (visitor: string) => ({
      site: 'ports-group',
      pageId: `{${ABOUT_ID.toUpperCase()}}`,
      language: 'ar',
      variantIds: [RETURNING],
      inputs: { visitor },
    });
    expect((await post(about('returning'))).json).toEqual({ variantId: null, componentVariantIds: [RETURNING] });
    expect((await post(about('new'))).json).toEqual({ variantId: null, componentVariantIds: [] });
  });

  it('answers the default for a page without rules and a site without a rules file', async () => {
    const contact = { site: 'ports-group', pageId: '11111111-2222-3333-4444-555555555555', language: 'en', variantIds: [SAUDI], inputs: { country: 'SA' } };
    expect((await post(contact)).json).toEqual({ variantId: null, componentVariantIds: [] });
    expect((await post({ ...contact, site: 'drydocks' })).json).toEqual({ variantId: null, componentVariantIds: [] });
  });

  it('refuses a wrong or missing key with 401', async () => {
    for (const headers of [{}, { sc_apikey: 'wrong' }] as Array<Record<string, string>>) {
      const res = await post(home({ country: 'SA' }), headers);
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ statusCode: 401, code: 'CONTENT_API_KEY_INVALID' });
    }
  });

  it.each<[string, unknown, RegExp]>([
    ['an array', [], /not a JSON object/],
    ['no site', { ...home({}), site: undefined }, /"site"/],
    ['a page id that is not a GUID', { ...home({}), pageId: '/' }, /"pageId"/],
    ['no language', { ...home({}), language: '' }, /"language"/],
    ['variantIds that are not a list', { ...home({}), variantIds: SAUDI }, /"variantIds"/],
    ['variantIds with a number', { ...home({}), variantIds: [SAUDI, 1] }, /"variantIds"/],
    ['inputs that are not an object', { ...home({}), inputs: ['SA'] }, /"inputs"/],
    ['an input that is not a string', home({ country: 1 } as unknown as Record<string, string>), /"inputs\.country"/],
  ])('refuses a body with %s with 400 and a message', async (_case, body, message) => {
    const res = await post(body);
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ statusCode: 400, code: 'CONTENT_BAD_DECISION', error: 'Bad Request', message: expect.stringMatching(message) });
  });

  it('refuses a body that is not JSON, and an unknown site, with 400', async () => {
    const broken = await post('{ "site": ');
    expect(broken.status).toBe(400);
    expect(broken.json).toMatchObject({ statusCode: 400 });
    const unknown = await post({ ...home({}), site: 'no-such-site' });
    expect(unknown.status).toBe(400);
    expect(unknown.json).toMatchObject({ code: 'CONTENT_UNKNOWN_SITE', message: 'Unknown site: "no-such-site"' });
  });

  it('tests the page language when the inputs do not name one, and ignores inputs it does not know', async () => {
    // No sample rule reads the language; the sample's rules and these inputs still decide alike.
    const res = await post(home({ country: 'SA', screen: 'wide' }, 'ar'));
    expect(res.json).toEqual({ variantId: SAUDI, componentVariantIds: [] });
    expect(server.stats.personalize).toBeGreaterThan(0);
  });
});

describe("loading a site's rules", () => {
  const temporary: string[] = [];
  afterEach(async () => {
    await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
  });

  const PAGE = '11111111-2222-3333-4444-555555555555';
  const RENDERING = 'aaaaaaaa-bbbb-cccc-dddd-eeeeeeeeeeee';
  const PAGE_VARIANT = '0123456789abcdef0123456789abcdef';
  const EN_ONLY = 'fedcba9876543210fedcba9876543210';
  const COMPONENT_VARIANT = `${RENDERING.replaceAll('-', '')}_${'c'.repeat(32)}`;

  function homeRoute(extra: Record<string, unknown> = {}) {
    return {
      name: 'Home',
      itemId: PAGE,
      fields: {},
      placeholders: {
        main: [
          {
            uid: RENDERING,
            componentName: 'Promo',
            fields: { text: { value: 'default' } },
            experiences: { [COMPONENT_VARIANT]: { uid: RENDERING, componentName: 'Promo', fields: { text: { value: 'variant' } } }, ...extra },
          },
        ],
      },
    };
  }

  async function contentDir(rules: unknown): Promise<string> {
    const dir = await mkdtemp(path.join(tmpdir(), 'personalize-'));
    temporary.push(dir);
    const files: Record<string, unknown> = {
      'sites/tiny/site.json': { name: 'tiny', languages: ['en', 'ar'] },
      'sites/tiny/en/routes/home.json': homeRoute({
        [PAGE_VARIANT]: { componentName: null, dataSource: null },
        [EN_ONLY]: { componentName: null, dataSource: null },
      }),
      'sites/tiny/ar/routes/home.json': homeRoute({ [PAGE_VARIANT]: { componentName: null, dataSource: null } }),
    };
    if (rules !== undefined) files['sites/tiny/personalize.json'] = rules;
    for (const [file, content] of Object.entries(files)) {
      await mkdir(path.dirname(path.join(dir, file)), { recursive: true });
      await writeFile(path.join(dir, file), typeof content === 'string' ? content : JSON.stringify(content));
    }
    return dir;
  }

  const rule = (id: string, when: unknown = { all: [] }, page = PAGE) => ({ id, name: `rule ${id}`, page, when });

  it('keeps well-formed rules of variants the page carries, and leaves out the rest with a log line each', async () => {
    const dir = await contentDir({
      variants: [
        rule(PAGE_VARIANT, { input: 'country', is: ['SA'] }),
        rule('9'.repeat(32)),
        rule(COMPONENT_VARIANT, { input: 'device', like: 'mobile' }),
        rule(COMPONENT_VARIANT, { input: 'device', is: ['mobile'] }),
        rule('8'.repeat(32), { all: [] }, '99999999-2222-3333-4444-555555555555'),
        rule(EN_ONLY),
      ],
    });
    const warnings: Array<[Record<string, unknown>, string]> = [];
    const store = await loadContent(dir, 'http://127.0.0.1:1', null, {}, (fields, message) => warnings.push([fields, message]));
    const rules = store.sites.get('tiny')!.personalizeRules;
    // A variant some language of the page carries is kept (the decision offers only the ids the request lists).
    expect(rules.map((r) => r.id)).toEqual([PAGE_VARIANT, COMPONENT_VARIANT, EN_ONLY]);
    expect(warnings.map(([fields, message]) => [fields.variantId, message])).toEqual([
      [COMPONENT_VARIANT, expect.stringMatching(/rule left out: when: unknown operator "like"/)],
      ['9'.repeat(32), expect.stringMatching(/rule left out: the page 11111111-.* carries no experience 9{32}/)],
      ['8'.repeat(32), expect.stringMatching(/rule left out: no page of the site has the id 99999999-/)],
    ]);
    expect(warnings[0]![0]).toMatchObject({ site: 'tiny', index: 2, file: expect.stringMatching(/personalize\.json$/) });
  });

  it('lists the page variants first on the stored route', async () => {
    const store = await loadContent(await contentDir(undefined), 'http://127.0.0.1:1');
    const site = store.sites.get('tiny')!;
    expect(site.languages.get('en')!.routes.get('/')!.variantIds).toEqual([PAGE_VARIANT, EN_ONLY, COMPONENT_VARIANT]);
    expect(site.languages.get('ar')!.routes.get('/')!.variantIds).toEqual([PAGE_VARIANT, COMPONENT_VARIANT]);
    // No rules file: no rules.
    expect(site.personalizeRules).toEqual([]);
  });

  it('refuses to start on a rules file that is not { variants: [...] }, naming it', async () => {
    const dir = await contentDir({ rules: [] });
    await expect(loadContent(dir, 'http://127.0.0.1:1')).rejects.toThrow(/personalize\.json: expected \{ "variants"/);
  });

  it('decides with the loaded rules over HTTP', async () => {
    const dir = await contentDir({
      variants: [rule(COMPONENT_VARIANT, { input: 'device', is: ['mobile'] }), rule(PAGE_VARIANT, { input: 'country', is: ['SA'] })],
    });
    const tiny = await startContentServer({ apiKey: TEST_API_KEY, contentDir: dir, dataDir: path.join(dir, 'data') });
    try {
      const body = { site: 'tiny', pageId: PAGE, language: 'en', variantIds: [PAGE_VARIANT, COMPONENT_VARIANT], inputs: { country: 'SA', device: 'Mobile' } };
      expect((await post(body, undefined, tiny)).json).toEqual({ variantId: PAGE_VARIANT, componentVariantIds: [COMPONENT_VARIANT] });
    } finally {
      await tiny.close();
    }
  });
});
