import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../src/server/start.ts';
import { get, startTestServer, type RunningServer } from './support/server.ts';
import { layoutJson, sendJson, startFakeCms, type FakeCms } from '../src/cms/test-support/fake-cms.ts';

/** Real Layout Service answers published by Sitecore; read in place, never copied (see their README). */
const FIXTURES = join(ROOT, '..', 'shared', 'fixtures', 'sitecore');
const present = existsSync(FIXTURES);
const layouts = present
  ? readdirSync(FIXTURES).filter((f) => {
      if (!f.endsWith('.json')) return false;
      const text = readFileSync(join(FIXTURES, f), 'utf8').replace(/^\uFEFF/, '');
      return text.includes('"sitecore"');
    })
  : [];


let cms: FakeCms;
let server: RunningServer;
const MALFORMED = '/malformed';
const WRONG_SHAPE = '/wrong-shape';
const MISSING_FIELDS = '/missing-fields';

/** The layout answer for an item, as raw bytes so BOMs and broken JSON go through; none is a 404. */
function layoutFor(item: string): Buffer | string | undefined {
  if (item === MALFORMED) return '{"sitecore": {"context": {';
  if (item === WRONG_SHAPE) return JSON.stringify({ hello: 'world' });
  if (item === MISSING_FIELDS) {
    const renderings = ['HeroBanner', 'RichText', 'CardCarousel', 'NewsHighlight', 'NoSuchBlock'].map((componentName, i) => ({
      uid: `u${i}`,
      componentName,
      fields: i % 2 ? null : { headline: 42, image: 'not an image', cards: 'nope', Text: { value: null } },
    }));
    return JSON.stringify({ sitecore: { context: {}, route: { name: 'x', fields: { browserTitle: 7 }, placeholders: { 'headless-main': renderings } } } });
  }
  const file = layouts.find((f) => `/${f.replace(/\.json$/, '')}` === item);
  return file ? readFileSync(join(FIXTURES, file)) : undefined;
}

beforeAll(async () => {
  // Layout Service REST by item, an empty dictionary, and GraphQL with no site settings or error pages.
  cms = await startFakeCms((req, res) => {
    const url = new URL(req.url, 'http://cms');
    if (url.pathname === '/sitecore/api/layout/render/jss') {
      const body = layoutFor(url.searchParams.get('item') ?? '/');
      return body === undefined ? sendJson(res, 404, layoutJson(null)) : sendJson(res, 200, body);
    }
    if (url.pathname.startsWith('/sitecore/api/jss/dictionary/')) return sendJson(res, 200, { phrases: {} });
    if (url.pathname === '/sitecore/api/graph/edge') {
      return sendJson(res, 200, { data: { item: null, site: { siteInfo: { errorHandling: null } } } });
    }
    res.writeHead(404).end();
  });
  server = await startTestServer({ SITECORE_API_HOST: cms.origin, SITECORE_API_KEY: 'fixture-key', SITECORE_SITE_NAME: 'fixtures', CMS_RETRIES: '0' });
});
afterAll(async () => {
  await server?.close();
  await cms?.close();
});

describe("Sitecore's published layouts", () => {
  it('are all here', () => {
    expect(present, `${FIXTURES} is present`).toBe(true);
    expect(layouts.length).toBeGreaterThanOrEqual(10);
  });

  it.each(layouts)('%s renders without a server error', async (file) => {
    const fixture = JSON.parse(readFileSync(join(FIXTURES, file), 'utf8').replace(/^\uFEFF/, ''));
    const response = await get(server, `/${file.replace(/\.json$/, '')}`);
    expect(response.status).toBe(fixture.sitecore.route ? 200 : 404);
    expect(response.text).toContain('</html>');
    const editing = fixture.sitecore.context?.pageEditing === true || fixture.sitecore.context?.pageState === 'edit';
    expect(response.headers.get('cache-control')).toEqual(editing ? 'private, no-store' : expect.stringContaining('public'));
    const body = response.text.slice(response.text.indexOf('<body'), response.text.indexOf('<script type="application/json"'));
    // Chrome elements belong to the editor: shown in edit mode, never to visitors.
    if (!editing) expect(body).not.toContain('type="text/sitecore"');
  });

  it('shows editing chromes in edit mode', async () => {
    const response = await get(server, '/edit');
    expect(response.text).toContain('type="text/sitecore"');
  });

  it('shows an editor-visible placeholder for an unknown component in edit mode', async () => {
    const response = await get(server, '/jss-react-metadata-data.layoutDataWithUnknownComponent');
    expect(response.status).toBe(200);
    expect(response.text).toContain('Unknown');
  });
});

describe('bad CMS data', () => {
  it('malformed JSON gives a clear 502 page', async () => {
    const response = await get(server, MALFORMED);
    expect(response.status).toBe(502);
    expect(response.text).toContain('<h1>502</h1>');
  });

  it('JSON of the wrong shape gives a clear 502 page', async () => {
    const response = await get(server, WRONG_SHAPE);
    expect(response.status).toBe(502);
  });

  it('missing and mistyped fields and unknown components still render the page', async () => {
    const response = await get(server, MISSING_FIELDS);
    expect(response.status).toBe(200);
    expect(response.text).toContain('</html>');
    expect(response.text).not.toContain('NoSuchBlock</');
  });
});
