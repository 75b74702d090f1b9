import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { get, startTestServer, type RunningServer } from './support/server.ts';

const ALLOWED = 'https://press.example.com';
const SECRET = 'feaas-secret-for-tests-0123456789';
const PUBLIC = 'https://www.example.com';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer({ FRAGMENT_ORIGINS: `${ALLOWED}, https://other.example.org`, SITECORE_EDITING_SECRET: SECRET });
});
afterAll(() => server?.close());

/** The parts of a fragment answer, checked for the shape fragments.ts promises. */
function parts(html: string) {
  const open = /^<div data-fragment="([^"]+)" lang="([^"]+)" dir="([^"]+)">/.exec(html);
  const root = /<div data-fragment-root>([\s\S]*)<\/div><script type="application\/json" data-fragment-context>/.exec(html);
  const context = /<script type="application\/json" data-fragment-context>([\s\S]*?)<\/script>/.exec(html);
  const script = /<script type="module" src="([^"]+)"><\/script><\/div>$/.exec(html);
  return {
    name: open?.[1],
    lang: open?.[2],
    dir: open?.[3],
    root: root?.[1],
    context: context ? (JSON.parse(context[1]!) as { page: { language: string; dir: string; layout: unknown }; target: unknown }) : undefined,
    script: script?.[1],
    styles: [...html.matchAll(/<style data-styled="active"[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!),
    preloads: [...html.matchAll(/<link rel="modulepreload" href="([^"]+)">/g)].map((m) => m[1]!),
  };
}

/** Every opening div has its closing tag (React's markup and ours). */
function balancedDivs(html: string): boolean {
  return (html.match(/<div[\s>]/g) ?? []).length === (html.match(/<\/div>/g) ?? []).length;
}

describe('header fragments', () => {
  it.each([
    ['/pp-header', 'en', 'ltr'],
    ['/en/pp-header', 'en', 'ltr'],
    ['/ar/pp-header', 'ar', 'rtl'],
    ['/en/pressreleaseheader', 'en', 'ltr'],
    ['/ar/pressreleaseheader', 'ar', 'rtl'],
    ['/en/static-header', 'en', 'ltr'],
    ['/ar/static-header/about', 'ar', 'rtl'],
    ['/en/static-header/no/such/page', 'en', 'ltr'],
  ])('%s is a valid fragment, lang=%s dir=%s, with the site header', async (path, lang, dir) => {
    const response = await get(server, path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=300');
    const p = parts(response.text);
    expect([p.name, p.lang, p.dir]).toEqual(['header', lang, dir]);
    // The site header, from the header partial design of every page.
    expect(p.root).toContain('data-block="header"');
    expect(p.context?.target).toEqual({ placeholder: 'headless-header' });
    expect(p.context?.page).toMatchObject({ language: lang, dir });
    expect(p.script).toMatch(new RegExp(`^${PUBLIC}/assets/entry-fragment-[\\w-]+\\.js$`));
    expect(balancedDivs(response.text)).toBe(true);
    // Nothing root-relative: the fragment is shown on another origin.
    expect(response.text).not.toMatch(/(?:src|href)="\/(?!\/)|url\(\/(?!\/)/);
  });

  it('carries only the header placeholder and no page-shell fields in its context', async () => {
    const p = parts((await get(server, '/en/pressreleaseheader')).text);
    const route = (p.context!.page.layout as { sitecore: { route: { placeholders: object; fields: object } } }).sitecore.route;
    expect(Object.keys(route.placeholders)).toEqual(['headless-header']);
    expect(route.fields).not.toHaveProperty('headScripts');
    expect(route.fields).not.toHaveProperty('browserTitle');
  });
});

describe('/pp-components/{name}', () => {
  it('renders the home page hero with its styles and absolute URLs', async () => {
    const response = await get(server, '/pp-components/hero-banner');
    expect(response.status).toBe(200);
    const p = parts(response.text);
    expect(p.name).toBe('hero-banner');
    expect(p.context?.target).toEqual({ componentName: 'hero-banner' });
    expect(p.root).toContain('data-block="hero-banner"');
    expect(p.root).toMatch(/<h1 [^>]*class="[^"]+"[^>]*>Connecting the world&#x27;s trade/);
    // The hero's own rules are there, scoped to the fragment; so are the base styles and fonts.
    const heroClass = /<section data-block="hero-banner" class="[^"]*?(\S+)"/.exec(p.root!)?.[1];
    expect(heroClass).toBeDefined();
    const css = p.styles.join('\n');
    expect(css).toContain(`[data-fragment] .${heroClass}{`);
    expect(css).toContain(`url(${PUBLIC}/assets/inter-latin-400-700-`);
    // No rule reaches the embedding page: base rules (html, body, *, a, h1 …) are all scoped.
    expect(css).not.toMatch(/(^|[}\n])\s*(html|body|\*|a|h1|p|img|button|:focus-visible)[\s,:{]/);
    expect(css).toContain('[data-fragment] h1,');
    // Media, links and code on the site's address.
    expect(p.root).toContain(`src="${PUBLIC}/-/media/ports-group/hero-port-dusk.svg`);
    expect(p.root).toContain(`href="${PUBLIC}/about"`);
    expect(p.script).toMatch(new RegExp(`^${PUBLIC}/assets/entry-fragment-`));
    expect(p.preloads.length).toBeGreaterThan(0);
    expect(p.preloads.every((href) => href.startsWith(`${PUBLIC}/assets/`))).toBe(true);
    expect(p.preloads.some((href) => /\/assets\/hero-banner-[\w-]+\.js$/.test(href))).toBe(true);
    expect(response.text).toMatch(new RegExp(`<link rel="preload" href="${PUBLIC}/assets/inter-latin-400-700-[\\w-]+\\.woff2" as="font"`));
    expect(response.text).not.toMatch(/(?:src|href)="\/(?!\/)|url\(\/(?!\/)/);
    expect(balancedDivs(response.text)).toBe(true);
  });

  it('answers to the Pascal-case name too', async () => {
    const response = await get(server, '/pp-components/HeroBanner');
    expect(response.status).toBe(200);
    expect(parts(response.text).root).toContain('data-block="hero-banner"');
  });

  it('renders another block of the home page (rich text)', async () => {
    const response = await get(server, '/pp-components/rich-text');
    expect(response.status).toBe(200);
    expect(parts(response.text).root).toContain('data-block="rich-text"');
  });

  it('takes ?lang=ar for Arabic, and refuses other languages', async () => {
    const ar = await get(server, '/pp-components/hero-banner?lang=ar');
    expect(ar.status).toBe(200);
    const p = parts(ar.text);
    expect([p.lang, p.dir]).toEqual(['ar', 'rtl']);
    expect(p.root).toMatch(/<h1 [^>]*class="[^"]+"[^>]*>[\u0600-\u06FF]/);
    const fr = await get(server, '/pp-components/hero-banner?lang=fr');
    expect(fr.status).toBe(400);
    expect(JSON.parse(fr.text)).toMatchObject({ code: 'FRAGMENT_BAD_LANGUAGE' });
  });

  it('header and footer are the placeholders', async () => {
    for (const name of ['header', 'footer']) {
      const p = parts((await get(server, `/pp-components/${name}`)).text);
      expect(p.name).toBe(name);
      expect(p.context?.target).toEqual({ placeholder: `headless-${name}` });
      expect(p.root).toContain(`data-block="${name}"`);
    }
  });

  it.each(['no-such-block', 'NewsFeed', 'a/b', 'hero_banner', 'hero-banner.js', '-x', 'x'.repeat(150)])(
    'unknown or bad name %s is a 404 JSON',
    async (name) => {
      const response = await get(server, `/pp-components/${name}`);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('application/json');
      expect(JSON.parse(response.text)).toMatchObject({ error: 'Not Found', code: 'FRAGMENT_NOT_FOUND' });
    },
  );
});

describe('CORS', () => {
  it('echoes an allowed origin', async () => {
    for (const origin of [ALLOWED, 'https://other.example.org']) {
      const response = await get(server, '/pp-header', { origin });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBe(origin);
      expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
    }
  });

  it.each([['https://evil.example.net'], ['null'], ['https://press.example.com.evil.net'], ['http://press.example.com']])(
    'gives no access to %s',
    async (origin) => {
      const response = await get(server, '/pp-components/hero-banner', { origin });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
      expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
    },
  );

  it('says Vary: Origin without an Origin too, so a CDN keeps the variants apart', async () => {
    const response = await get(server, '/en/pp-header');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/\bOrigin\b/);
  });

  it('errors carry the CORS headers too, so the embedding script can read them', async () => {
    const response = await get(server, '/pp-components/no-such-block', { origin: ALLOWED });
    expect(response.status).toBe(404);
    expect(response.headers.get('access-control-allow-origin')).toBe(ALLOWED);
  });

  it('answers preflights: allowed origin 204, others 403, other paths 404', async () => {
    const preflight = (path: string, origin: string) =>
      fetch(server.url + path, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'x-requested-with' },
      });
    const ok = await preflight('/ar/pp-header', ALLOWED);
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe(ALLOWED);
    expect(ok.headers.get('access-control-allow-methods')).toContain('GET');
    expect(ok.headers.get('access-control-allow-headers')).toBe('x-requested-with');
    expect((await preflight('/pp-components/hero-banner', ALLOWED)).status).toBe(204);
    expect((await preflight('/en/static-header/about', ALLOWED)).status).toBe(204);
    const refused = await preflight('/pp-components/hero-banner', 'https://evil.example.net');
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect((await preflight('/fr/pp-header', ALLOWED)).status).toBe(404);
  });

  it('serves the fragment script to other origins (module scripts load in CORS mode)', async () => {
    const p = parts((await get(server, '/pp-components/hero-banner')).text);
    for (const href of [p.script!, ...p.preloads]) {
      const response = await get(server, href.slice(PUBLIC.length), { origin: ALLOWED });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('javascript');
      expect(response.headers.get('access-control-allow-origin')).toBe('*');
    }
  });
});

describe('/feaas-render', () => {
  const hero = {
    uid: 'b1d2c3e4-0000-4000-8000-000000000001',
    componentName: 'HeroBanner',
    params: {},
    fields: {
      headline: { value: 'Rendered for the editor' },
      description: { value: 'From rendering JSON <a href="/about">about us</a>' },
      image: { value: { src: '/-/media/ports-group/hero-port-dusk.svg', alt: 'Cranes', width: '1600', height: '900' } },
    },
  };
  const post = (body: string | object, headers: Record<string, string> = {}) =>
    fetch(server.url + '/feaas-render', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-editing-secret': SECRET, ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });

  it('renders the block from the rendering JSON with the right secret', async () => {
    const response = await post({ rendering: hero, language: 'en' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toMatch(/^<div data-fragment="hero-banner" lang="en" dir="ltr">/);
    expect(html).toMatch(/<h1 [^>]*class="[^"]+"[^>]*>Rendered for the editor<\/h1>/);
    expect(html).toContain(`src="${PUBLIC}/-/media/ports-group/hero-port-dusk.svg"`);
    expect(html).toMatch(/<style data-styled="active"/);
    // A static preview: no context and no script.
    expect(html).not.toContain('<script');
    expect(balancedDivs(html)).toBe(true);
  });

  it('renders Arabic right to left', async () => {
    const response = await post({ rendering: { ...hero, fields: { headline: { value: 'مرحبا' } } }, language: 'ar' });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(/^<div data-fragment="hero-banner" lang="ar" dir="rtl">/);
  });

  it.each([
    ['no secret', {}],
    ['a wrong secret', { 'x-editing-secret': 'not-the-secret-at-all-0000' }],
    ['an empty secret', { 'x-editing-secret': '' }],
    ['the secret with a suffix', { 'x-editing-secret': SECRET + 'x' }],
  ])('refuses %s with 401', async (_label, headers) => {
    const response = await fetch(server.url + '/feaas-render', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ rendering: hero }),
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toMatchObject({ code: 'FEAAS_UNAUTHORIZED' });
  });

  it('checks the secret before reading the body', async () => {
    const response = await fetch(server.url + '/feaas-render', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(401);
  });

  it('refuses an unknown component with 422', async () => {
    const response = await post({ rendering: { componentName: 'NoSuchBlock', fields: {} } });
    expect(response.status).toBe(422);
    expect(await response.json()).toMatchObject({ code: 'FEAAS_UNKNOWN_COMPONENT' });
  });

  it.each([
    ['malformed JSON', '{"rendering": {', 'FEAAS_BAD_JSON'],
    ['an empty body', '', 'FEAAS_BAD_BODY'],
    ['no rendering', { language: 'en' }, 'FEAAS_BAD_BODY'],
    ['no componentName', { rendering: { fields: {} } }, 'FEAAS_BAD_BODY'],
    ['params that are not strings', { rendering: { componentName: 'HeroBanner', params: { a: 1 } } }, 'FEAAS_BAD_BODY'],
    ['another language', { rendering: hero, language: 'fr' }, 'FEAAS_BAD_BODY'],
    ['an array', [hero], 'FEAAS_BAD_BODY'],
  ])('refuses %s with 400', async (_label, body, code) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(await response.json()).toMatchObject({ code });
  });

  it('refuses an oversized body with 413', async () => {
    const big = { rendering: { ...hero, fields: { headline: { value: 'x'.repeat(300 * 1024) } } } };
    const response = await post(big);
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'FEAAS_BODY_TOO_LARGE' });
  });

  it('refuses a body that is not JSON with 415', async () => {
    const response = await post('rendering=HeroBanner', { 'content-type': 'application/x-www-form-urlencoded' });
    expect(response.status).toBe(415);
    expect(await response.json()).toMatchObject({ code: 'FEAAS_UNSUPPORTED_MEDIA_TYPE' });
  });

  it('answers GET with 405 and Allow: POST', async () => {
    const response = await get(server, '/feaas-render');
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('POST');
  });

  describe('without SITECORE_EDITING_SECRET', () => {
    let bare: RunningServer;
    beforeAll(async () => {
      bare = await startTestServer();
    });
    afterAll(() => bare?.close());

    it('is off, and says why', async () => {
      const response = await fetch(bare.url + '/feaas-render', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-editing-secret': SECRET },
        body: JSON.stringify({ rendering: hero }),
      });
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ code: 'FEAAS_DISABLED', message: expect.stringContaining('SITECORE_EDITING_SECRET') });
    });

    it('gives no CORS access to anyone when FRAGMENT_ORIGINS is unset', async () => {
      const response = await get(bare, '/pp-header', { origin: ALLOWED });
      expect(response.status).toBe(200);
      expect(response.headers.get('access-control-allow-origin')).toBeNull();
    });
  });
});
