import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestServer, type RunningServer } from './support/server.ts';
import { layoutJson, sendJson, startFakeCms, type FakeCms } from '../src/cms/test-support/fake-cms.ts';

describe('/news/{slug} without a press-release origin', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it('renders the not-found page when the CMS has no such news page', async () => {
    for (const path of ['/news/no-such-story', '/ar/news/no-such-story', '/en/news/a/b']) {
      const response = await get(server, path);
      expect(response.status).toBe(404);
      expect(response.text).toContain('</html>');
    }
  });
});

describe('/news/{slug} with a press-release origin', () => {
  let cms: FakeCms;
  let press: Server;
  let server: RunningServer;
  const pressRequests: string[] = [];

  beforeAll(async () => {
    cms = await startFakeCms((req, res) => {
      const item = new URL(req.url, 'http://cms').searchParams.get('item');
      if (req.url.startsWith('/sitecore/api/layout')) {
        return item === '/news/cms-story' ? sendJson(res, 200, layoutJson('cms-story')) : sendJson(res, 404, layoutJson(null));
      }
      if (req.url.startsWith('/sitecore/api/jss/dictionary')) return sendJson(res, 200, { phrases: {} });
      sendJson(res, 200, { data: { item: null, site: { siteInfo: { errorHandling: null } } } });
    });
    press = createServer((req, res) => {
      pressRequests.push(req.url ?? '');
      if (req.url?.startsWith('/news/press-story')) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'set-cookie': 'tracker=1' });
        return res.end('<html><body>Press release</body></html>');
      }
      if (req.url?.startsWith('/ar/news/gone')) {
        res.writeHead(410, { 'content-type': 'text/html' });
        return res.end('gone');
      }
      if (req.url?.startsWith('/news/moved')) {
        res.writeHead(301, { location: 'https://press.example.com/news/elsewhere' });
        return res.end();
      }
      res.writeHead(404).end('not here');
    });
    await new Promise<void>((resolve) => press.listen(0, '127.0.0.1', resolve));
    const pressOrigin = `http://127.0.0.1:${(press.address() as AddressInfo).port}`;
    server = await startTestServer({ SITECORE_API_HOST: cms.origin, SITECORE_API_KEY: 'k', NEWS_ORIGIN: pressOrigin, CMS_RETRIES: '0' });
  });
  afterAll(async () => {
    await server?.close();
    await cms?.close();
    press.closeAllConnections();
    await new Promise((resolve) => press.close(resolve));
  });

  it("renders the CMS's news page when the CMS has the route", async () => {
    const response = await get(server, '/news/cms-story');
    expect(response.status).toBe(200);
    expect(response.text).toContain('</html>');
    expect(pressRequests).not.toContain('/news/cms-story');
  });

  it("passes the press-release origin's status and body on, query kept, cookies not", async () => {
    const response = await get(server, '/news/press-story?utm=1');
    expect(response.status).toBe(200);
    expect(response.text).toBe('<html><body>Press release</body></html>');
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(pressRequests).toContain('/news/press-story?utm=1');
    const gone = await get(server, '/ar/news/gone');
    expect(gone.status).toBe(410);
    expect(gone.text).toBe('gone');
  });

  it('passes a redirect on without following it', async () => {
    const response = await get(server, '/news/moved');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('https://press.example.com/news/elsewhere');
  });
});

describe('/news/{slug} with a press-release origin that is down', () => {
  it('answers a clear 502 page', async () => {
    const cms = await startFakeCms((req, res) => {
      if (req.url.startsWith('/sitecore/api/layout')) return sendJson(res, 404, layoutJson(null));
      if (req.url.startsWith('/sitecore/api/jss/dictionary')) return sendJson(res, 200, { phrases: {} });
      sendJson(res, 200, { data: { item: null } });
    });
    const server = await startTestServer({ SITECORE_API_HOST: cms.origin, SITECORE_API_KEY: 'k', NEWS_ORIGIN: 'http://127.0.0.1:9', CMS_RETRIES: '0' });
    try {
      const response = await get(server, '/news/anything');
      expect(response.status).toBe(502);
      expect(response.text).toContain('news service');
    } finally {
      await server.close();
      await cms.close();
    }
  });
});
