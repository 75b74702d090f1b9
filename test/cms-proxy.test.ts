import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestServer, type RunningServer } from './support/server.ts';
import { sendJson, startFakeCms, type FakeCms } from '../src/cms/test-support/fake-cms.ts';

describe('the CMS proxy with the embedded content server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('adds the API key on the server: a browser call without one is answered', async () => {
    const response = await get(server, '/sitecore/api/layout/render/jss?item=/about&sc_lang=en&sc_site=ports-group');
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text.replace(/^\uFEFF/, '')).sitecore.route.name).toBeTruthy();
  });

  it('never puts the key in a page', async () => {
    for (const path of ['/', '/ar', '/about', '/no-such-page']) {
      expect((await get(server, path)).text).not.toContain(server.content!.apiKey);
    }
  });

  it('forwards media with their type', async () => {
    const response = await get(server, '/-/media/ports-group/favicon.svg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('image/svg+xml');
  });

  it('refuses path escapes', async () => {
    for (const path of ['/-/media/%2e%2e/%2e%2e/package.json', '/-/media/..%2f..%2fpackage.json']) {
      const response = await get(server, path);
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.text).not.toContain('"dependencies"');
    }
  });
});

describe('the CMS proxy with a misbehaving CMS', () => {
  let cms: FakeCms;
  let server: RunningServer;
  beforeAll(async () => {
    cms = await startFakeCms((req, res) => {
      if (req.url.startsWith('/-/media/slow')) return; // never answers
      if (req.url.startsWith('/sitecore/service/echo')) return sendJson(res, 200, { headers: req.headers });
      if (req.url.startsWith('/sitecore/api/layout')) return sendJson(res, 404, { sitecore: { context: {}, route: null } });
      if (req.url.startsWith('/sitecore/api/graph')) return sendJson(res, 200, { data: { item: null } });
      sendJson(res, 404, {});
    });
    server = await startTestServer({ SITECORE_API_HOST: cms.origin, SITECORE_API_KEY: 'the-server-key', CMS_TIMEOUT_MS: '300', CMS_RETRIES: '0' });
  });
  afterAll(async () => {
    await server?.close();
    await cms?.close();
  });

  // Hop-by-hop headers are covered by the unit test: fetch itself will not send a Connection header.
  it('sends the CMS our key and none of the visitor cookies or credentials', async () => {
    const response = await get(server, '/sitecore/service/echo', {
      cookie: 'session=visitor',
      authorization: 'Bearer visitor',
      sc_apikey: 'guess',
      'x-kept': 'yes',
    });
    const { headers } = JSON.parse(response.text) as { headers: Record<string, string> };
    expect(headers.sc_apikey).toBe('the-server-key');
    expect(headers.cookie).toBeUndefined();
    expect(headers.authorization).toBeUndefined();
    expect(headers['x-kept']).toBe('yes');
  });

  it('answers 504 with a clear JSON body when the CMS does not answer in time', async () => {
    const response = await get(server, '/-/media/slow.jpg');
    expect(response.status).toBe(504);
    expect(JSON.parse(response.text)).toEqual({ error: 'CMS_TIMEOUT', message: 'The CMS did not answer in time.' });
  });

  it('answers 502 when the CMS cannot be reached', async () => {
    await cms.close();
    const response = await get(server, '/-/media/any.jpg');
    expect(response.status).toBe(502);
    expect(JSON.parse(response.text)).toMatchObject({ error: 'CMS_UNAVAILABLE' });
  });
});
