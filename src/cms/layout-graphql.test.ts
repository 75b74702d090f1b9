import { describe, expect, it } from 'vitest';
import { createGraphqlLayout } from './layout-graphql.ts';
import { graphqlCall, layoutJson, sendJson, useFakeCms } from './test-support/fake-cms.ts';

const graphqlLayout = useFakeCms(({ config, graphql }) => ({ layout: createGraphqlLayout(config.siteName, graphql) }), {
  config: { layoutApi: 'graphql' },
});

describe('createGraphqlLayout', () => {
  it('runs LayoutQuery with site, route path and language, and returns `rendered`', async () => {
    const rendered = layoutJson('Home');
    const { cms, layout } = await graphqlLayout((_req, res) => sendJson(res, 200, { data: { layout: { item: { rendered } } } }));
    const result = await layout('news', 'en');
    expect(result.data).toEqual(rendered);
    expect(result.bytes).toBeGreaterThan(0);
    expect(cms.requests[0]!.url).toBe('/sitecore/api/graph/edge');
    expect(graphqlCall(cms.requests[0]!)).toEqual({
      operation: 'LayoutQuery',
      variables: { site: 'corporate', routePath: '/news', language: 'en' },
    });
  });

  it.each([
    ['layout: null', { layout: null }],
    ['item: null', { layout: { item: null } }],
  ])('reads %s as "no such route"', async (_what, data) => {
    const { layout } = await graphqlLayout((_req, res) => sendJson(res, 200, { data }));
    expect((await layout('/missing', 'en')).data).toBeNull();
  });

  it('reads a rendered layout with a null route as "no such route"', async () => {
    const { layout } = await graphqlLayout((_req, res) => sendJson(res, 200, { data: { layout: { item: { rendered: layoutJson(null) } } } }));
    expect((await layout('/missing', 'en')).data).toBeNull();
  });

  it('refuses a rendered value that is not Layout Service JSON', async () => {
    const { layout } = await graphqlLayout((_req, res) => sendJson(res, 200, { data: { layout: { item: { rendered: { nope: true } } } } }));
    await expect(layout('/', 'en')).rejects.toMatchObject({ code: 'CMS_BAD_RESPONSE' });
  });
});
