/**
 * `GET /api/search/insights` (ARTICLE_SEARCH_PATH): the article search for the browser, which
 * never sees the search service's key. Query parameters (SEARCH_QUERY_PARAMS + one per
 * INSIGHTS_FACETS): `lang` (a site language, default the first), `page` (1..1000, default 1),
 * `pageSize` (1..100, default 14), `sort` (only `Insights_Sorting`, the default), `q` (at most 100
 * characters), and `insights_type`, `insights_topic`, `insights_industry`, `insights_region`, each
 * holding value ids separated by `,` or `|` (at most 20, each `[a-z0-9-]{1,100}`). The site name
 * is the server's own. Each parameter at most once; other parameters are ignored.
 *
 * Answers an ArticleSearchResult (`{ content, facet, total_item }`), kept by CDNs for a minute;
 * 400 `{ error, message }` for bad parameters; 503 when the service fails or is slow (its client's
 * time-out bounds the wait), 502 when it answers nonsense; never stored.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  ARTICLE_SEARCH_LIMITS,
  ARTICLE_SEARCH_PATH,
  ARTICLE_SORT_TYPE,
  type ArticleSearchRequest,
  DEFAULT_ARTICLE_PAGE_SIZE,
  FACET_VALUE_ID_PATTERN,
  type FacetState,
  INSIGHTS_FACETS,
  SEARCH_QUERY_PARAMS,
} from '../lib/article-search.ts';
import { isAppError } from '../app/errors.ts';
import { PRIVATE_CACHE_CONTROL } from './cache-control.ts';
import { SearchError, type SearchErrorCode } from './errors.ts';
import type { SearchClient } from './search-client.ts';

/** A CDN keeps an answer as long as the client's own cache does; browsers ask again. */
export const SEARCH_CACHE_CONTROL = 'public, max-age=0, s-maxage=60, stale-while-revalidate=60';

export interface SearchRouteOptions {
  /** Undefined: no search service (a CMS without SEARCH_ENDPOINT); every search answers 503. */
  client: SearchClient | undefined;
  /** The site a request searches: the one its host names (sites.ts). */
  siteNameOf(request: FastifyRequest): Promise<string>;
  /** The site's languages; the first is the default. */
  languages: readonly string[];
}

const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/;

export type ParsedSearchQuery = { ok: true; request: ArticleSearchRequest } | { ok: false; problem: string };

/** The request a query string asks for; a problem names the parameter that is wrong. */
export function parseSearchQuery(query: unknown, siteName: string, languages: readonly string[]): ParsedSearchQuery {
  const params = typeof query === 'object' && query !== null ? (query as Record<string, unknown>) : {};
  const one = (name: string): string | undefined | null => {
    const value = params[name];
    if (value === undefined) return undefined;
    return typeof value === 'string' ? value : null;
  };
  const names = [...Object.values(SEARCH_QUERY_PARAMS), ...INSIGHTS_FACETS];
  const repeated = names.find((name) => one(name) === null);
  if (repeated) return { ok: false, problem: `${repeated} is given more than once` };

  const language = one(SEARCH_QUERY_PARAMS.language) ?? languages[0] ?? 'en';
  if (!languages.includes(language)) return { ok: false, problem: `${SEARCH_QUERY_PARAMS.language} must be one of ${languages.join(', ')}` };

  const page = whole(one(SEARCH_QUERY_PARAMS.page), 1, 1, ARTICLE_SEARCH_LIMITS.maxPage);
  if (page === null) return { ok: false, problem: `${SEARCH_QUERY_PARAMS.page} must be a whole number from 1 to ${ARTICLE_SEARCH_LIMITS.maxPage}` };
  const pageSize = whole(one(SEARCH_QUERY_PARAMS.pageSize), DEFAULT_ARTICLE_PAGE_SIZE, 1, ARTICLE_SEARCH_LIMITS.maxPageSize);
  if (pageSize === null) {
    return { ok: false, problem: `${SEARCH_QUERY_PARAMS.pageSize} must be a whole number from 1 to ${ARTICLE_SEARCH_LIMITS.maxPageSize}` };
  }

  const sort = one(SEARCH_QUERY_PARAMS.sort) ?? ARTICLE_SORT_TYPE;
  if (sort !== ARTICLE_SORT_TYPE) return { ok: false, problem: `${SEARCH_QUERY_PARAMS.sort} must be ${ARTICLE_SORT_TYPE}` };

  const keyphrase = (one(SEARCH_QUERY_PARAMS.keyphrase) ?? '').trim().replace(/\s+/g, ' ');
  if (keyphrase.length > ARTICLE_SEARCH_LIMITS.maxKeyphraseLength || CONTROL_CHARACTERS.test(keyphrase)) {
    return { ok: false, problem: `${SEARCH_QUERY_PARAMS.keyphrase} must be text of at most ${ARTICLE_SEARCH_LIMITS.maxKeyphraseLength} characters` };
  }

  const facets: FacetState = {};
  for (const name of INSIGHTS_FACETS) {
    const raw = one(name);
    if (!raw) continue;
    const values = [
      ...new Set(
        raw
          .split(/[,|]/)
          .map((value) => value.trim())
          .filter(Boolean),
      ),
    ];
    if (values.length > ARTICLE_SEARCH_LIMITS.maxFacetValues) {
      return { ok: false, problem: `${name} holds more than ${ARTICLE_SEARCH_LIMITS.maxFacetValues} values` };
    }
    if (!values.every((value) => FACET_VALUE_ID_PATTERN.test(value))) {
      const most = ARTICLE_SEARCH_LIMITS.maxFacetValueIdLength;
      return { ok: false, problem: `${name} must hold value ids of a-z, 0-9 and '-' (at most ${most} characters each)` };
    }
    if (values.length > 0) facets[name] = values;
  }

  return { ok: true, request: { sortType: sort, page, itemsPerPage: pageSize, keyphrase, facets, siteName, language } };
}

/** A whole number in range, the fallback when absent, null when anything else. */
function whole(raw: string | undefined | null, fallback: number, min: number, max: number): number | null {
  if (raw === undefined) return fallback;
  if (raw === null || !/^\d{1,7}$/.test(raw)) return null;
  const value = Number(raw);
  return value >= min && value <= max ? value : null;
}

export function registerSearchRoute(app: FastifyInstance, options: SearchRouteOptions): void {
  app.get(ARTICLE_SEARCH_PATH, async (request: FastifyRequest, reply: FastifyReply) => {
    const parsed = parseSearchQuery(request.query, await options.siteNameOf(request), options.languages);
    if (!parsed.ok) {
      request.log.info({ problem: parsed.problem }, 'article search refused its parameters');
      return sendSearchError(reply, new SearchError('SEARCH_BAD_QUERY', parsed.problem));
    }
    if (!options.client) {
      request.log.warn('article search asked, but no search service is configured (SEARCH_ENDPOINT)');
      return sendSearchError(reply, new SearchError('SEARCH_NOT_CONFIGURED'));
    }
    try {
      const result = await options.client.search(parsed.request);
      return (
        reply
          .header('cache-control', SEARCH_CACHE_CONTROL)
          // Bigger answers are compressed: a CDN must keep one copy per encoding, small ones too.
          .header('vary', 'accept-encoding')
          .header('x-content-type-options', 'nosniff')
          .type('application/json; charset=utf-8')
          .send(JSON.stringify(result))
      );
    } catch (error) {
      const code: SearchErrorCode = isAppError(error) && error.code in SEARCH_FAILURES ? SEARCH_FAILURES[error.code]! : 'SEARCH_UNAVAILABLE';
      request.log.warn({ code, cause: isAppError(error) ? error.code : undefined }, 'article search failed');
      return sendSearchError(reply, new SearchError(code));
    }
  });
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const) {
    app.route({
      method,
      url: ARTICLE_SEARCH_PATH,
      handler: (_request, reply) => sendSearchError(reply.header('allow', 'GET, HEAD'), new SearchError('SEARCH_METHOD_NOT_ALLOWED')),
    });
  }
}

/** The client's failure codes, as this route answers them. */
const SEARCH_FAILURES: Partial<Record<string, SearchErrorCode>> = {
  SEARCH_NOT_CONFIGURED: 'SEARCH_NOT_CONFIGURED',
  SEARCH_TIMEOUT: 'SEARCH_TIMEOUT',
  SEARCH_UNAVAILABLE: 'SEARCH_UNAVAILABLE',
  SEARCH_BAD_RESPONSE: 'SEARCH_BAD_RESPONSE',
};

function sendSearchError(reply: FastifyReply, error: SearchError): FastifyReply {
  return reply
    .status(error.status)
    .header('cache-control', PRIVATE_CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff')
    .type('application/json; charset=utf-8')
    .send({ error: error.code, message: error.message });
}
