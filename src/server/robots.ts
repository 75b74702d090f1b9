import type { RewriteHandler, ServerContext } from './server-context.ts';
import { sendUnknownHost } from './sites.ts';
import { NEWS_SITEMAP_PATH, SITEMAP_CACHE_CONTROL, SITEMAP_INDEX_PATH, sendSiteFileFailure } from './sitemap.ts';

/**
 * `/robots.txt` (issue 3 item 4): the text editors keep in the CMS (Edge's `siteInfo.robots`), or
 * DEFAULT_ROBOTS when there is none, always naming our sitemap and the news sitemap on the site's origin
 * (the CMS's sitemap, served as /sitemap.xml, is a list of pages that cannot name /news-1.xml).
 */

/** Everything may be crawled except the host's own API endpoints. */
export const DEFAULT_ROBOTS = 'User-agent: *\nAllow: /\nDisallow: /api/\n';
/** Read as rarely as sitemaps; the same CDN policy. */
export const ROBOTS_CACHE_CONTROL = SITEMAP_CACHE_CONTROL;

/**
 * The robots.txt body: the CMS text (or the default) with its line endings made `\n`, plus a
 * `Sitemap:` line for each of `sitemapUrls` the text does not already name exactly. Other
 * `Sitemap:` lines are kept: robots.txt may name several sitemaps.
 */
export function robotsText(cmsText: string | null, sitemapUrls: readonly string[]): string {
  const source = cmsText !== null && cmsText.trim() !== '' ? cmsText : DEFAULT_ROBOTS;
  const body = source
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .trimEnd();
  const named = new Set(body.split('\n').map((line) => /^\s*sitemap\s*:\s*(\S*)\s*$/i.exec(line.replace(/#.*$/, ''))?.[1]));
  const missing = sitemapUrls.filter((url) => !named.has(url));
  return missing.length ? `${body}\n\n${missing.map((url) => `Sitemap: ${url}\n`).join('')}` : `${body}\n`;
}

export function createRobotsHandler(ctx: ServerContext): RewriteHandler {
  return async (request, reply) => {
    // Each site its own text and its own sitemaps, on its own public origin (sites.ts).
    const site = await ctx.sites.of(request);
    if (!site) return sendUnknownHost(request, reply);
    const origin = site.publicUrl.replace(/\/+$/, '');
    const sitemapUrls = [`${origin}${SITEMAP_INDEX_PATH}`, `${origin}${NEWS_SITEMAP_PATH}`];
    try {
      const { data } = await site.cms.getRobots();
      return reply
        .status(200)
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', ROBOTS_CACHE_CONTROL)
        .send(robotsText(data, sitemapUrls));
    } catch (error) {
      return sendSiteFileFailure(request, reply, error, 'robots.txt');
    }
  };
}
