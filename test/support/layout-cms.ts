import { afterAll, beforeAll } from 'vitest';
import { layoutJson, sendJson, startFakeCms, type FakeCms } from '../../src/cms/test-support/fake-cms.ts';
import { startTestServer, type RunningServer } from './server.ts';

/** A layout answer as sent: bytes (byte order marks, broken JSON) or text. */
export type LayoutBody = Buffer | string;

/**
 * The production server in front of a fake CMS that answers the Layout Service with
 * `layoutFor(item, language)` (none: a 404 with a null route), an empty dictionary, and GraphQL
 * with no site settings or error pages. Started before the enclosing describe's (or file's) tests,
 * after `before` (which may throw to stop it), and closed after them.
 */
export function serveLayouts(
  layoutFor: (item: string, language: string) => LayoutBody | undefined,
  options: { siteName: string; before?: () => void },
): () => RunningServer {
  let cms: FakeCms | undefined;
  let server: RunningServer | undefined;
  beforeAll(async () => {
    options.before?.();
    cms = await startFakeCms((req, res) => {
      const url = new URL(req.url, 'http://cms');
      if (url.pathname === '/sitecore/api/layout/render/jss') {
        const body = layoutFor(url.searchParams.get('item') ?? '/', url.searchParams.get('sc_lang') ?? '');
        return body === undefined ? sendJson(res, 404, layoutJson(null)) : sendJson(res, 200, body);
      }
      if (url.pathname.startsWith('/sitecore/api/jss/dictionary/')) return sendJson(res, 200, { phrases: {} });
      if (url.pathname === '/sitecore/api/graph/edge') {
        return sendJson(res, 200, { data: { item: null, site: { siteInfo: { errorHandling: null } } } });
      }
      res.writeHead(404).end();
    });
    server = await startTestServer({ SITECORE_API_HOST: cms.origin, SITECORE_API_KEY: 'fixture-key', SITECORE_SITE_NAME: options.siteName, CMS_RETRIES: '0' });
  });
  afterAll(async () => {
    await server?.close();
    await cms?.close();
  });
  return () => {
    if (!server) throw new Error('The test server did not start (see the failure of the hook before this test)');
    return server;
  };
}
