import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { get, startTestServer, waitForCachedPage, type RunningServer } from './support/server.ts';
import { PAGE_FACTS_ELEMENT_ID, type PageFacts } from '../src/app/page-facts.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

function pageFactsOf(html: string): PageFacts {
  const json = new RegExp(`<script type="application/json" id="${PAGE_FACTS_ELEMENT_ID}">([\\s\\S]*?)</script>`).exec(html)?.[1];
  expect(json, 'page facts script').toBeDefined();
  return JSON.parse(json!) as PageFacts;
}

describe('the home page', () => {
  it('is a complete streamed HTML document with its blocks', async () => {
    const response = await get(server, '/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.text.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(response.text).toContain('</html>');
    for (const block of ['hero-banner', 'rich-text', 'card-carousel', 'news-highlight']) {
      expect(response.text).toContain(`data-block="${block}"`);
    }
    expect(pageFactsOf(response.text)).toMatchObject({ locale: 'default', language: 'en', dir: 'ltr', path: '/' });
  });

  it('says how long the CMS and the render took, whether the CMS answer was cached, and that the page was not', async () => {
    await get(server, '/about');
    // The same CMS data (the query string is not part of it), a page the page cache has not seen.
    const response = await get(server, '/about?timing=1');
    // /about has a variant (issue 29): how it was chosen comes last.
    expect(response.headers.get('server-timing')).toMatch(/^cms;dur=\d+\.\d;desc="hit", render;dur=\d+\.\d, page;desc="miss", personalize;desc="\w+"$/);
    const plain = await get(server, '/contact?timing=1');
    expect(plain.headers.get('server-timing')).toMatch(/^cms;dur=\d+\.\d;desc="\w+", render;dur=\d+\.\d, page;desc="miss"$/);
  });

  it('asks for the client hints the image endpoint uses', async () => {
    expect((await get(server, '/')).headers.get('accept-ch')).toBe('Sec-CH-DPR, DPR, ECT, Downlink, Save-Data');
  });

  it('is cacheable by a CDN for visitors, unless it has variants (issue 29)', async () => {
    const response = await get(server, '/contact');
    expect(response.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60, stale-while-revalidate=300, stale-if-error=86400');
    expect((await get(server, '/')).headers.get('cache-control')).toBe('private, no-cache');
  });

  it('boots the client as a module and preloads only the islands that load at once (none: the header waits to be touched)', async () => {
    const html = (await get(server, '/')).text;
    // Imported by an inline script (which a cached page can trust by its hash), preloaded from the
    // head; the script recovers when the entry does not load (chunk-recovery.ts entryImportScript).
    expect(html).toMatch(/<script\b[^>]*>[^<]*import\("\/assets\/entry-client-[\w-]+\.js"\)\.catch\([^<]*<\/script>/);
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="modulepreload" href="\/assets\/entry-client-[\w-]+\.js"/);
    const preloads = [...html.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(preloads.some((href) => /\/header-[\w-]+\.js$/.test(href ?? ''))).toBe(false);
    expect(preloads.filter((href) => /\/entry-client-[\w-]+\.js$/.test(href ?? ''))).toHaveLength(1);
    // The carousels, news and video of home load when they come into view: the about page,
    // which has none of them, preloads exactly the same.
    const about = (await get(server, '/about')).text;
    const aboutPreloads = [...about.matchAll(/<link rel="modulepreload" href="([^"]+)"/g)].map((m) => m[1]);
    expect(aboutPreloads).toEqual(preloads);
  });

  it('escapes the page facts, block data and island props so no CMS value can close the script element', async () => {
    const html = (await get(server, '/')).text;
    const scripts = [...html.matchAll(/<script type="application\/json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    // The page facts and the news block's data; the islands' props are in the islands document.
    expect(scripts.length).toBeGreaterThan(1);
    const islands = (await get(server, '/?__islands=1')).text;
    expect(islands.length).toBeGreaterThan(1000);
    for (const json of [...scripts, islands]) expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('carries styles collected from styled-components in the head', async () => {
    const html = (await get(server, '/')).text;
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<style data-styled="active" data-styled-version="[\d.]+">/);
  });

  it('renders the Arabic home page right to left with Arabic content', async () => {
    const response = await get(server, '/ar');
    expect(response.status).toBe(200);
    expect(response.text).toMatch(/<html lang="ar" dir="rtl"/);
    expect(response.text).toMatch(/[\u0600-\u06ff]{3,}/);
    expect(pageFactsOf(response.text)).toMatchObject({ locale: 'ar', language: 'ar', dir: 'rtl' });
  });
});

describe('security headers', () => {
  it('give each page rendered for its response a CSP whose nonce every script carries, and change it per response', async () => {
    // Query strings no other test uses: pages the page cache does not have.
    const first = await get(server, '/?csp=1');
    const csp = first.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeDefined();
    const scripts = [...first.text.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !tag.includes('application/json'));
    expect(scripts.length).toBeGreaterThan(3);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    const second = await get(server, '/?csp=2');
    expect(second.headers.get('content-security-policy')).not.toBe(csp);
  });

  it('give a page from the page cache a CSP with the hash of each inline script it runs, and no nonce', async () => {
    await get(server, '/?csp=3');
    const cached = await waitForCachedPage(server, '/?csp=3');
    const csp = cached.headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain("'nonce-");
    expect(csp).toContain("'strict-dynamic'");
    const hashes = new Set([...csp.matchAll(/'(sha256-[^']+)'/g)].map((m) => m[1]));
    const inline = [...cached.text.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !attributes!.includes('application/json'));
    expect(inline.length).toBeGreaterThan(3);
    for (const [tag, attributes, text] of inline) {
      expect(attributes, tag).not.toContain('nonce=');
      expect(attributes, tag).not.toContain('src=');
      expect(hashes.has(`sha256-${createHash('sha256').update(text!).digest('base64')}`), tag.slice(0, 80)).toBe(true);
    }
  });

  it('are on every response', async () => {
    for (const path of ['/', '/healthz', '/%E0%A4%A', '/-/media/ports-group/favicon.svg']) {
      const response = await get(server, path);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    }
  });
});

describe('a missing route', () => {
  it("answers 404 with the CMS's not-found page", async () => {
    const response = await get(server, '/no/such/page');
    expect(response.status).toBe(404);
    expect(response.text).toContain('Page Not Found');
    expect(pageFactsOf(response.text)).toMatchObject({ path: '/no/such/page', editing: false });
  });

  it('answers 404 in Arabic too', async () => {
    const response = await get(server, '/ar/no-such-page');
    expect(response.status).toBe(404);
    expect(response.text).toMatch(/<html lang="ar" dir="rtl"/);
  });
});

describe('the page shell and SEO', () => {
  const head = (html: string) => html.slice(0, html.indexOf('</head>'));

  it('has the title, description, viewport, Open Graph, Twitter card, favicon and canonical', async () => {
    const html = head((await get(server, '/?utm_source=mail&gclid=1')).text);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"');
    expect(html).toContain('<meta property="og:type" content="website"');
    expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
    expect(html).toMatch(/<meta name="twitter:card" content="[^"]+"/);
    expect(html).toMatch(/<link rel="icon" href="\/-\/media\/ports-group\/favicon.svg"/);
    // Tracking parameters are left out of the canonical link, as of the page cache's key (decision 011).
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/"');
  });

  it('emits alternate-language links for English only, with the query string', async () => {
    const en = head((await get(server, '/en/about?a=1')).text);
    expect(en).toContain('<link rel="alternate" href="https://www.example.com/ar/about?a=1" hrefLang="ar"/>');
    expect(en).toContain('<link rel="alternate" href="https://www.example.com/en/about?a=1" hrefLang="en"/>');
    expect(en).toContain('<link rel="alternate" href="https://www.example.com/about?a=1" hrefLang="x-default"/>');
    const ar = head((await get(server, '/ar/about?a=1')).text);
    expect(ar).not.toContain('rel="alternate"');
  });

  it('injects each site script once, in the head and around the body', async () => {
    const html = (await get(server, '/')).text;
    const scripts = [...html.matchAll(/<script(?![^>]*type="(?:application\/json|module)")[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => m[1]!.trim())
      .filter(Boolean);
    expect(scripts.length).toBeGreaterThan(0);
    expect(new Set(scripts).size).toBe(scripts.length);
  });
});

describe('page-structure templates (spec 000 section 2)', () => {
  it("renders an article's hero area first in main, its heading in it, where the skip link lands", async () => {
    const html = (await get(server, '/insights/blogs/women-on-the-quay')).text;
    const main = html.slice(html.indexOf('<main'));
    expect(main).toMatch(/^<main[^>]*id="main-content"[^>]*data-page-template="Article Details"[^>]*><div data-page-area="hero"/);
    // The page's heading comes in the hero area, before the main area's first block (the article body).
    const heading = main.search(/<h1[\s>]/);
    expect(heading).toBeGreaterThan(main.indexOf('data-page-area="hero"'));
    expect(heading).toBeLessThan(main.indexOf('data-block="article-body"'));
    expect(html).toContain('href="#main-content"');
  });

  it('gives the partnerships landing a main area alone, and a generic page its template name', async () => {
    const partnerships = (await get(server, '/about/partnerships')).text;
    expect(partnerships).toMatch(/<main[^>]*data-page-template="Partnerships Landing"/);
    expect(partnerships).not.toContain('data-page-area="hero"');
    expect((await get(server, '/contact')).text).toMatch(/<main[^>]*data-page-template="Generic Page"/);
  });

  it.each(['/', '/ar', '/about', '/ar/solutions/logistics', '/tools-and-apps'])(
    'renders the hero of the generic page %s first in main, in the hero area, with the page heading in it',
    async (path) => {
      const main = mainOf((await get(server, path)).text);
      expect(main).toMatch(/^<main[^>]*id="main-content"[^>]*data-page-template="Generic Page"[^>]*><div data-page-area="hero"/);
      const hero = heroAreaOf(main);
      expect(hero).toContain('data-block="hero-banner"');
      expect(hero).toMatch(/<h1[\s>]/);
      expect(main.slice(hero.length)).not.toMatch(/<h1[\s>]/);
    },
  );

  it.each(['/sustainability', '/ar/ae'])(
    'puts the breadcrumb and banner of the generic page %s in the hero area, its page intro (the heading) next in main',
    async (path) => {
      const main = mainOf((await get(server, path)).text);
      const hero = heroAreaOf(main);
      expect(hero).toContain('data-block="breadcrumb"');
      expect(hero).toContain('data-block="banner"');
      expect(hero).not.toContain('data-block="page-intro"');
      // The banner's headline is an h2 (the page intro holds the page's h1), the first thing after the hero area.
      const rest = main.slice(hero.length);
      expect(rest.search(/<h1[\s>]/)).toBeGreaterThan(-1);
      expect(rest.search(/<h1[\s>]/)).toBeGreaterThan(rest.indexOf('data-block="page-intro"'));
    },
  );

  it('leaves a generic page that opens with another block (the sub-navigation of /solutions) with no hero area', async () => {
    const main = mainOf((await get(server, '/solutions')).text);
    expect(main).toMatch(/<main[^>]*data-page-template="Generic Page"/);
    expect(main).not.toContain('data-page-area="hero"');
  });
});

/** The page from its main landmark on. */
function mainOf(html: string): string {
  const start = html.indexOf('<main');
  expect(start).toBeGreaterThan(-1);
  return html.slice(start);
}

/** The hero area's region (`<div data-page-area="hero">` to its own end tag) at the start of main. */
function heroAreaOf(main: string): string {
  const start = main.indexOf('<div data-page-area="hero"');
  expect(start, 'hero area').toBeGreaterThan(-1);
  const tags = /<div[\s>]|<\/div>/g;
  tags.lastIndex = start;
  let depth = 0;
  for (let tag = tags.exec(main); tag; tag = tags.exec(main)) {
    depth += tag[0] === '</div>' ? -1 : 1;
    if (depth === 0) return main.slice(0, tag.index + tag[0].length);
  }
  throw new Error('the hero area does not end');
}
