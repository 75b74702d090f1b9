import type { RewriteHandler, ServerContext } from './server-context.ts';
import { SITEMAP_CACHE_CONTROL, SITEMAP_INDEX_PATH, sendSiteFileFailure } from './sitemap.ts';

/**
 * `/robots.txt` (issue 3 item 4): the text editors keep in the CMS (Edge's `siteInfo.robots`), or
 * DEFAULT_ROBOTS when there is none, always naming our sitemap index on PUBLIC_URL.
 */

/** Everything may be crawled except the host's own API endpoints. */
export const DEFAULT_ROBOTS = 'User-agent: *\nAllow: /\nDisallow: /api/\n';
/** Read as rarely as sitemaps; the same CDN policy. */
export const ROBOTS_CACHE_CONTROL = SITEMAP_CACHE_CONTROL;

/**
 * The robots.txt body: the CMS text (or the default) with its line endings made `\n`, plus a
 * `Sitemap:` line for `sitemapUrl` unless the text already names exactly that URL. Other
 * `Sitemap:` lines are kept: robots.txt may name several sitemaps.
 */
export function robotsText(cmsText: string | null, sitemapUrl: string): string {
  const source = cmsText !== null && cmsText.trim() !== '' ? cmsText : DEFAULT_ROBOTS;
  const body = source.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n').trimEnd();
  const named = body
    .split('\n')
    .some((line) => /^\s*sitemap\s*:\s*(\S*)\s*$/i.exec(line.replace(/#.*$/, ''))?.[1] === sitemapUrl);
  return named ? `${body}\n` : `${body}\n\nSitemap: ${sitemapUrl}\n`;
}

export function createRobotsHandler(ctx: ServerContext): RewriteHandler {
  const sitemapUrl = `${ctx.config.publicUrl.replace(/\/+$/, '')}${SITEMAP_INDEX_PATH}`;
  return async (request, reply) => {
    try {
      const { data } = await ctx.cms.getRobots();
      return reply
        .status(200)
        .header('content-type', 'text/plain; charset=utf-8')
        .header('cache-control', ROBOTS_CACHE_CONTROL)
        .send(robotsText(data, sitemapUrl));
    } catch (error) {
      return sendSiteFileFailure(request, reply, error, 'robots.txt');
    }
  };
}
