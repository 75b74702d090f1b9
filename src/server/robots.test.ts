import Fastify from 'fastify';
import { describe, expect, it, onTestFinished } from 'vitest';
import { matchRoute } from '../../routes.ts';
import { CmsError } from '../cms/errors.ts';
import { DEFAULT_ROBOTS, ROBOTS_CACHE_CONTROL, createRobotsHandler, robotsText } from './robots.ts';
import type { ServerContext } from './server-context.ts';
import { singleSite } from './test-support/sites.ts';

const SITEMAP = 'https://www.example.com/sitemap.xml';
const NEWS_SITEMAP = 'https://www.example.com/news-1.xml';

describe('robotsText', () => {
  it('uses the default when the CMS has no text, and names the sitemap', () => {
    for (const cms of [null, '', '  \n']) {
      expect(robotsText(cms, [SITEMAP])).toBe(`${DEFAULT_ROBOTS}\nSitemap: ${SITEMAP}\n`);
    }
  });

  it('keeps the CMS text, with plain line endings and no BOM, and adds the sitemap line', () => {
    expect(robotsText('\uFEFFUser-agent: *\r\nDisallow: /private/\r\n\r\n', [SITEMAP])).toBe(`User-agent: *\nDisallow: /private/\n\nSitemap: ${SITEMAP}\n`);
  });

  it('does not repeat a sitemap line the text already has, whatever its case and spacing', () => {
    const text = `User-agent: *\nDisallow:\n  sitemap :   ${SITEMAP}   # ours\n`;
    expect(robotsText(text, [SITEMAP])).toBe(text);
  });

  it('names each sitemap it is given, in order, leaving out those the text already names', () => {
    expect(robotsText(null, [SITEMAP, NEWS_SITEMAP])).toBe(`${DEFAULT_ROBOTS}\nSitemap: ${SITEMAP}\nSitemap: ${NEWS_SITEMAP}\n`);
    const text = `User-agent: *\nSitemap: ${NEWS_SITEMAP}`;
    expect(robotsText(text, [SITEMAP, NEWS_SITEMAP])).toBe(`${text}\n\nSitemap: ${SITEMAP}\n`);
  });

  it('keeps other sitemaps and still names ours', () => {
    const text = 'User-agent: *\nSitemap: https://old.example.com/sitemap.xml\n# Sitemap: ' + SITEMAP;
    expect(robotsText(text, [SITEMAP])).toBe(`${text}\n\nSitemap: ${SITEMAP}\n`);
  });
});

async function serve(getRobots: () => Promise<{ data: string | null }>) {
  const errors: unknown[] = [];
  const ctx = {
    config: { publicUrl: 'https://www.example.com' },
    sites: singleSite({ getRobots } as never, 'https://www.example.com'),
  } as unknown as ServerContext;
  const handler = createRobotsHandler(ctx);
  const app = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => void errors.push(JSON.parse(line)) } } });
  app.get('/*', (request, reply) => {
    const match = matchRoute(request.url);
    if (match.kind !== 'rewrite') throw new Error('not a rewrite');
    return handler(request, reply, match);
  });
  onTestFinished(() => app.close());
  return { get: () => app.inject({ method: 'GET', url: '/robots.txt' }), errors };
}

describe('createRobotsHandler', () => {
  it('answers the CMS text as cacheable plain text', async () => {
    const { get } = await serve(async () => ({ data: 'User-agent: *\nDisallow: /x/' }));
    const res = await get();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe(ROBOTS_CACHE_CONTROL);
    expect(res.body).toBe(`User-agent: *\nDisallow: /x/\n\nSitemap: ${SITEMAP}\nSitemap: ${NEWS_SITEMAP}\n`);
  });

  it('answers a CMS failure with 502/504 and a short text, never cached, and logs it', async () => {
    const { get, errors } = await serve(async () => {
      throw new CmsError('CMS_TIMEOUT', 'http://cms.internal took too long');
    });
    const res = await get();
    expect(res.statusCode).toBe(504);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).not.toContain('cms.internal');
    expect(errors).toContainEqual(expect.objectContaining({ msg: 'robots.txt failed', code: 'CMS_TIMEOUT' }));
  });
});
