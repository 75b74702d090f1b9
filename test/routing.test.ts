import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWRITES } from '../routes.ts';
import { get, startTestServer, type RunningServer } from './support/server.ts';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('redirects over HTTP', () => {
  it.each([
    ['/news/releases/port-expansion', '/news/port-expansion'],
    ['/news/news-events/a/b?utm=1', '/news/a/b?utm=1'],
    ['/en/news/releases/x?q=a%20b', '/en/news/x?q=a%20b'],
    ['/ar/news/news-events/%D8%AE%D8%A8%D8%B1', '/ar/news/%D8%AE%D8%A8%D8%B1'],
  ])('%s -> 308 %s', async (path, location) => {
    const response = await get(server, path);
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe(location);
  });
});

describe('every rewrite of the table is bound to its handler', () => {
  // One concrete path per table entry; built handlers answer for real, the rest say 501 and name themselves.
  const samples: Record<string, string> = {
    '/sitemap.xml': '/sitemap.xml',
    '/sitemap-:id.xml': '/sitemap-1.xml',
    '/news-:id.xml': '/news-1.xml',
    '/sitecore/api/:path*': '/sitecore/api/layout/render/jss?item=/&sc_lang=en',
    '/-/:path*': '/-/media/ports-group/favicon.svg',
    '/sitecore/service/:path*': '/sitecore/service/none',
    '/healthz': '/healthz',
    '/news/:slug+': '/news/port-expansion',
    '/:locale/fonts/:path*': '/en/fonts/inter.woff2',
    '/:locale/static-header/:path*': '/ar/static-header/x',
    '/:locale/pressreleaseheader': '/en/pressreleaseheader',
    '/pp-header': '/pp-header',
    '/:locale/pp-header': '/ar/pp-header',
    '/assets/:path*': '/assets/does-not-exist.js',
    '/pp-components/:path*': '/pp-components/header',
    '/robots.txt': '/robots.txt',
    '/llms.txt': '/ar/llms.txt',
    '/feaas-render': '/feaas-render',
    '/readyz': '/readyz',
  };

  it('has a sample for each entry', () => {
    expect(Object.keys(samples).sort()).toEqual(REWRITES.map((r) => r.source).sort());
  });

  it.each(REWRITES.map((r) => [r.source, r.handler] as const))('%s -> %s', async (source, handler) => {
    const response = await get(server, samples[source]!);
    switch (handler) {
      case 'ready':
        expect(response.status).toBe(200);
        // With the load check of load shedding (no Redis configured: no redis check).
        expect(JSON.parse(response.text)).toMatchObject({ status: 'ready', checks: { load: { ready: true } } });
        expect(Object.keys(JSON.parse(response.text).checks)).toEqual(['load']);
        break;
      case 'health':
        expect(response.status).toBe(200);
        expect(JSON.parse(response.text)).toEqual({ status: 'ok' });
        break;
      case 'cmsProxy':
        // Forwarded to the CMS: whatever it answers (401 without a key, 404, the media file) is its answer, not a page.
        expect(response.headers.get('content-type') ?? '').not.toContain('text/html');
        expect([200, 401, 404]).toContain(response.status);
        break;
      case 'assets':
        expect(response.status).toBe(404);
        break;
      case 'sitemap':
        // The CMS's sitemap, a numbered file and the news sitemap (test/sitemap.test.ts has the
        // details). The sample's CMS publishes a single sitemap.xml: for /sitemap-1.xml the
        // handler answers its own 404.
        if (source === '/sitemap-:id.xml') {
          expect(response.status).toBe(404);
          expect(response.text).toBe('Not found: no such sitemap.\n');
          break;
        }
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('application/xml; charset=utf-8');
        expect(response.text).toMatch(/^<\?xml /);
        break;
      case 'robots':
        expect(response.status).toBe(200);
        expect(response.text).toContain('Sitemap: https://www.example.com/sitemap.xml');
        break;
      case 'llmsTxt':
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
        expect(response.text).toMatch(/^# \S/);
        break;
      case 'fonts':
        // The sample asks for a font the build does not have.
        expect(response.status).toBe(404);
        expect(JSON.parse(response.text)).toMatchObject({ message: 'No such font.' });
        break;
      case 'newsProxy':
        // No such news page in the CMS and no press-release origin: the not-found page.
        expect(response.status).toBe(404);
        expect(response.headers.get('content-type')).toContain('text/html');
        break;
      case 'staticHeader':
      case 'pressReleaseHeader':
      case 'ppHeader':
      case 'ppComponents':
        // The header as an embeddable fragment (test/fragments.test.ts has the details).
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
        expect(response.text).toMatch(/^<div data-fragment="header" lang="(en|ar)" dir="(ltr|rtl)">/);
        break;
      case 'feaasRender':
        // Editor tooling posts to it; a GET is refused.
        expect(response.status).toBe(405);
        expect(response.headers.get('allow')).toBe('POST');
        break;
      default: {
        // Every handler of the table has its case above: a new one must get its own.
        const unhandled: never = handler;
        throw new Error(`no expectation for the ${String(unhandled)} handler`);
      }
    }
  });

  it('proxies CMS media byte for byte', async () => {
    const viaSite = await get(server, '/-/media/ports-group/favicon.svg');
    const direct = await fetch(server.content!.origin + '/-/media/ports-group/favicon.svg');
    expect(viaSite.status).toBe(200);
    expect(viaSite.headers.get('content-type')).toContain('image/svg+xml');
    expect(viaSite.text).toBe(await direct.text());
  });

  it('serves the built client code under /assets/', async () => {
    const home = await get(server, '/');
    const script = /import\("(\/assets\/[^"]+\.js)"\)/.exec(home.text)?.[1];
    expect(script).toBeDefined();
    const asset = await get(server, script!);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toContain('javascript');
    // Hashed file names never change: a year, immutable.
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});

describe('locales over HTTP', () => {
  it.each([
    ['/', 'en', 'ltr'],
    ['/en', 'en', 'ltr'],
    ['/ar', 'ar', 'rtl'],
    ['/about', 'en', 'ltr'],
    ['/ar/about', 'ar', 'rtl'],
  ])('%s renders lang=%s dir=%s', async (path, lang, dir) => {
    const response = await get(server, path);
    expect(response.status).toBe(200);
    expect(response.text).toMatch(new RegExp(`<html lang="${lang}" dir="${dir}"`));
  });

  it('does not detect the locale from Accept-Language', async () => {
    const response = await get(server, '/', { 'accept-language': 'ar' });
    expect(response.text).toMatch(/<html lang="en" dir="ltr"/);
  });
});
