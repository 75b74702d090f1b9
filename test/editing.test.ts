import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestServer, type RunningServer } from './support/server.ts';
import { PAGE_FACTS_ELEMENT_ID, type PageFacts } from '../src/app/page-facts.ts';

const SECRET = 'editing-secret-0123456789abcdef';
const EDITOR_ORIGIN = 'https://pages.editor.test';
const ABOUT_ID = '572b63ad-2cb9-57be-9f74-e81cf4144180';
const HOME_ID = '4b4e1157-828e-5461-87d9-129bc456b9de';
/** A site script of the sample site's settings (spec 000 section 2), injected: visitors get it, editors never. */
const SITE_SCRIPT = /<script[^>]*>window\.meridianSite/;
/** Spec 000 section 6's hidden style marker (src/app/editing-ui.tsx): editors in edit mode only. */
const STYLE_MARKER = /<div hidden="" class="editing-mode" data-editing-style-marker=""><\/div>/;

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ SITECORE_EDITING_SECRET: SECRET, EDITING_ORIGINS: EDITOR_ORIGIN });
});
afterAll(() => server?.close());

function renderUrl(params: Record<string, string>): string {
  const query = new URLSearchParams({
    secret: SECRET,
    sc_itemid: ABOUT_ID,
    sc_lang: 'en',
    sc_site: 'ports-group',
    route: '/about',
    mode: 'edit',
    ...params,
  });
  for (const [key, value] of Object.entries(params)) if (value === '<absent>') query.delete(key);
  return `/api/editing/render?${query}`;
}

function pageFactsOf(html: string): PageFacts {
  const json = new RegExp(`<script type="application/json" id="${PAGE_FACTS_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  expect(json, 'page facts script').toBeDefined();
  return JSON.parse(json!) as PageFacts;
}

/** A page rendered for a response carries its nonce; the same page from the page cache carries none (its CSP names hashes). */
const withoutNonces = (html: string) => html.replace(/ nonce="[^"]*"/g, '');

const layoutCalls = () => server.content!.stats.layout;

describe('GET /api/editing/render in edit mode', () => {
  it('renders the page fresh, with metadata chromes and without site scripts', async () => {
    const before = layoutCalls();
    const response = await get(server, renderUrl({}));
    expect(response.status).toBe(200);
    expect(layoutCalls() - before).toBe(1);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    // Placeholder and rendering chromes of the Pages editor, and field chromes with their metadata.
    expect(response.text).toMatch(/<code type="text\/sitecore" chrometype="placeholder" class="scpm" kind="open" id="headless-main_/);
    expect(response.text).toMatch(/<code type="text\/sitecore" chrometype="rendering" class="scpm" kind="open"/);
    expect(response.text).toMatch(/<code type="text\/sitecore" chrometype="field" class="scpm" kind="open">\{[^<]*fieldType/);
    expect(response.text).not.toMatch(SITE_SCRIPT);
    expect(response.text).toMatch(STYLE_MARKER);
    expect(response.text.match(/data-editing-style-marker/g)).toHaveLength(1);
    expect(pageFactsOf(response.text)).toMatchObject({ pageState: 'edit', editing: true, path: '/about' });
    // The editor's chromes name the item whose fields are being edited.
    expect(response.text.toLowerCase()).toContain(ABOUT_ID);
  });

  it('is private, never indexed, and may be framed by the editor only', async () => {
    const response = await get(server, renderUrl({}));
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    const csp = response.headers.get('content-security-policy') ?? '';
    const frameAncestors = csp
      .split(';')
      .map((d) => d.trim())
      .filter((d) => d.startsWith('frame-ancestors'));
    expect(frameAncestors).toEqual([`frame-ancestors 'self' ${EDITOR_ORIGIN}`]);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(response.headers.get('cache-tag')).toBeNull();
  });

  it('renders Arabic right to left for sc_lang=ar', async () => {
    const response = await get(server, renderUrl({ sc_lang: 'ar', route: '/', sc_itemid: `{${HOME_ID.toUpperCase()}}` }));
    expect(response.status).toBe(200);
    expect(response.text).toMatch(/<html lang="ar" dir="rtl"/);
    expect(pageFactsOf(response.text)).toMatchObject({ locale: 'ar', pageState: 'edit' });
  });

  it('answers CORS for the editor origin only', async () => {
    const allowed = await get(server, renderUrl({}), { origin: EDITOR_ORIGIN });
    expect(allowed.status).toBe(200);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(EDITOR_ORIGIN);
    const refused = await get(server, renderUrl({}), { origin: 'https://evil.example' });
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    const preflight = await fetch(`${server.url}/api/editing/render`, { method: 'OPTIONS', headers: { origin: EDITOR_ORIGIN } });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe(EDITOR_ORIGIN);
  });
});

describe('GET /api/editing/render in preview mode', () => {
  it('renders what visitors see, fresh and private, with no chromes and no site scripts', async () => {
    const before = layoutCalls();
    const response = await get(server, renderUrl({ mode: 'preview' }));
    expect(response.status).toBe(200);
    expect(layoutCalls() - before).toBe(1);
    expect(response.text).not.toContain('text/sitecore');
    expect(response.text).not.toMatch(SITE_SCRIPT);
    expect(response.text).not.toContain('data-editing-style-marker');
    expect(pageFactsOf(response.text)).toMatchObject({ pageState: 'preview', editing: false });
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('content-security-policy')).toContain(`frame-ancestors 'self' ${EDITOR_ORIGIN}`);
  });

  it('sets an HttpOnly, Secure, SameSite=None preview cookie that is not the secret', async () => {
    const cookie = (await get(server, renderUrl({ mode: 'preview' }))).headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^sc_preview=\d+\.[\w-]{43}; Path=\/; Max-Age=1800; HttpOnly; Secure; SameSite=None$/);
    expect(cookie).not.toContain(SECRET);
  });
});

describe('refused editing requests', () => {
  it('answers 401 for a missing or wrong secret, before looking at anything else', async () => {
    for (const secret of ['<absent>', 'wrong', `${SECRET}x`, SECRET.slice(0, -1)]) {
      const response = await get(server, renderUrl({ secret, mode: 'nonsense' }));
      expect(response.status, secret).toBe(401);
      expect(JSON.parse(response.text)).toMatchObject({ code: 'EDITING_SECRET_INVALID' });
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    expect((await get(server, `/api/editing/config?secret=wrong`)).status).toBe(401);
  });

  it.each([
    ['a missing sc_itemid', { sc_itemid: '<absent>' }, 'sc_itemid is required'],
    ['an sc_itemid that is not a GUID', { sc_itemid: 'home' }, 'sc_itemid must be an item id'],
    ['a language the site does not have', { sc_lang: 'fr' }, 'sc_lang must be one of en, ar'],
    ['a site the CMS does not list', { sc_site: 'other-site' }, 'sc_site must be one of ports-group, drydocks'],
    ['a missing route', { route: '<absent>' }, 'route is required'],
    ['a route with dot segments', { route: '/a/../../etc/passwd' }, 'route must be a site path'],
    ['a route with a query', { route: '/about?x=1' }, 'route must be a site path'],
    ['an unknown mode', { mode: 'normal' }, 'mode must be edit or preview'],
    ['the design library mode', { mode: 'library' }, 'mode library (Design Library) is not supported'],
    ['a bad version', { sc_version: '0' }, 'sc_version must be a whole number'],
    ['a bad layout kind', { sc_layoutKind: 'draft' }, 'sc_layoutKind must be final or shared'],
  ])('answers 400 for %s', async (_what, params, message) => {
    const response = await get(server, renderUrl(params));
    expect(response.status).toBe(400);
    const body = JSON.parse(response.text) as { code: string; message: string };
    expect(body.code).toBe('EDITING_BAD_PARAMETERS');
    expect(body.message).toContain(message);
  });

  it('answers 400 for a parameter given twice, naming every problem at once', async () => {
    const response = await get(server, `${renderUrl({ sc_lang: 'fr' })}&mode=preview`);
    expect(response.status).toBe(400);
    const { message } = JSON.parse(response.text) as { message: string };
    expect(message).toContain('mode must be given once');
    expect(message).toContain('sc_lang must be one of');
  });

  it('answers 405 to other methods', async () => {
    const response = await fetch(server.url + renderUrl({}), { method: 'POST' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
  });
});

describe('GET /api/editing/config', () => {
  it("answers the registered components and Sitecore's metadata edit mode", async () => {
    const response = await get(server, `/api/editing/config?secret=${SECRET}`, { origin: EDITOR_ORIGIN });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('access-control-allow-origin')).toBe(EDITOR_ORIGIN);
    const body = JSON.parse(response.text) as { components: string[]; packages: Record<string, string>; editMode: string };
    expect(body.editMode).toBe('metadata');
    expect(body.components).toEqual(expect.arrayContaining(['CardCarousel', 'HeroBanner', 'NewsHighlight', 'RichText']));
    expect(body.packages).toMatchObject({ 'ports-render-host': expect.any(String), react: expect.any(String) });
  });
});

describe('editors never change what visitors get', () => {
  it('keeps the visitors’ cached page byte for byte through edit and preview requests', async () => {
    // A page no other test has rendered, warmed by a visitor.
    const first = await get(server, '/solutions/logistics');
    expect(first.status).toBe(200);
    const warm = await get(server, '/solutions/logistics');
    expect(warm.headers.get('server-timing')).toContain('desc="hit"');
    // The page-view event names the item: `{id without dashes}_{language}_{variant}`.
    const logistics = pageFactsOf(first.text).pageView!.pageVariantId.split('_')[0]!;
    const calls = layoutCalls();

    // The editor, four ways: the secret header, the render endpoint in edit and in preview mode, the preview cookie.
    const byHeader = await get(server, '/solutions/logistics', { 'x-preview-secret': SECRET });
    const edit = await get(server, renderUrl({ sc_itemid: logistics, route: '/solutions/logistics' }));
    const preview = await get(server, renderUrl({ sc_itemid: logistics, route: '/solutions/logistics', mode: 'preview' }));
    const cookie = preview.headers.get('set-cookie')!.split(';')[0]!;
    const byCookie = await get(server, '/solutions/logistics', { cookie });
    // Every editor request went to the CMS; none was answered from the visitors' cache.
    expect(layoutCalls() - calls).toBe(4);
    for (const editor of [byHeader, edit, preview, byCookie]) {
      expect(editor.status).toBe(200);
      expect(editor.headers.get('cache-control')).toBe('private, no-store');
      expect(editor.headers.get('server-timing')).toContain('desc="bypass"');
      expect(editor.text).not.toMatch(SITE_SCRIPT);
    }
    expect(pageFactsOf(byHeader.text).pageState).toBe('preview');
    expect(pageFactsOf(byCookie.text).pageState).toBe('preview');
    expect(edit.text).toContain('text/sitecore');
    expect(edit.text).toMatch(STYLE_MARKER);
    for (const page of [first, byHeader, preview, byCookie]) expect(page.text).not.toContain('data-editing-style-marker');

    // The next visitor gets the first visitor's page, from the cache, without a CMS call.
    const after = await get(server, '/solutions/logistics');
    expect(layoutCalls() - calls).toBe(4);
    expect(after.headers.get('server-timing')).toContain('desc="hit"');
    expect(after.headers.get('cache-control')).toBe(first.headers.get('cache-control'));
    expect(after.headers.get('cache-control')).toMatch(/^public/);
    expect(withoutNonces(after.text)).toBe(withoutNonces(first.text));
    expect(after.text).toMatch(SITE_SCRIPT);
    expect(pageFactsOf(after.text).pageState).toBe('normal');
  });

  it('treats a wrong secret header or a forged, expired or foreign cookie as a visitor', async () => {
    const first = await get(server, '/contact');
    const calls = layoutCalls();
    const expired = `sc_preview=${Math.floor(Date.now() / 1000) - 10}.${'A'.repeat(43)}`;
    const farFuture = `sc_preview=9999999999.${'A'.repeat(43)}`;
    const otherSecret = (await startAndTakeCookie()).split(';')[0]!;
    const attempts: Array<Record<string, string>> = [
      { 'x-preview-secret': 'wrong' },
      { 'x-preview-secret': SECRET.toUpperCase() },
      { 'x-preview-secret': `${SECRET}${SECRET}` },
      { cookie: 'sc_preview=true' },
      { cookie: `sc_preview=${SECRET}` },
      { cookie: expired },
      { cookie: farFuture },
      { cookie: otherSecret },
    ];
    for (const headers of attempts) {
      const response = await get(server, '/contact', headers);
      expect(response.status, JSON.stringify(headers)).toBe(200);
      expect(response.headers.get('cache-control'), JSON.stringify(headers)).toMatch(/^public/);
      expect(response.headers.get('server-timing'), JSON.stringify(headers)).toContain('desc="hit"');
      expect(withoutNonces(response.text)).toBe(withoutNonces(first.text));
    }
    expect(layoutCalls()).toBe(calls);
  });
});

/** A preview cookie signed by another server's secret: valid in form, worthless here. */
async function startAndTakeCookie(): Promise<string> {
  const other = await startTestServer({ SITECORE_EDITING_SECRET: 'another-secret-0123456789' });
  try {
    const query = new URLSearchParams({
      secret: 'another-secret-0123456789',
      sc_itemid: ABOUT_ID,
      sc_lang: 'en',
      sc_site: 'ports-group',
      route: '/about',
      mode: 'preview',
    });
    return (await get(other, `/api/editing/render?${query}`)).headers.get('set-cookie') ?? '';
  } finally {
    await other.close();
  }
}

describe('a server without SITECORE_EDITING_SECRET', () => {
  let plain: RunningServer;
  beforeAll(async () => {
    plain = await startTestServer();
  });
  afterAll(() => plain?.close());

  it('answers 404 with a clear message on the editing endpoints', async () => {
    for (const path of [`/api/editing/render?secret=${SECRET}`, `/api/editing/config?secret=${SECRET}`]) {
      const response = await get(plain, path);
      expect(response.status).toBe(404);
      expect(JSON.parse(response.text)).toMatchObject({ code: 'EDITING_DISABLED', message: expect.stringContaining('SITECORE_EDITING_SECRET') });
    }
  });

  it('gives the preview header no power at all', async () => {
    await get(plain, '/contact');
    const response = await get(plain, '/contact', { 'x-preview-secret': SECRET });
    expect(response.headers.get('cache-control')).toMatch(/^public/);
    expect(response.headers.get('server-timing')).toContain('desc="hit"');
  });
});
