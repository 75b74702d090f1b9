import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../src/server/start.ts';
import { get, startTestServer, type RunningServer } from './support/server.ts';
import { layoutJson, sendJson, startFakeCms, type FakeCms } from '../src/cms/test-support/fake-cms.ts';

/**
 * Sitecore's SXA home page (../shared/fixtures/sitecore/headlessSxa.json, read in place) through
 * the real server and a fake CMS: its Navigation (fields as an array: Home with About below) and
 * its two Promos.
 *
 * In the fixture the Navigation sits in a PartialDesignDynamicPlaceholder and the Promos in a
 * Container, blocks built beside this one. So the renderings are also lifted out of the fixture
 * into a flat layout of our own (`/composed`), which holds whatever those blocks do; the
 * assertions on the untouched fixture run once those blocks exist.
 */
const FIXTURE = join(ROOT, '..', 'shared', 'fixtures', 'sitecore', 'headlessSxa.json');
const present = existsSync(FIXTURE);
it("has Sitecore's fixture to render", () => expect(present, `${FIXTURE} is present`).toBe(true));

type Rendering = { componentName: string; placeholders?: Record<string, Rendering[]>; [key: string]: unknown };
type Layout = { sitecore: { context: Record<string, unknown>; route: { placeholders: Record<string, Rendering[]> } & Record<string, unknown> } };

const fixture = (): Layout => JSON.parse(readFileSync(FIXTURE, 'utf8').replace(/^\uFEFF/, '')) as Layout;

/** Every rendering of the layout, depth first. */
function renderingsOf(placeholders: Record<string, Rendering[]>): Rendering[] {
  return Object.values(placeholders).flatMap((list) => list.flatMap((r) => [r, ...renderingsOf(r.placeholders ?? {})]));
}

/** The fixture's Navigation and Promos, flat in headless-main (same renderings, same fields). */
function composed(language: 'en' | 'ar'): Layout {
  const layout = fixture();
  const picked = renderingsOf(layout.sitecore.route.placeholders).filter((r) => r.componentName === 'Navigation' || r.componentName === 'Promo');
  layout.sitecore.context.language = language;
  layout.sitecore.route.placeholders = { 'headless-header': [], 'headless-main': picked, 'headless-footer': [] };
  return layout;
}

let cms: FakeCms;
let server: RunningServer;

beforeAll(async () => {
  cms = await startFakeCms((req, res) => {
    const url = new URL(req.url, 'http://cms');
    if (url.pathname === '/sitecore/api/layout/render/jss' && present) {
      const item = url.searchParams.get('item');
      const language = url.searchParams.get('sc_lang') === 'ar' ? 'ar' : 'en';
      if (item === '/headlessSxa') return sendJson(res, 200, readFileSync(FIXTURE));
      if (item === '/composed') return sendJson(res, 200, JSON.stringify(composed(language)));
      return sendJson(res, 404, layoutJson(null));
    }
    if (url.pathname.startsWith('/sitecore/api/jss/dictionary/')) return sendJson(res, 200, { phrases: {} });
    if (url.pathname === '/sitecore/api/graph/edge') return sendJson(res, 200, { data: { item: null, site: { siteInfo: { errorHandling: null } } } });
    res.writeHead(404).end();
  });
  server = await startTestServer({ SITECORE_API_HOST: cms.origin, SITECORE_API_KEY: 'fixture-key', SITECORE_SITE_NAME: 'sxa', CMS_RETRIES: '0' });
});
afterAll(async () => {
  await server?.close();
  await cms?.close();
});

/** The page body up to the serialised page context (which repeats every field). */
/** The rendered body, without the JSON the islands hydrate from (their props repeat fields). */
const bodyOf = (html: string) => html.slice(html.indexOf('<body')).replace(/<script type="application\/json"[^>]*>[\s\S]*?<\/script>/g, '');
/** The opening tag of the link to `href`, whatever the attribute order. */
const anchor = (html: string, href: string) => new RegExp(`<a[^>]*href="${href.replace(/[/.]/g, '\\$&')}"[^>]*>`).exec(html)?.[0] ?? '';

function expectNavigation(body: string, moreIn = 'More in') {
  const nav = /<div[^>]*data-block="navigation"[^>]*>[\s\S]*?<\/nav>/.exec(body)?.[0] ?? '';
  expect(nav, 'the Navigation block').not.toBe('');
  expect(nav).toContain(' navigation position-right navigation-horizontal"');
  expect(nav).toMatch(/<a[^>]*href="\/"[^>]*>Home<\/a>/);
  expect(nav).toMatch(/<a[^>]*href="\/About"[^>]*>About<\/a>/);
  // The page is not Home's address, so Sitecore's `active` style marks the current item.
  expect(anchor(nav, '/')).toContain('aria-current="page"');
  expect(nav).toMatch(/<button[^>]*aria-expanded="false"[^>]*aria-controls="[^"]+"[^>]*data-navigation-toggle=""/);
  expect(nav).toMatch(new RegExp(`<button[^>]*aria-expanded="false"[^>]*aria-label="${moreIn} Home"`));
}

function expectPromos(body: string) {
  const promos = body.match(/data-block="promo"/g) ?? [];
  expect(promos).toHaveLength(2);
  expect(body).toContain('<h3>Latest Streetwear</h3>');
  expect(body).toContain('<h3>Latest Products</h3>');
  expect(body).toContain('bottom-left.jpg');
  expect(body).toContain('bottom-right.jpg');
  // PromoLink is `{ href: "" }` in both: no link, nothing in its place.
  expect(body).not.toMatch(/data-block="promo"[\s\S]*<a [^>]*href=""/);
}

describe("Sitecore's SXA navigation and promos", () => {
  it('render from the fixture renderings, laid flat', async () => {
    const response = await get(server, '/composed');
    expect(response.status).toBe(200);
    const body = bodyOf(response.text);
    expectNavigation(body);
    expectPromos(body);
  });

  it('render right to left in Arabic', async () => {
    const response = await get(server, '/ar/composed');
    expect(response.status).toBe(200);
    expect(response.text).toMatch(/<html[^>]*dir="rtl"/);
    expectNavigation(bodyOf(response.text), 'المزيد في');
  });

  it('the untouched fixture renders, with the blocks that sit in the main placeholder', async () => {
    const response = await get(server, '/headlessSxa');
    expect(response.status).toBe(200);
    const body = bodyOf(response.text);
    expect(body).toContain('Providing wholesale product basics to the best skate brands');
    expect(body).not.toContain('type="text/sitecore"');
  });

  it('the untouched fixture shows the Navigation in its partial design and the Promos in their Container', async () => {
    const body = bodyOf((await get(server, '/headlessSxa')).text);
    expectNavigation(body);
    expectPromos(body);
  });
});
