import { request as undiciRequest } from 'undici';
import { languageOf } from '../../routes.ts';
import type { RewriteHandler, ServerContext } from './server-context.ts';
import { encodePath, parseRequestPath } from './request-path.ts';
import { sendError } from './page-route.ts';
import { HostError } from './errors.ts';
import { takeIslandsParameter } from './islands-query.ts';
import { sendNoIslandsDocument } from './islands-document.ts';
import { editorSiteOf, sendUnknownHost } from './sites.ts';

/** Budget for the press-release origin, like the news feed's server timeout (spec 001 section 7). */
export const NEWS_ORIGIN_TIMEOUT_MS = 15_000;
/** Response headers of the press-release origin worth passing on. */
const PASSED_HEADERS = ['content-type', 'content-language', 'cache-control', 'last-modified', 'etag'];

/**
 * `/news/{slug…}`, with or without the locale prefix (routes.ts: `newsProxy`): the CMS's news page
 * when it has that route; else the press-release origin (NEWS_ORIGIN) with its status and body;
 * else the CMS's not-found page.
 */
export function createNewsHandler(ctx: ServerContext): RewriteHandler {
  return async (request, reply, match) => {
    // A CMS news page's islands document (`?__islands=1`) is answered as any page's.
    const { search, islands, variant: islandsVariant } = takeIslandsParameter(parseRequestPath(request.url).search);
    const site = await ctx.sites.of(request, editorSiteOf(request, ctx.config.editingSecret));
    if (!site) return sendUnknownHost(request, reply);
    const target = { site, locale: match.locale, path: `/news/${match.params.slug ?? ''}`, search, islands, ...(islandsVariant ? { islandsVariant } : {}) };
    const origin = ctx.config.newsOrigin;
    if (!origin) return ctx.servePage(request, reply, target);

    // The CMS first (a cache hit for servePage's own read right after).
    const cmsPage = await site.cms.getLayout(target.path, languageOf(target.locale)).catch(() => undefined);
    if (cmsPage?.data?.sitecore?.route) return ctx.servePage(request, reply, target);
    // The press-release origin's pages are not ours: they have no islands.
    if (islands) return sendNoIslandsDocument(reply, 'This page is not rendered here.');

    const prefix = target.locale === 'default' ? '' : `/${target.locale}`;
    const url = origin + prefix + encodePath(target.path) + search;
    try {
      const upstream = await undiciRequest(url, {
        method: 'GET',
        headers: { accept: String(request.headers.accept ?? 'text/html'), 'user-agent': 'ports-render-host' },
        headersTimeout: NEWS_ORIGIN_TIMEOUT_MS,
        bodyTimeout: NEWS_ORIGIN_TIMEOUT_MS,
        signal: AbortSignal.timeout(NEWS_ORIGIN_TIMEOUT_MS),
      });
      reply.status(upstream.statusCode);
      for (const name of PASSED_HEADERS) {
        const value = upstream.headers[name];
        if (typeof value === 'string') reply.header(name, value);
      }
      // A redirect is passed on as it is, never followed by us.
      const location = upstream.headers.location;
      if (typeof location === 'string') reply.header('location', location);
      return reply.send(upstream.body);
    } catch (error) {
      const timedOut = (error as { name?: string; code?: string }).name === 'TimeoutError' || /TIMEOUT/.test(String((error as { code?: string }).code));
      request.log.warn({ err: error, origin }, 'press-release origin failed');
      const failure = new HostError(timedOut ? 'NEWS_ORIGIN_TIMEOUT' : 'NEWS_ORIGIN_UNAVAILABLE', undefined, { cause: error });
      return sendError(request, reply, failure, languageOf(target.locale));
    }
  };
}
