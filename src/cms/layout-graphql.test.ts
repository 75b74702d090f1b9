import { afterEach, describe, expect, it } from 'vitest';
import { createGraphqlClient } from './graphql-client.ts';
import { createHttpClient, type HttpClient } from './http-client.ts';
import { createGraphqlLayout } from './layout-graphql.ts';
import {
  graphqlCall,
  layoutJson,
  recordingLog,
  sendJson,
  startFakeCms,
  testConfig,
  type FakeCms,
  type FakeHandler,
} from './test-support/fake-cms.ts';

let cms: FakeCms | undefined;
let http: HttpClient | undefined;

afterEach(async () => {
  await http?.close();
  await cms?.close();
});

async function graphqlLayout(handler: FakeHandler) {
  cms = await startFakeCms(handler);
  http = createHttpClient({ timeoutMs: 1_000, retries: 0 }, recordingLog());
  const config = testConfig(cms.origin, { layoutApi: 'graphql' });
  return { cms, layout: createGraphqlLayout(config.siteName, createGraphqlClient(config, http, recordingLog())) };
}

describe('createGraphqlLayout', () => {
  it('runs LayoutQuery with site, route path and language, and returns `rendered`', async () => {
    const rendered = layoutJson('Home');
    const { cms, layout } = await graphqlLayout((_req, res) =>
      sendJson(res, 200, { data: { layout: { item: { rendered } } } }),
    );
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
    const { layout } = await graphqlLayout((_req, res) =>
      sendJson(res, 200, { data: { layout: { item: { rendered: layoutJson(null) } } } }),
    );
    expect((await layout('/missing', 'en')).data).toBeNull();
  });

  it('refuses a rendered value that is not Layout Service JSON', async () => {
    const { layout } = await graphqlLayout((_req, res) =>
      sendJson(res, 200, { data: { layout: { item: { rendered: { nope: true } } } } }),
    );
    await expect(layout('/', 'en')).rejects.toMatchObject({ code: 'CMS_BAD_RESPONSE' });
  });
});
