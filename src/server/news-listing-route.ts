import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BlockLoaderContext, FetchJson } from '../app/block-data.tsx';
import { AppError, errorCodeOf, publicMessageOf } from '../app/errors.ts';
import type { ComponentRendering, PlaceholdersData } from '../cms/types.ts';
import { loadNewsListing } from '../components/news-listing/news-listing.server.ts';
import { findSource, messages } from '../components/news-listing/news-listing.rules.ts';
import { fieldsOf } from '../fields/read.ts';
import { NEWS_LISTING_PATH, type NewsListingAnswer } from '../lib/news-listing.ts';
import { isComponentRendering } from '../lib/renderings.ts';
import { isHostAllowed, parseAbsoluteHttpUrl } from '../lib/urls.ts';
import { FEED_REVALIDATE_MS } from './feed-cache.ts';
import type { ServerContext } from './server-context.ts';

/**
 * `GET /api/news/listing?page=<route path>&lang=<en|ar>&source=<source item id>`: the news of
 * another country for the news listing (docs/articles-and-news.md). The browser names a page and
 * a source item; the page's layout (the server's cached CMS client) says whether that page has a
 * NewsListing with that source, and its feed URL: no URL from the browser is ever fetched. The
 * answer is the listing loader's result, as the page streams it.
 */

const MAX_PAGE_LENGTH = 512;
const LANGUAGES = new Set(['en', 'ar']);
const SOURCE_ID = /^\{?[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}\}?$/i;
/** CDNs keep a good answer as long as the server keeps the feed. */
export const LISTING_CACHE_CONTROL = `public, max-age=0, s-maxage=${FEED_REVALIDATE_MS / 1000}`;

interface Query {
  page?: unknown;
  lang?: unknown;
  source?: unknown;
}

/** The first NewsListing rendering of the layout, depth first in placeholder order. */
export function findNewsListing(placeholders: PlaceholdersData | undefined): ComponentRendering | undefined {
  for (const items of Object.values(placeholders ?? {})) {
    for (const item of Array.isArray(items) ? items : []) {
      if (!isComponentRendering(item)) continue;
      if (item.componentName === 'NewsListing') return item;
      const inner = findNewsListing(item.placeholders);
      if (inner) return inner;
    }
  }
  return undefined;
}

/** The loaders' fetchers refuse hosts outside the allow-list, as createServerBlockData's do. */
function allowListed(fetchJson: FetchJson, hosts: readonly string[]): FetchJson {
  return async (url, opts) => {
    const target = parseAbsoluteHttpUrl(url);
    if (!target) throw new AppError('FEED_INVALID_URL', String(url).slice(0, 200));
    if (!isHostAllowed(target, hosts)) throw new AppError('FEED_HOST_NOT_ALLOWED', target.host);
    return fetchJson(target.href, opts);
  };
}

function refuse(reply: FastifyReply, status: number, error: string, message: string) {
  return reply.status(status).header('cache-control', 'no-store').send({ ok: false, error: message, code: error });
}

export function registerNewsListingRoute(app: FastifyInstance, ctx: ServerContext): void {
  app.get(NEWS_LISTING_PATH, async (request: FastifyRequest<{ Querystring: Query }>, reply) => {
    const { page, lang, source } = request.query;
    if (typeof page !== 'string' || !page.startsWith('/') || page.startsWith('//') || page.length > MAX_PAGE_LENGTH) {
      return refuse(reply, 400, 'BAD_PAGE', 'page must be a route path');
    }
    if (typeof lang !== 'string' || !LANGUAGES.has(lang)) return refuse(reply, 400, 'BAD_LANGUAGE', 'lang must be en or ar');
    if (typeof source !== 'string' || !SOURCE_ID.test(source)) return refuse(reply, 400, 'BAD_SOURCE', 'source must be an item id');

    let layout;
    try {
      // The page of the site the listing's page is on: the host the browser asked (sites.ts).
      const cms = (await ctx.sites.of(request))?.cms ?? ctx.cms;
      layout = (await cms.getLayout(page, lang)).data;
    } catch (error) {
      request.log.warn({ err: error, page }, 'news listing route: the page layout could not be read');
      return refuse(reply, 502, 'CMS_UNAVAILABLE', messages.failed);
    }
    const rendering = findNewsListing(layout?.sitecore?.route?.placeholders);
    if (!rendering) return refuse(reply, 404, 'NO_LISTING', 'No news listing on this page');
    const args = findSource(fieldsOf(rendering.fields), lang, source);
    if (!args) return refuse(reply, 404, 'NO_SOURCE', 'No such news source on this page');

    const deps = ctx.blockData;
    const fetchJson = allowListed(deps.fetchJson ?? (async () => Promise.reject(new AppError('FEED_NETWORK', 'no fetcher'))), deps.allowedFeedHosts);
    const loaderCtx: BlockLoaderContext = {
      logger: request.log,
      allowedFeedHosts: deps.allowedFeedHosts,
      fetchJson,
      ...(deps.graphql ? { graphql: deps.graphql } : {}),
      ...(deps.fetchFeed ? { fetchFeed: allowListed(deps.fetchFeed, deps.allowedFeedHosts) } : {}),
    };
    let answer: NewsListingAnswer;
    try {
      answer = { ok: true, value: await loadNewsListing(args, loaderCtx) };
    } catch (error) {
      request.log.error({ err: error, code: errorCodeOf(error), page, source }, 'news listing route: the loader failed');
      answer = { ok: false, error: publicMessageOf(error, messages.failed) };
    }
    return reply
      .header('cache-control', answer.ok ? LISTING_CACHE_CONTROL : 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(answer);
  });
}
