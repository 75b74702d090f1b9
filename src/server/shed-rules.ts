import { matchRoute, resolveLocale, type HandlerName } from '../../routes.ts';
import { CMS_PROXY_ROUTES } from './cms-proxy.ts';
import { EMBEDS_PREFIX } from './embeds-route.ts';
import { FEAAS_RENDER_PATH } from './feaas-render.ts';
import { REVALIDATE_PATH } from './revalidate.ts';
import { takeIslandsParameter } from './islands-query.ts';
import { parseRequestPath } from './request-path.ts';

/**
 * Which requests an instance over a SHED_* limit turns away (load-shedding.ts), as a pure rule of
 * method and request target. A shed request costs a header check and a few hundred bytes; the
 * point is to stop starting work that makes the overload worse (renders, CMS and upstream calls,
 * image encoding) while everything cheap that keeps the instance observable and the site's
 * already-loaded pages working still answers.
 */

/** Why a request is or is not shed; named in the unit tests and docs/operations.md (Load shedding). */
export type ShedGroup =
  /** `/healthz`, `/readyz`: probes must keep answering, or the orchestrator restarts a pod that is only busy. */
  | 'health'
  /** `/assets/`, fonts, the embeds' fixed pages: files from memory or disk; a half-loaded page needs them. */
  | 'static'
  /** `POST /api/revalidate`: a lost purge means old content served until the TTL. */
  | 'purge'
  /** Redirects, robots.txt, broken targets, methods no route takes: answered without real work. */
  | 'cheap'
  /** The catch-all page route and the news pages: a render, CMS reads on a miss. */
  | 'page'
  /** Fragments, feaas-render, the editing host: React renders outside the page cache. */
  | 'render'
  /** `/api/image`: decoding and encoding images, the most CPU and memory per request we do. */
  | 'image'
  /** Routes that wait on another service: CMS proxy, news, search, wall, Content Hub, sitemaps. */
  | 'upstream'
  /** Form submissions and page views: a CMS read and a forward each; the browser can send again. */
  | 'submission';

/** How a shed request is answered: a small HTML page for people, JSON for programs. */
export type ShedAnswer = 'html' | 'json';

export type ShedRule = { shed: false; group: ShedGroup } | { shed: true; group: ShedGroup; answer: ShedAnswer; lang: 'en' | 'ar' };

const pass = (group: ShedGroup): ShedRule => ({ shed: false, group });

/**
 * The named handlers of the routing table (routes.ts). A Record, so a handler added there does
 * not compile until someone decides here whether it is shed.
 */
const HANDLER_GROUPS: Record<HandlerName, ShedGroup> = {
  health: 'health',
  ready: 'health',
  assets: 'static',
  fonts: 'static',
  // One small CMS read, cached like sitemaps; a 5xx on robots.txt makes crawlers stop crawling
  // the whole site for a while, a far bigger effect than one answer costs.
  robots: 'cheap',
  // Sitemaps walk every route of the site on a cache miss; crawlers honour 503 + Retry-After.
  sitemap: 'upstream',
  // Made from the same walk of every route when the CMS keeps no text of its own.
  llmsTxt: 'upstream',
  cmsProxy: 'upstream',
  // A CMS page (a render) or the press-release origin: a page either way.
  newsProxy: 'page',
  staticHeader: 'render',
  pressReleaseHeader: 'render',
  ppHeader: 'render',
  ppComponents: 'render',
  feaasRender: 'render',
};

/** API paths by their first segments, for the group name only: every other `/api/` path is a page render (the not-found page). */
const API_GROUPS: readonly { prefix: string; group: ShedGroup }[] = [
  { prefix: '/api/image', group: 'image' },
  { prefix: '/api/editing/', group: 'render' },
  { prefix: '/api/news/', group: 'upstream' },
  { prefix: '/api/news-feed-proxy', group: 'upstream' },
  { prefix: '/api/search/', group: 'upstream' },
  { prefix: '/api/digital-wall/', group: 'upstream' },
  { prefix: '/api/secure-image', group: 'upstream' },
  { prefix: '/api/contenthub/', group: 'upstream' },
  { prefix: '/api/forms/', group: 'submission' },
  { prefix: '/api/events/', group: 'submission' },
];

const SHED_GROUPS: ReadonlySet<ShedGroup> = new Set(['page', 'render', 'image', 'upstream', 'submission']);

/**
 * The rule for one request while the instance is over a limit. `url` is the raw request target
 * (path and query, as Fastify's `request.url`). Own routes are recognised by their raw path, the
 * way Fastify's router sees them; the rest by the routing table on the decoded path, the way the
 * catch-all sees it, so a disguised path (`//api/revalidate`) is judged by what would answer it.
 */
export function shedRuleFor(method: string, url: string): ShedRule {
  const q = url.indexOf('?');
  const raw = q === -1 ? url : url.slice(0, q);
  const lang = /^\/ar(?:\/|$)/.test(raw) ? 'ar' : 'en';
  const decide = (group: ShedGroup, answer: ShedAnswer = raw.startsWith('/api/') ? 'json' : 'html'): ShedRule =>
    SHED_GROUPS.has(group) ? { shed: true, group, answer, lang } : pass(group);

  if (raw === REVALIDATE_PATH) return pass('purge');
  if (raw.startsWith('/assets/') || raw.startsWith(EMBEDS_PREFIX)) return pass('static');
  for (const { prefix } of CMS_PROXY_ROUTES) {
    if (raw === prefix || raw.startsWith(`${prefix}/`)) return decide('upstream', 'json');
  }
  // The editor's POST; its GET goes through the routing table below.
  if (raw === FEAAS_RENDER_PATH) return decide('render', 'json');
  if (raw.startsWith('/api/')) return decide(API_GROUPS.find(({ prefix }) => raw.startsWith(prefix))?.group ?? 'page', 'json');

  // Nothing else takes other methods: Fastify answers 404 at once.
  if (method !== 'GET' && method !== 'HEAD') return pass('cheap');
  let pathname: string;
  try {
    pathname = parseRequestPath(url).pathname;
  } catch {
    // 400 or 414 from the catch-all, before any work.
    return pass('cheap');
  }
  const match = matchRoute(pathname);
  const { islands } = takeIslandsParameter(url.slice(raw.length));
  switch (match.kind) {
    case 'redirect':
      return pass('cheap');
    case 'rewrite': {
      const group = HANDLER_GROUPS[match.handler];
      // Fragments are read by scripts on other sites: a JSON error, not a whole HTML page in their slot.
      return decide(group, group === 'page' && !islands ? 'html' : 'json');
    }
    case 'page':
      // A page's islands document is read by the page's script: a JSON error.
      return {
        shed: true,
        group: 'page',
        answer: islands ? 'json' : 'html',
        lang: resolveLocale(pathname).locale === 'ar' ? 'ar' : 'en',
      };
  }
}
