/**
 * Sitecore's render-host contract (docs/editing-host.md; docs/decisions/006-editing-and-purge.md):
 * `GET /api/editing/config` tells the Pages editor which components this host renders and that it
 * speaks metadata edit mode; `GET /api/editing/render` renders one page in edit or preview mode for
 * the editor's frame, always fresh from the CMS and never cached.
 */
import { readFileSync } from 'node:fs';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LOCALES, languageOf, type Locale } from '../../routes.ts';
import { normalizeGuid } from '../cms/cache.ts';
import { PRIVATE_CACHE_CONTROL } from './cache-control.ts';
import { previewSetCookie, secretsMatch } from './editor-access.ts';
import { EditingError, sendDetailedError, type EditingErrorCode } from './errors.ts';
import { createPageHandler, type EditorView } from './page-route.ts';
import { parseRequestPath } from './request-path.ts';
import type { ServerContext } from './server-context.ts';
import type { RateLimits } from './rate-limits.ts';

export const EDITING_CONFIG_PATH = '/api/editing/config';
export const EDITING_RENDER_PATH = '/api/editing/render';

/**
 * Languages the site is rendered in (`sc_lang`), and the locale each renders under: the first
 * locale of a language wins, so English renders unprefixed, as visitors see it.
 */
const LOCALE_OF_LANGUAGE = new Map<string, Locale>();
for (const locale of LOCALES) {
  if (!LOCALE_OF_LANGUAGE.has(languageOf(locale))) LOCALE_OF_LANGUAGE.set(languageOf(locale), locale);
}

/** What `/api/editing/render` is asked to render, once its query is checked. */
export interface EditingRenderRequest {
  itemId: string;
  language: string;
  locale: Locale;
  site: string;
  /** The route path the page has on the site, `/about`. */
  route: string;
  mode: 'edit' | 'preview';
  version?: number;
  layoutKind?: 'final' | 'shared';
}

export function registerEditingRoutes(app: FastifyInstance, ctx: ServerContext, limits: RateLimits): void {
  const servePage = createPageHandler({ config: ctx.config, renderer: ctx.renderer, blockData: ctx.blockData, pageCache: ctx.pageCache });
  // The render bundle's registry: the blocks this build can render, with no source folder read.
  const components = ctx.renderer.blockComponentNames();
  const packages = packageVersions();

  // The rate limit runs before guard() checks the secret (rate-limits.ts: failed attempts count).
  const onRequest = limits.hook('editing');
  app.get(EDITING_CONFIG_PATH, { onRequest }, async (request, reply) => {
    const refused = guard(request, reply, ctx, limits);
    if (refused) return refused;
    return reply.header('cache-control', PRIVATE_CACHE_CONTROL).send({ components, packages, editMode: 'metadata' });
  });

  app.get(EDITING_RENDER_PATH, { onRequest }, async (request, reply) => {
    const refused = guard(request, reply, ctx, limits);
    if (refused) return refused;
    const sites = await ctx.sites.all();
    const parsed = parseRenderQuery(
      request.query,
      sites.map((site) => site.name),
    );
    if ('problems' in parsed) return sendEditingError(reply, 'EDITING_BAD_PARAMETERS', parsed.problems.join('; '));
    const site = sites.find((candidate) => candidate.name.toLowerCase() === parsed.site.toLowerCase())!;

    const { mode, itemId, version, layoutKind } = parsed;
    reply.header('cache-control', PRIVATE_CACHE_CONTROL).header('x-robots-tag', 'noindex, nofollow');
    // Links clicked inside the editor's preview frame come back with the cookie and stay in preview.
    if (mode === 'preview') reply.header('set-cookie', previewSetCookie(ctx.config.editingSecret!, ctx.config.publicUrl));
    const view: EditorView = { pageState: mode, itemId, ...(version !== undefined ? { version } : {}), ...(layoutKind ? { layoutKind } : {}) };
    return servePage(request, reply, { site, locale: parsed.locale, path: parsed.route, search: '' }, view);
  });

  for (const url of [EDITING_CONFIG_PATH, EDITING_RENDER_PATH]) {
    // CORS preflight: allowed origins only; the secret travels in the real request's query.
    app.options(url, async (request, reply) => {
      if (!applyCors(request, reply, ctx)) return sendEditingError(reply, 'EDITING_ORIGIN_NOT_ALLOWED');
      return reply.status(204).header('cache-control', PRIVATE_CACHE_CONTROL).send();
    });
    app.route({
      method: ['POST', 'PUT', 'PATCH', 'DELETE'],
      url,
      handler: (_request, reply) => sendEditingError(reply.header('allow', 'GET, HEAD, OPTIONS'), 'EDITING_METHOD_NOT_ALLOWED'),
    });
  }
}

/** Editing configured, origin allowed (CORS headers set), secret right: undefined; else the refusal sent. */
function guard(request: FastifyRequest, reply: FastifyReply, ctx: ServerContext, limits: RateLimits): FastifyReply | undefined {
  if (!ctx.config.editingSecret) return sendEditingError(reply, 'EDITING_DISABLED');
  if (!applyCors(request, reply, ctx)) return sendEditingError(reply, 'EDITING_ORIGIN_NOT_ALLOWED');
  const secret = (request.query as Record<string, unknown> | undefined)?.secret;
  if (!secretsMatch(secret, ctx.config.editingSecret)) {
    request.log.warn({ path: request.url.split('?', 1)[0] }, 'editing request with a missing or wrong secret');
    return sendEditingError(reply, 'EDITING_SECRET_INVALID');
  }
  limits.secretAccepted(request);
  return undefined;
}

/**
 * CORS for Sitecore's editors only: an `Origin` in EDITING_ORIGINS gets the allow headers; our own
 * origin and requests without one (the editor's frame navigating) pass without them; any other
 * origin is refused.
 */
function applyCors(request: FastifyRequest, reply: FastifyReply, ctx: ServerContext): boolean {
  reply.header('vary', 'Origin');
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  if (ctx.config.editingOrigins.includes(origin)) {
    reply
      .header('access-control-allow-origin', origin)
      .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
      // Pages sends its config request with `Authorization: Bearer {its own token}` (read by nobody
      // here): without it in the preflight's answer the browser refuses that request outright.
      .header('access-control-allow-headers', 'authorization, content-type')
      .header('access-control-max-age', '600');
    return true;
  }
  return origin === new URL(ctx.config.publicUrl).origin;
}

/**
 * Checks `/api/editing/render`'s query as Sitecore's editor sends it: `sc_itemid`, `sc_lang`,
 * `sc_site`, `route` and `mode` required; `sc_version` and `sc_layoutKind` optional; other
 * parameters (`sc_variant`, `timestamp`, tenant ids) are Sitecore's business and ignored.
 */
export function parseRenderQuery(query: unknown, siteNames: string | readonly string[]): EditingRenderRequest | { problems: string[] } {
  const names = typeof siteNames === 'string' ? [siteNames] : siteNames;
  const params = (typeof query === 'object' && query !== null ? query : {}) as Record<string, unknown>;
  const problems: string[] = [];
  const single = (name: string, required: boolean): string | undefined => {
    const value = params[name];
    if (value === undefined || value === '') {
      if (required) problems.push(`${name} is required`);
      return undefined;
    }
    if (typeof value !== 'string') {
      problems.push(`${name} must be given once`);
      return undefined;
    }
    if (value.length > 1024) {
      problems.push(`${name} is too long`);
      return undefined;
    }
    return value;
  };

  const rawItemId = single('sc_itemid', true);
  const itemId = rawItemId === undefined ? undefined : normalizeGuid(rawItemId);
  if (rawItemId !== undefined && itemId === undefined) problems.push('sc_itemid must be an item id (a GUID)');

  const rawLanguage = single('sc_lang', true);
  const language = rawLanguage?.toLowerCase();
  const locale = language === undefined ? undefined : LOCALE_OF_LANGUAGE.get(language);
  if (rawLanguage !== undefined && locale === undefined) {
    problems.push(`sc_lang must be one of ${[...LOCALE_OF_LANGUAGE.keys()].join(', ')}`);
  }

  const site = single('sc_site', true);
  if (site !== undefined && !names.some((name) => name.toLowerCase() === site.toLowerCase())) {
    problems.push(`sc_site must be ${names.length === 1 ? names[0] : `one of ${names.join(', ')}`}`);
  }

  const rawRoute = single('route', true);
  let route: string | undefined;
  if (rawRoute !== undefined) {
    try {
      // `route` arrives decoded (`/our company`); encoded again, it passes the same checks as a page
      // URL. Without its leading slash it is the same route (the SDK resolves it against `/` too);
      // we render on this host only, so even `//other.example` is just a path here (`/other.example`).
      if (/[?#]/.test(rawRoute)) throw new Error('not a path');
      const parsedRoute = parseRequestPath(encodeURI(rawRoute.startsWith('/') ? rawRoute : `/${rawRoute}`));
      route = parsedRoute.pathname;
    } catch {
      problems.push('route must be a site path such as /about, without query, dot segments, backslashes or control characters');
    }
  }

  const mode = single('mode', true);
  if (mode !== undefined && mode !== 'edit' && mode !== 'preview') {
    problems.push(mode.startsWith('library') ? `mode ${mode} (Design Library) is not supported` : 'mode must be edit or preview');
  }

  const rawVersion = single('sc_version', false);
  const version = rawVersion === undefined ? undefined : Number(rawVersion);
  if (rawVersion !== undefined && (!/^\d{1,6}$/.test(rawVersion) || version! < 1)) {
    problems.push('sc_version must be a whole number from 1');
  }

  const layoutKind = single('sc_layoutKind', false);
  if (layoutKind !== undefined && layoutKind !== 'final' && layoutKind !== 'shared') {
    problems.push('sc_layoutKind must be final or shared');
  }

  if (problems.length > 0) return { problems };
  return {
    itemId: itemId!,
    language: language!,
    locale: locale!,
    site: site!,
    route: route!,
    mode: mode as 'edit' | 'preview',
    ...(version !== undefined ? { version } : {}),
    ...(layoutKind !== undefined ? { layoutKind: layoutKind as 'final' | 'shared' } : {}),
  };
}

/** Answers one of EDITING_ERRORS (errors.ts); `detail` tells the editor what exactly is wrong. */
export function sendEditingError(reply: FastifyReply, code: EditingErrorCode, detail?: string): FastifyReply {
  return sendDetailedError(reply, new EditingError(code, detail));
}

/**
 * The Sitecore package whose editing contract this host speaks, as the config answer names it.
 * Pages reads `packages` to decide what a rendering host can do (its rendering-host feature list):
 * it sends `mode=preview` to the host's own render endpoint only when some `@sitecore-content-sdk/*`
 * package is listed, and otherwise previews through the CMS. We follow Content SDK 2.3.0's
 * contract (docs/editing-host.md), so we name that, and not `@sitecore-content-sdk/nextjs`, which
 * Pages reads as a Next.js host with component A/B testing, neither of which this host is.
 */
export const EDITING_CONTRACT_PACKAGE = { name: '@sitecore-content-sdk/content', version: '2.3.0' } as const;

/** What Sitecore's config answer calls `packages`: exact versions, which Pages parses as such. */
function packageVersions(): Record<string, string> {
  const versions: Record<string, string> = { [EDITING_CONTRACT_PACKAGE.name]: EDITING_CONTRACT_PACKAGE.version };
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      name?: string;
      version?: string;
      dependencies?: Record<string, string>;
    };
    if (pkg.name && pkg.version) versions[pkg.name] = pkg.version;
    for (const name of ['react', 'react-dom', 'fastify']) {
      // Pinned exactly in package.json; a range (`^19.0.0`) would not parse as a version in Pages.
      const version = pkg.dependencies?.[name];
      if (version && /^\d+\.\d+\.\d+$/.test(version)) versions[name] = version;
    }
  } catch {
    // The contract entry alone still tells Pages what it needs.
  }
  return versions;
}
