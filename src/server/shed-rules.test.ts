import { describe, expect, it } from 'vitest';
import { HANDLERS, matchRoute } from '../../routes.ts';
import { shedRuleFor } from './shed-rules.ts';

const get = (url: string) => shedRuleFor('GET', url);

describe('shedRuleFor: never shed', () => {
  it('lets health checks through, with any query and by HEAD', () => {
    for (const url of ['/healthz', '/readyz', '/readyz?verbose=1']) {
      expect(get(url)).toEqual({ shed: false, group: 'health' });
      expect(shedRuleFor('HEAD', url)).toEqual({ shed: false, group: 'health' });
    }
  });

  it('lets static files through: built assets, fonts under either locale, the embeds', () => {
    for (const url of [
      '/assets/entry-client-AbCd1234.js',
      '/assets/inter-latin-wght-normal-Dx4kXJAl.woff2',
      '/en/fonts/inter.woff2',
      '/ar/fonts/x.woff2',
      '/embeds/share-price.html',
    ]) {
      expect(get(url)).toEqual({ shed: false, group: 'static' });
    }
  });

  it('lets the publish purge through, whatever the method (its own route answers)', () => {
    for (const method of ['POST', 'GET', 'PUT']) {
      expect(shedRuleFor(method, '/api/revalidate')).toEqual({ shed: false, group: 'purge' });
    }
  });

  it('lets cheap answers through: redirects, robots.txt, broken targets, methods no route takes', () => {
    expect(get('/news/releases/2024/record-year')).toEqual({ shed: false, group: 'cheap' });
    expect(get('/robots.txt')).toEqual({ shed: false, group: 'cheap' });
    expect(get('/bad%ZZencoding')).toEqual({ shed: false, group: 'cheap' });
    expect(get('/about/../x')).toEqual({ shed: false, group: 'cheap' });
    expect(get(`/${'a'.repeat(3000)}`)).toEqual({ shed: false, group: 'cheap' });
    expect(shedRuleFor('POST', '/about')).toEqual({ shed: false, group: 'cheap' });
    expect(shedRuleFor('DELETE', '/')).toEqual({ shed: false, group: 'cheap' });
  });
});

describe('shedRuleFor: shed', () => {
  it('sheds pages with the HTML answer, Arabic for /ar paths only', () => {
    expect(get('/')).toEqual({ shed: true, group: 'page', answer: 'html', lang: 'en' });
    expect(get('/about-us?utm_source=x')).toEqual({ shed: true, group: 'page', answer: 'html', lang: 'en' });
    expect(get('/en/about-us')).toEqual({ shed: true, group: 'page', answer: 'html', lang: 'en' });
    expect(get('/ar')).toEqual({ shed: true, group: 'page', answer: 'html', lang: 'ar' });
    expect(get('/ar/about-us')).toEqual({ shed: true, group: 'page', answer: 'html', lang: 'ar' });
    // A page's islands document is read by a script: JSON.
    expect(get('/ar/about-us?x=1&__islands=1')).toEqual({ shed: true, group: 'page', answer: 'json', lang: 'ar' });
    expect(get('/news/all?__islands=1')).toEqual({ shed: true, group: 'page', answer: 'json', lang: 'en' });
    expect(get('/arabic-heritage')).toEqual({ shed: true, group: 'page', answer: 'html', lang: 'en' });
    expect(shedRuleFor('HEAD', '/ar/news')).toMatchObject({ shed: true, answer: 'html', lang: 'ar' });
  });

  it('sheds news pages as pages', () => {
    expect(get('/news/2024/record-year')).toEqual({ shed: true, group: 'page', answer: 'html', lang: 'en' });
    expect(get('/ar/news/2024/record-year')).toEqual({ shed: true, group: 'page', answer: 'html', lang: 'ar' });
  });

  it('sheds expensive APIs with the JSON answer, by group', () => {
    const cases: [string, string, string][] = [
      ['GET', '/api/image?url=/-/media/a.jpg&w=640', 'image'],
      ['GET', '/api/news/listing?page=2', 'upstream'],
      ['GET', '/api/news-feed-proxy?url=https://x', 'upstream'],
      ['GET', '/api/search/insights?q=ports', 'upstream'],
      ['GET', '/api/digital-wall/members', 'upstream'],
      ['GET', '/api/digital-wall/member/abc', 'upstream'],
      ['GET', '/api/secure-image?path=a.jpg', 'upstream'],
      ['POST', '/api/contenthub/get-assets', 'upstream'],
      ['POST', '/api/forms/submit', 'submission'],
      ['POST', '/api/events/page-view', 'submission'],
      ['GET', '/api/editing/render?item=x', 'render'],
      ['POST', '/feaas-render', 'render'],
      ['GET', '/feaas-render', 'render'],
      ['GET', '/pp-header', 'render'],
      ['GET', '/ar/pp-header', 'render'],
      ['GET', '/en/static-header/x', 'render'],
      ['GET', '/en/pressreleaseheader', 'render'],
      ['GET', '/pp-components/hero', 'render'],
      ['GET', '/sitemap.xml', 'upstream'],
      ['GET', '/sitemap-1.xml', 'upstream'],
      ['GET', '/-/media/picture.jpg', 'upstream'],
      ['POST', '/sitecore/api/graph/edge', 'upstream'],
      ['GET', '/sitecore/service/x', 'upstream'],
    ];
    for (const [method, url, group] of cases) {
      expect(shedRuleFor(method, url), `${method} ${url}`).toMatchObject({ shed: true, group, answer: 'json' });
    }
  });

  it('sheds unknown /api/ paths (the catch-all would render the not-found page) with JSON', () => {
    expect(get('/api/nothing-here')).toMatchObject({ shed: true, group: 'page', answer: 'json' });
  });

  it('judges a disguised path by what would answer it', () => {
    // `//api/revalidate` is not the purge route: the catch-all renders it as a page.
    expect(get('//api/revalidate')).toMatchObject({ shed: true, group: 'page' });
    // `/healthz/` reaches the catch-all, which answers it as /healthz.
    expect(get('/healthz/')).toEqual({ shed: false, group: 'health' });
  });

  it('has a decision for every handler of the routing table', () => {
    const samples: Record<string, string> = {
      sitemap: '/sitemap.xml',
      cmsProxy: '/-/media/x',
      health: '/healthz',
      newsProxy: '/news/x',
      fonts: '/en/fonts/x.woff2',
      staticHeader: '/en/static-header/x',
      pressReleaseHeader: '/en/pressreleaseheader',
      ppHeader: '/pp-header',
      assets: '/assets/x.js',
      ppComponents: '/pp-components/x',
      robots: '/robots.txt',
      llmsTxt: '/llms.txt',
      feaasRender: '/feaas-render',
      ready: '/readyz',
    };
    for (const handler of HANDLERS) {
      const url = samples[handler]!;
      expect(matchRoute(url)).toMatchObject({ kind: 'rewrite', handler });
      expect(get(url).group).toBeTruthy();
    }
  });
});
