import { describe, expect, it } from 'vitest';
import type { CmsConfig } from './cms-config.ts';
import { sendJson, useFakeCms, type FakeHandler } from './test-support/fake-cms.ts';

const start = useFakeCms(({ graphql }) => ({ client: graphql }));
const graphql = (handler: FakeHandler, overrides?: (origin: string) => Partial<CmsConfig>) => start(handler, { config: overrides });

describe('createGraphqlClient', () => {
  it('POSTs query and variables as JSON with the sc_apikey header', async () => {
    const { cms, client } = await graphql((_req, res) => sendJson(res, 200, { data: { a: 1 } }));
    expect((await client.query('query Q { a }', { x: 1 })).data).toEqual({ a: 1 });
    const req = cms.requests[0]!;
    expect(req.method).toBe('POST');
    expect(req.headers).toMatchObject({ sc_apikey: 'test-key', 'content-type': 'application/json' });
    expect(JSON.parse(req.body)).toEqual({ query: 'query Q { a }', variables: { x: 1 } });
  });

  it('sends no key when an Edge context id is configured, and keeps the endpoint query string', async () => {
    const { cms, client } = await graphql(
      (_req, res) => sendJson(res, 200, { data: {} }),
      (origin) => ({ apiKey: '', edgeContextId: 'ctx-1', graphqlEndpoint: `${origin}/graph?sitecoreContextId=ctx-1` }),
    );
    await client.query('query Q { a }', {});
    expect(cms.requests[0]!.url).toBe('/graph?sitecoreContextId=ctx-1');
    expect(cms.requests[0]!.headers.sc_apikey).toBeUndefined();
  });

  it('turns errors without data into CMS_BAD_RESPONSE carrying the first message', async () => {
    const { client } = await graphql((_req, res) => sendJson(res, 200, { data: null, errors: [{ message: 'Unknown site corporate' }, { message: 'second' }] }));
    const error = await client.query('query Q { a }', {}).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'CMS_BAD_RESPONSE', status: 502 });
    expect((error as Error).message).toContain('Unknown site corporate');
  });

  it('uses partial data that comes with errors, and warns', async () => {
    const { client, log } = await graphql((_req, res) => sendJson(res, 200, { data: { a: 1, b: null }, errors: [{ message: 'b failed' }] }));
    expect((await client.query('query Q { a b }', {})).data).toEqual({ a: 1, b: null });
    expect(log.warnings).toHaveLength(1);
  });

  it.each([
    ['a 404 from the endpoint', (res: Parameters<FakeHandler>[1]) => sendJson(res, 404, {})],
    ['an answer that is not an object', (res: Parameters<FakeHandler>[1]) => sendJson(res, 200, [1, 2])],
  ])('refuses %s', async (_what, answer) => {
    const { client } = await graphql((_req, res) => answer(res));
    await expect(client.query('query Q { a }', {})).rejects.toMatchObject({ code: 'CMS_BAD_RESPONSE' });
  });
});
