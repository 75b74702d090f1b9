/**
 * The publish purge (docs/decisions/006-editing-and-purge.md): `POST /api/revalidate` takes the
 * body of an Experience Edge webhook (execution mode OnUpdate) and evicts the cached layouts and
 * dictionaries it names. Its answer lists the keys evicted and the cache tags a CDN should purge
 * alike: the same tags the pages carry in `Cache-Tag` and `Surrogate-Key`.
 *
 * The body, as Edge sends it:
 * `{ "invocation_id": "…", "updates": [{ "identifier": "6CA225DB…-layout", "entity_definition":
 * "LayoutData", "operation": "Update", "entity_culture": "en" }], "continues": false }`
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES, languageOf } from '../../routes.ts';
import { CONTENT_HUB_DOCUMENTS_TAG, dictionaryTag, itemTag, layoutTag, MISSING_LAYOUT_TAG, REDIRECTS_TAG, type CmsCache } from '../cms/cache.ts';
import { SITEMAP_TAG } from '../cms/site-sitemap.ts';
import type { PageCache } from './page-cache.ts';
import { PRIVATE_CACHE_CONTROL } from './cache-control.ts';
import { secretsMatch } from './editor-access.ts';
import { REVALIDATE_BODY_LIMIT, REVALIDATE_ERRORS, RevalidateError, sendDetailedError, type RevalidateErrorCode } from './errors.ts';
import type { ServerContext } from './server-context.ts';
import type { PurgePlan } from './cluster/purge-plan.ts';
import type { RateLimits } from './rate-limits.ts';
import { SITES_TAG } from '../cms/cms.ts';
import { purgeScopesOf, updateItemId, type PurgeScopes, type PurgeSite } from './purge-sites.ts';

export const REVALIDATE_PATH = '/api/revalidate';
/** Content Hub's entity definition of an asset, as a webhook update names it (lower case here). */
export const CONTENT_HUB_ASSET_DEFINITION = 'm.asset';
const MAX_UPDATES = 10_000;
const MAX_PROBLEMS_LISTED = 10;
/** When to send a purge that reached only this instance again: Redis usually reconnects within seconds. */
export const NOT_PROPAGATED_RETRY_AFTER_S = 10;

/** One changed entity of an Edge webhook. */
export interface WebhookUpdate {
  /** An item id (`6CA225DB4DE84048BCC161B13027B63A`), with `-layout` or `-media` for those entities. */
  identifier: string;
  /** `Item`, `LayoutData`, `DictionaryEntry`, `Media`… */
  entity_definition: string;
  /** `Update` or `Delete`. */
  operation: string;
  /** The language version that changed (`en`, `ja-JP`); absent or empty for every language. */
  entity_culture?: string;
}

export interface WebhookBody {
  invocation_id: string;
  updates: WebhookUpdate[];
  /** More batches of this publish follow. */
  continues: boolean;
}

export interface PurgeResult {
  /** Cache keys evicted here: CMS data (`layout|…`) and pages (`page|…`). */
  evicted: string[];
  /** Cache tags named by the body, for a CDN purge. */
  tags: string[];
  /** Identifiers that name nothing we cache (not an item id, e.g. Edge's `website/…` paths). */
  ignored: string[];
}

/** Every language the site renders, for changes that name no culture. */
export const SITE_LANGUAGES = [...new Set(LOCALES.map(languageOf))];

export function registerRevalidateRoute(app: FastifyInstance, ctx: ServerContext, limits: RateLimits): void {
  app.route({
    method: 'POST',
    url: REVALIDATE_PATH,
    bodyLimit: REVALIDATE_BODY_LIMIT,
    // The secret is checked before the body is read: without it, nobody makes us parse a megabyte.
    // The rate limit runs first: an address over it is refused without its secret being checked.
    onRequest: [
      limits.hook('revalidate'),
      async (request, reply) => {
        if (!ctx.config.revalidateSecret) return sendRevalidateError(reply, 'REVALIDATE_DISABLED');
        if (!secretsMatch(sentSecret(request), ctx.config.revalidateSecret)) {
          request.log.warn('publish webhook with a missing or wrong secret');
          return sendRevalidateError(reply, 'REVALIDATE_SECRET_INVALID');
        }
        limits.secretAccepted(request);
        return undefined;
      },
    ],
    errorHandler: (error: FastifyError, request, reply) => {
      if (error.statusCode === 413) return sendRevalidateError(reply, 'REVALIDATE_BODY_TOO_LARGE');
      if (error.statusCode === 415) return sendRevalidateError(reply, 'REVALIDATE_UNSUPPORTED_TYPE');
      if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
        return sendRevalidateError(reply, 'REVALIDATE_BAD_BODY', error.message);
      }
      request.log.error({ err: error }, 'publish webhook failed');
      return reply.status(500).header('cache-control', PRIVATE_CACHE_CONTROL).send({ statusCode: 500, error: 'Internal Server Error' });
    },
    handler: async (request, reply) => {
      const parsed = parseWebhookBody(request.body);
      if ('problems' in parsed) return sendRevalidateError(reply, 'REVALIDATE_BAD_BODY', parsed.problems.join('; '));
      const scopes = await purgeScopesOf(parsed.updates, { sites: ctx.sites, cms: ctx.cms, log: request.log });
      const { plan, ignored } = planPurge(parsed, scopes);
      const result: PurgeResult = { evicted: applyPurge(plan, ctx.cms.cache, ctx.pageCache), tags: tagsOf(plan), ignored };
      const logged = { invocationId: parsed.invocation_id, updates: parsed.updates.length, evicted: result.evicted.length, tags: result.tags };
      const answer = { invocation_id: parsed.invocation_id, continues: parsed.continues, ...result };
      if (!ctx.cluster) {
        request.log.info(logged, 'publish purge');
        return reply.header('cache-control', PRIVATE_CACHE_CONTROL).send(answer);
      }
      // Several instances (REDIS_URL): the shared level and every other instance purge too.
      try {
        const cluster = await ctx.cluster.broadcast(plan);
        request.log.info({ ...logged, ...cluster }, 'publish purge, sent to every instance');
        return reply.header('cache-control', PRIVATE_CACHE_CONTROL).send({ ...answer, cluster });
      } catch (error) {
        // Purged here only: say so, so the webhook's sender (or an operator) sends it again.
        request.log.error({ ...logged, err: error }, 'publish purge done on this instance only: Redis is unreachable');
        const { status, message } = REVALIDATE_ERRORS.REVALIDATE_NOT_PROPAGATED;
        return reply
          .status(status)
          .header('cache-control', PRIVATE_CACHE_CONTROL)
          .header('retry-after', String(NOT_PROPAGATED_RETRY_AFTER_S))
          .send({ statusCode: status, code: 'REVALIDATE_NOT_PROPAGATED', error: 'Service Unavailable', message, ...answer });
      }
    },
  });
  app.route({
    method: ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE'],
    url: REVALIDATE_PATH,
    handler: (_request, reply) => sendRevalidateError(reply.header('allow', 'POST'), 'REVALIDATE_METHOD_NOT_ALLOWED'),
  });
}

/** `x-revalidate-secret: {secret}` or `Authorization: Bearer {secret}`. */
function sentSecret(request: FastifyRequest): string | undefined {
  const header = request.headers['x-revalidate-secret'];
  if (typeof header === 'string') return header;
  const bearer = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return bearer?.[1];
}

/** Checks the body strictly; every problem found is listed (the first ten). */
export function parseWebhookBody(body: unknown): WebhookBody | { problems: string[] } {
  const problems: string[] = [];
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    return { problems: ['the body must be a JSON object with invocation_id, updates and continues'] };
  }
  const { invocation_id: invocationId, updates, continues } = body as Record<string, unknown>;
  if (typeof invocationId !== 'string' || invocationId.trim() === '' || invocationId.length > 200) {
    problems.push('invocation_id must be a non-empty string');
  }
  if (continues !== undefined && typeof continues !== 'boolean') problems.push('continues must be true or false');
  if (!Array.isArray(updates)) {
    problems.push('updates must be an array');
  } else if (updates.length > MAX_UPDATES) {
    problems.push(`updates may hold at most ${MAX_UPDATES} entries`);
  } else {
    updates.forEach((update, i) => problems.push(...updateProblems(update, i)));
  }
  if (problems.length > 0) {
    const more = problems.length - MAX_PROBLEMS_LISTED;
    return { problems: [...problems.slice(0, MAX_PROBLEMS_LISTED), ...(more > 0 ? [`and ${more} more`] : [])] };
  }
  return {
    invocation_id: invocationId as string,
    updates: updates as WebhookUpdate[],
    continues: continues === true,
  };
}

function updateProblems(update: unknown, i: number): string[] {
  const at = `updates[${i}]`;
  if (typeof update !== 'object' || update === null || Array.isArray(update)) return [`${at} must be an object`];
  const problems: string[] = [];
  const fields = update as Record<string, unknown>;
  for (const name of ['identifier', 'entity_definition', 'operation'] as const) {
    const value = fields[name];
    if (typeof value !== 'string' || value.trim() === '' || value.length > 512) {
      problems.push(`${at}.${name} must be a non-empty string`);
    }
  }
  const culture = fields.entity_culture;
  if (culture !== undefined && culture !== null && (typeof culture !== 'string' || !/^([A-Za-z]{2,8}(-[A-Za-z0-9]{1,8})*)?$/.test(culture))) {
    problems.push(`${at}.entity_culture must be a language such as en or ja-JP`);
  }
  return problems;
}

/**
 * What a webhook body evicts (the plan: which tags in which language, and whether the sitemap's
 * route lists go too):
 * - `DictionaryEntry` (how Edge names a dictionary phrase, as Sitecore's Content SDK reads it):
 *   the dictionary of its culture (every language's when it names none), tag `dictionary-{lang}`.
 * - any other entity whose identifier is an item id (`Item`, `LayoutData` as `{id}-layout`, media as
 *   `{id}-media`): the layouts of pages with that route item id (tag `layout-{id}`) and of pages
 *   that use the item as a datasource or link to it, and the site settings if it is their item
 *   (tag `item-{id}`), in its culture or in every language. A `LayoutData` change may be a page
 *   that was missing before: cached "no such route" answers of its culture go too (tag
 *   `layout-missing`), the sitemap's route lists (a published page may be new or gone) and the
 *   CMS's published sitemap files (tag `sitemap`, every language).
 * - an `Item` (any entity but a page's `LayoutData`, a dictionary phrase or `Media`) may be a rule
 *   of the site's redirect map or its settings: the redirect map goes too (tag `redirects`, every
 *   language; the redirects query names no items to tell). A publish of pages alone keeps it.
 * - the page cache drops every page carrying one of those tags alike.
 * - `M.Asset` (a Content Hub asset, sent by a Content Hub action; its identifier is the hub's,
 *   not an item id): the documents tables' cached first pages and every page with a documents
 *   table (tag `content-hub-documents`, every language and site: the hub is one per host).
 * - identifiers that are not item ids name nothing we cache: listed as ignored.
 */
export function planPurge(body: WebhookBody, scopes: PurgeScopes = ONE_SITE): { plan: PurgePlan; ignored: string[] } {
  /** Tags to evict, by language ('' = every language). */
  const byLanguage = new Map<string, Set<string>>();
  const add = (language: string, tag: string) => {
    let tags = byLanguage.get(language);
    if (!tags) byLanguage.set(language, (tags = new Set()));
    tags.add(tag);
  };
  const ignored: string[] = [];
  /** Whose route lists go (a published page may be new or gone), by site name. */
  const routeListSites = new Set<string>();
  for (const update of body.updates) {
    const culture = (update.entity_culture ?? '').toLowerCase();
    const definition = update.entity_definition.trim().toLowerCase();
    // The sites whose site-wide tags this update touches (purge-sites.ts): every site when unknown.
    const sites = scopes.of(update);
    const addSiteWide = (language: string, tag: string) => sites.forEach((site) => add(language, site.siteTag(tag)));
    if (definition === 'dictionaryentry') {
      for (const language of culture ? [culture] : SITE_LANGUAGES) addSiteWide('', dictionaryTag(language));
      continue;
    }
    if (definition === CONTENT_HUB_ASSET_DEFINITION) {
      // Content Hub's own trigger (caching.md, Content Hub documents): one tag, every site and language.
      add('', CONTENT_HUB_DOCUMENTS_TAG);
      continue;
    }
    const id = updateItemId(update);
    const tag = layoutTag(id);
    if (!tag) {
      ignored.push(update.identifier);
      continue;
    }
    add(culture, tag);
    add(culture, itemTag(id)!);
    if (definition === 'layoutdata') {
      addSiteWide(culture, MISSING_LAYOUT_TAG);
      // The CMS's published sitemap lists pages: a published page may change it (any language).
      addSiteWide('', SITEMAP_TAG);
      sites.forEach((site) => routeListSites.add(site.name));
    } else if (definition !== 'media') {
      // Any item may be a redirect rule, or a site's definition (its host names, its languages).
      addSiteWide('', REDIRECTS_TAG);
      add('', SITES_TAG);
    }
  }
  const routeLists = routeListSites.size > 0;
  return {
    plan: {
      byLanguage: [...byLanguage].map(([language, tags]) => [language, [...tags]]),
      routeLists,
      // One site alone: its lists are all there are (and a plan without the names reads as every site's).
      ...(routeLists && scopes !== ONE_SITE ? { routeListSites: [...routeListSites] } : {}),
    },
    ignored,
  };
}

/** A host with one site: every update is its own, its tags bare (as before multisite). */
const ONE_SITE: PurgeScopes = (() => {
  const site: PurgeSite = { name: '', siteTag: (tag) => tag };
  return { all: [site], of: () => [site] };
})();

/** Evicts from this instance's caches what a plan names; returns the keys evicted. */
export function applyPurge(plan: PurgePlan, cache: CmsCache, pages?: PageCache): string[] {
  const evicted = new Set<string>();
  for (const [language, tags] of plan.byLanguage) {
    const scope = language ? { language } : {};
    for (const key of cache.evictByTags(tags, scope)) evicted.add(key);
    for (const key of pages?.evictByTags(tags, scope) ?? []) evicted.add(key);
  }
  if (plan.routeLists) {
    // `routes|{site}|{language}|`: the named sites' lists, or every site's.
    const named = plan.routeListSites && new Set(plan.routeListSites.map((site) => site.toLowerCase()));
    const routeLists = cache.keys().filter((key) => key.startsWith('routes|') && (!named || named.has(key.split('|')[1]!.toLowerCase())));
    for (const key of routeLists) if (cache.evict(key)) evicted.add(key);
  }
  return [...evicted];
}

/** Every tag a plan names, once, for a CDN purge. */
export function tagsOf(plan: PurgePlan): string[] {
  return [...new Set(plan.byLanguage.flatMap(([, tags]) => tags))];
}

/** Answers one of REVALIDATE_ERRORS (errors.ts); `detail` tells the webhook's owner what is wrong. */
function sendRevalidateError(reply: FastifyReply, code: RevalidateErrorCode, detail?: string): FastifyReply {
  return sendDetailedError(reply, new RevalidateError(code, detail));
}
