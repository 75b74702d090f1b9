import type { FastifyReply, FastifyRequest } from 'fastify';
import { REDIRECTS_TAG } from '../cms/cache.ts';
import type { SiteCms } from '../cms/cms.ts';
import type { RedirectRule } from '../cms/redirects.ts';
import { PRIVATE_CACHE_CONTROL } from './cache-control.ts';
import { isPreviewRequest } from './editor-access.ts';
import { compileRedirectMap, type RedirectDecision, type RedirectMap, type RedirectMapLog, type RedirectRequest } from './redirect-map.ts';

/**
 * The CMS's redirect map on the page route (app.ts): after the routing table's own redirects and
 * rewrites, before the page. The map is read through the CMS cache like other CMS data (fresh for
 * editors' preview) and compiled once per version of it (redirect-map.ts).
 *
 * The map never takes a page down: if it cannot be read and none is cached, pages are served
 * without redirects, with one log line, and the CMS is not asked again for FAILURE_PAUSE_MS (every
 * page would otherwise wait for the same failing call).
 */

/** After a failed first read, how long pages go without redirects before the map is asked for again. */
export const FAILURE_PAUSE_MS = 30_000;
/** A CDN may keep a CMS redirect briefly (and purge it by its `redirects` tag); browsers ask again. */
export const CMS_REDIRECT_CACHE_CONTROL = 'public, max-age=0, s-maxage=60';

const NO_REDIRECTS: RedirectMap = { size: 0, match: () => undefined };

export type CmsRedirectType = '301' | '302' | 'transfer';

export interface CmsRedirects {
  /** Where the site's map sends this page request, or undefined (no rule, or no map). Never rejects. */
  find(request: FastifyRequest, target: RedirectRequest, cms: Pick<SiteCms, 'getRedirects' | 'siteName'>): Promise<RedirectDecision | undefined>;
}

export interface CmsRedirectsDeps {
  log: RedirectMapLog;
  editingSecret: string | undefined;
  /** Counts the redirects answered (metrics.ts). */
  count?: (type: CmsRedirectType) => void;
  now?: () => number;
}

export function createCmsRedirects(deps: CmsRedirectsDeps): CmsRedirects {
  const now = deps.now ?? Date.now;
  /** One compiled map per answer of the CMS: the cache hands out the same array until it changes. */
  const compiled = new WeakMap<readonly RedirectRule[], RedirectMap>();
  /** Per site: after a failed read, when its map is asked for again. */
  const pausedUntil = new Map<string, number>();

  function mapOf(rules: readonly RedirectRule[]): RedirectMap {
    let map = compiled.get(rules);
    if (map) return map;
    try {
      map = compileRedirectMap(rules, deps.log);
    } catch (error) {
      // The rules were checked when read (src/cms/redirects.ts); a map that still breaks the
      // compiler (say, a shared-level entry of another release) is no map, said once per version.
      deps.log.warn({ err: error }, 'CMS redirect map could not be compiled; pages are served without its redirects');
      map = NO_REDIRECTS;
    }
    compiled.set(rules, map);
    return map;
  }

  return {
    async find(request, target, cms) {
      const preview = isPreviewRequest(request, deps.editingSecret);
      if (!preview && now() < (pausedUntil.get(cms.siteName) ?? 0)) return undefined;
      let rules: readonly RedirectRule[];
      try {
        // Editors' preview reads the map fresh, like every other CMS read of theirs.
        rules = (await cms.getRedirects(preview ? { fresh: true } : undefined)).data;
      } catch (error) {
        if (!preview) pausedUntil.set(cms.siteName, now() + FAILURE_PAUSE_MS);
        deps.log.warn(
          { err: error, site: cms.siteName, pauseMs: preview ? 0 : FAILURE_PAUSE_MS },
          'CMS redirect map unavailable; pages are served without its redirects',
        );
        return undefined;
      }
      const decision = mapOf(rules).match(target);
      if (decision) deps.count?.(decision.kind === 'transfer' ? 'transfer' : decision.status === 301 ? '301' : '302');
      return decision;
    },
  };
}

/** Answers a CMS redirect: 301 or 302 as the editor typed it, tagged for a CDN purge. */
export function sendCmsRedirect(
  request: FastifyRequest,
  reply: FastifyReply,
  decision: Extract<RedirectDecision, { kind: 'redirect' }>,
  editingSecret: string | undefined,
  /** The site's redirect-map tag (`redirects`, `drydocks:redirects`). */
  tag: string = REDIRECTS_TAG,
): FastifyReply {
  const preview = isPreviewRequest(request, editingSecret);
  if (!preview) reply.header('cache-tag', tag).header('surrogate-key', tag);
  return reply.header('cache-control', preview ? PRIVATE_CACHE_CONTROL : CMS_REDIRECT_CACHE_CONTROL).redirect(decision.location, decision.status);
}
