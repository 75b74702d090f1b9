import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A stand-in CMS speaking the Layout Service REST and GraphQL protocols, answering every layout
 * request with whatever `layoutFor(item)` returns (raw bytes, so BOMs and broken JSON go through).
 */
export interface FakeCms {
  origin: string;
  close(): Promise<void>;
}

export async function startFakeCms(layoutFor: (item: string) => { status: number; body: Buffer | string } | undefined): Promise<FakeCms> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://cms');
    if (url.pathname === '/sitecore/api/layout/render/jss') {
      const answer = layoutFor(url.searchParams.get('item') ?? '/');
      if (!answer) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ sitecore: { context: { pageEditing: false }, route: null } }));
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json; charset=utf-8' });
      res.end(answer.body);
      return;
    }
    if (url.pathname.startsWith('/sitecore/api/jss/dictionary/')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ lang: 'en', app: 'fixtures', phrases: {} }));
      return;
    }
    if (url.pathname === '/sitecore/api/graph/edge') {
      // Site settings and error pages: none configured.
      req.resume();
      req.on('end', () => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ data: { item: null, site: { siteInfo: { errorHandling: null } } } }));
      });
      return;
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
