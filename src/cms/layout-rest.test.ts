import { describe, expect, it } from 'vitest';
import { createRestLayout } from './layout-rest.ts';
import { describeRestLayoutOver } from './layout-rest.suite.ts';
import { layoutJson, sendJson, useFakeCms } from './test-support/fake-cms.ts';
import { OUR_FIXTURES } from './test-support/protocol-fixtures.ts';

const restLayout = useFakeCms(({ config, http }) => ({ layout: createRestLayout(config, http) }));

describe('createRestLayout', () => {
  it('asks the Layout Service for the route with language, key and site, encoded', async () => {
    const { cms, layout } = await restLayout((_req, res) => sendJson(res, 200, layoutJson('About us')));
    const { data } = await layout('/about us/ﻋﻦ', 'ar');
    expect(data?.sitecore.route?.name).toBe('About us');
    const url = new URL(cms.requests[0]!.url, cms.origin);
    expect(url.pathname).toBe('/sitecore/api/layout/render/jss');
    expect(cms.requests[0]!.url).toContain(`item=${encodeURIComponent('/about us/ﻋﻦ')}&`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      item: '/about us/ﻋﻦ',
      sc_lang: 'ar',
      sc_apikey: 'test-key',
      sc_site: 'corporate',
    });
  });

  it('adds the leading slash a route path needs', async () => {
    const { cms, layout } = await restLayout((_req, res) => sendJson(res, 200, layoutJson('About')));
    await layout('about', 'en');
    expect(new URL(cms.requests[0]!.url, cms.origin).searchParams.get('item')).toBe('/about');
  });

  it('reads a 404 as "no such route"', async () => {
    const { layout } = await restLayout((_req, res) => sendJson(res, 404, layoutJson(null)));
    expect((await layout('/missing', 'en')).data).toBeNull();
  });

  it('reads a null route as "no such route"', async () => {
    const { layout } = await restLayout((_req, res) => sendJson(res, 200, layoutJson(null)));
    expect((await layout('/missing', 'en')).data).toBeNull();
  });

  it.each([
    ['no sitecore object', { hello: 1 }],
    ['no context', { sitecore: { route: null } }],
    ['a route that is not an object', { sitecore: { context: {}, route: 'home' } }],
    ['no route at all', { sitecore: { context: {} } }],
  ])('refuses an answer with %s as CMS_BAD_RESPONSE', async (_what, body) => {
    const { layout } = await restLayout((_req, res) => sendJson(res, 200, body));
    await expect(layout('/', 'en')).rejects.toMatchObject({ code: 'CMS_BAD_RESPONSE' });
  });
});

describeRestLayoutOver(OUR_FIXTURES, { siteName: 'ports-group' });
