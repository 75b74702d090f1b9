/**
 * Fragments for the press-release site (issue 3 item 5): our header, footer or another named block
 * as an HTML fragment that another site embeds (by fetch and insert, or a server-side include) and
 * that hydrates there.
 *
 * | path                                | renders                                                     |
 * |-------------------------------------|-------------------------------------------------------------|
 * | /pp-header, /{locale}/pp-header     | `headless-header` of the home page                          |
 * | /{locale}/pressreleaseheader        | `headless-header` of the home page                          |
 * | /{locale}/static-header/{path…}     | `headless-header` of the page at {path} (home when empty or  |
 * |                                     | when the CMS has no such page: the header is site-wide, the  |
 * |                                     | path only lets it reflect where the reader is)               |
 * | /pp-components/header, …/footer     | `headless-header` / `headless-footer` of the home page       |
 * | /pp-components/{name}               | the home page's first rendering named {name} (kebab or      |
 * |                                     | Pascal case: hero-banner = HeroBanner); else 404 JSON        |
 *
 * The locale comes from the path (`default` is English); `/pp-header` and `/pp-components/*`
 * have none in the table, so `/pp-components/*` takes `?lang=ar` (the header has `/ar/pp-header`).
 *
 * The answer: `<div data-fragment="{name}" lang dir>` holding the font preload, `modulepreload`
 * links, the `<style>` tags, `<div data-fragment-root>` with React's markup, the serialised
 * context and `<script type="module">` of entry-fragment.tsx. Every URL in it is absolute on
 * PUBLIC_URL (scripts, fonts, media, links), since it is shown on another origin; /assets/ answers
 * with `Access-Control-Allow-Origin: *` (app.ts), as module scripts and fonts load in CORS mode.
 * Styles are scoped under `[data-fragment]` (FragmentContent.tsx), so the embedding page keeps its
 * own. Cacheable at the CDN for 5 minutes; CORS only for FRAGMENT_ORIGINS (the Origin echoed,
 * `Vary: Origin` always).
 *
 * Embedding by script: insert with `document.createRange().createContextualFragment(html)` (a
 * script inserted through `innerHTML` never runs); the fragment module hydrates every fragment on
 * the page, also those inserted after it ran.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isRtl, languageOf, matchRoute, type HandlerName, type Locale } from '../../routes.ts';
import type { RenderedFragment } from '../../entry-server.tsx';
import type { Dictionary, LayoutServiceData } from '../cms/types.ts';
import type { PageContext } from '../app/page-context.ts';
import {
  FRAGMENT_ATTRIBUTE,
  FRAGMENT_CONTEXT_ATTRIBUTE,
  FRAGMENT_ROOT_ATTRIBUTE,
  findRendering,
  trimLayoutTo,
  type FragmentPayload,
  type FragmentTarget,
} from '../app/fragment.rules.ts';
import { toKebabCase } from '../app/component-names.ts';
import { serializeForScript } from '../lib/serialize.ts';
import { NOT_FOUND_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from './cache-control.ts';
import { describeError, FragmentError, fragmentErrorBody } from './errors.ts';
import { parseRequestPath } from './request-path.ts';
import type { Renderer } from './renderer.ts';
import type { RewriteHandler, ServerContext } from './server-context.ts';

/** A fragment is site chrome, not news: five minutes at the CDN, always revalidated by browsers. */
export const FRAGMENT_CACHE_CONTROL = 'public, max-age=0, s-maxage=300';
/** Pending blocks are given up after this (left to the client), so an embed never hangs long. */
export const FRAGMENT_RENDER_ABORT_MS = 10_000;
export const HEADER_PLACEHOLDER = 'headless-header';
export const FOOTER_PLACEHOLDER = 'headless-footer';
/** The handlers of routes.ts this module answers (and answers preflights for). */
export const FRAGMENT_HANDLERS: readonly HandlerName[] = ['staticHeader', 'pressReleaseHeader', 'ppHeader', 'ppComponents'];

// ---------------------------------------------------------------------------------------------
// Pure rules

/** Lower-cased scheme and host, default port dropped: how browsers serialise an Origin. */
function normaliseOrigin(value: string): string | undefined {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    return url.origin;
  } catch {
    return undefined;
  }
}

/** Is this request Origin one of the configured embedding origins? `null` and junk never are. */
export function isAllowedOrigin(origin: string | string[] | undefined, allowed: readonly string[]): origin is string {
  if (typeof origin !== 'string' || origin === '' || origin === 'null') return false;
  // A browser sends the origin serialised (lower case, no default port, no slash): only that is
  // accepted, and then echoed exactly as it came.
  const wanted = normaliseOrigin(origin);
  if (!wanted || wanted !== origin) return false;
  return allowed.some((entry) => normaliseOrigin(entry) === wanted);
}

/**
 * The CORS headers of a fragment answer: the request's Origin echoed when it is allowed, nothing
 * otherwise; `Vary: Origin` always, so a CDN keeps the variants apart.
 */
export function fragmentCorsHeaders(origin: string | string[] | undefined, allowed: readonly string[]): Record<string, string> {
  return isAllowedOrigin(origin, allowed) ? { vary: 'Origin', 'access-control-allow-origin': origin } : { vary: 'Origin' };
}

/** What `/pp-components/{name}` renders, or undefined for a name no block could have. */
export function componentFragmentTarget(name: string): { name: string; target: FragmentTarget } | undefined {
  if (!/^[A-Za-z][A-Za-z0-9-]{0,99}$/.test(name)) return undefined;
  const kebab = toKebabCase(name);
  if (kebab === 'header') return { name: 'header', target: { placeholder: HEADER_PLACEHOLDER } };
  if (kebab === 'footer') return { name: 'footer', target: { placeholder: FOOTER_PLACEHOLDER } };
  return { name: kebab, target: { componentName: name } };
}

/** `/{locale}/static-header/{rest}`: the page path whose header is rendered ('/' when empty). */
export function staticHeaderPagePath(rest: string | undefined): string {
  const path = (rest ?? '').split('/').filter(Boolean).join('/');
  return '/' + path;
}

const URL_KEYS = new Set(['href', 'src', 'url']);
/** `href="/…"` and `src="/…"` inside rich text. */
const HTML_URL_ATTRIBUTE = /(\s(?:href|src)\s*=\s*["'])\/(?!\/)/gi;

function isRootRelative(value: string): boolean {
  return value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');
}

/**
 * The content's own URLs made absolute on `publicUrl`: `href`, `src` and `url` values that are
 * root-relative (media `/-/media/…`, internal links `/about`), and the same attributes inside
 * rich text. On another origin a root-relative URL would name that site's files. Done to the
 * data, before the render, so server markup and client hydration see the same values.
 */
export function absoluteContentUrls<T>(value: T, publicUrl: string): T {
  const base = publicUrl.replace(/\/+$/, '');
  const walk = (node: unknown, key: string | undefined, depth: number): unknown => {
    if (typeof node === 'string') {
      if (key !== undefined && URL_KEYS.has(key) && isRootRelative(node)) return base + node;
      return node.includes('<') ? node.replace(HTML_URL_ATTRIBUTE, `$1${base}/`) : node;
    }
    if (depth > 100 || node === null || typeof node !== 'object') return node;
    if (Array.isArray(node)) return node.map((item) => walk(item, undefined, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(node)) out[k] = walk(v, k, depth + 1);
    return out;
  };
  return walk(value, undefined, 0) as T;
}

/** Build files named by path (`/assets/…` in CSS `url()`, `href` and `src`) made absolute. */
export function absoluteAssetUrls(markup: string, publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return markup.replace(/(url\(\s*["']?|(?:href|src)=["'])\/assets\//g, `$1${base}/assets/`);
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export interface FragmentParts {
  /** `header`, `footer`, `hero-banner`: the wrapper's `data-fragment`. */
  name: string;
  lang: string;
  dir: string;
  rendered: Pick<RenderedFragment, 'html' | 'css' | 'hints'>;
  /** Absent: a static fragment (markup and styles, nothing that hydrates). */
  hydration?: { payload: FragmentPayload; script: string; preloads: string[] } | undefined;
}

/** The fragment's markup (see the module comment). */
export function fragmentMarkup({ name, lang, dir, rendered, hydration }: FragmentParts): string {
  const parts = [
    `<div ${FRAGMENT_ATTRIBUTE}="${escapeAttribute(name)}" lang="${escapeAttribute(lang)}" dir="${escapeAttribute(dir)}">`,
    rendered.hints,
    ...(hydration?.preloads ?? []).map((href) => `<link rel="modulepreload" href="${escapeAttribute(href)}">`),
    rendered.css,
    `<div ${FRAGMENT_ROOT_ATTRIBUTE}>${rendered.html}</div>`,
  ];
  if (hydration) {
    parts.push(
      `<script type="application/json" ${FRAGMENT_CONTEXT_ATTRIBUTE}>${serializeForScript(hydration.payload)}</script>`,
      `<script type="module" src="${escapeAttribute(hydration.script)}"></script>`,
    );
  }
  parts.push('</div>');
  return parts.join('');
}

// ---------------------------------------------------------------------------------------------
// Rendering

/** What fragments need from the renderer (the block registry lives only in the SSR bundle). */
export type FragmentRenderer = Pick<Renderer, 'renderFragment' | 'isKnownBlock'>;

/** The fragment renderer: production's SSR bundle, or Vite's live one in development. */
export function fragmentRendererFor(renderer: Renderer): () => Promise<FragmentRenderer> {
  return () => Promise.resolve(renderer);
}

export interface FragmentRequest {
  name: string;
  locale: Locale;
  /** The layout, already trimmed to the target. */
  layout: LayoutServiceData;
  dictionary: Dictionary;
  path: string;
  target: FragmentTarget;
  /** Whether the answer carries the context and script that hydrate it. */
  hydrate: boolean;
}

/** Renders a fragment request to its markup: the part shared by the GET handlers and feaas-render. */
export async function renderFragmentMarkup(
  ctx: ServerContext,
  fragments: FragmentRenderer,
  request: FastifyRequest,
  fragment: FragmentRequest,
): Promise<string> {
  const { publicUrl } = ctx.config;
  const language = languageOf(fragment.locale);
  const dir = isRtl(fragment.locale) ? 'rtl' : 'ltr';
  const page: PageContext = {
    layout: absoluteContentUrls(fragment.layout, publicUrl),
    dictionary: fragment.dictionary,
    // Site settings hold the favicon and the site's own scripts: nothing a fragment shows.
    siteSettings: {},
    locale: fragment.locale,
    language,
    dir,
    pageState: 'normal',
    path: fragment.path,
    search: '',
    publicUrl,
    notFound: false,
    ...(ctx.config.flagService ? { flagService: ctx.config.flagService } : {}),
    ...(ctx.config.imageHosts.length > 0 ? { imageHosts: ctx.config.imageHosts } : {}),
  };
  const rendered = await fragments.renderFragment(page, fragment.target, {
    logger: request.log,
    blockData: ctx.blockData,
    abortAfterMs: FRAGMENT_RENDER_ABORT_MS,
  });
  const assets = ctx.renderer.assets;
  const base = publicUrl.replace(/\/+$/, '');
  return fragmentMarkup({
    name: fragment.name,
    lang: language,
    dir,
    rendered: {
      html: absoluteAssetUrls(rendered.html, publicUrl),
      css: absoluteAssetUrls(rendered.css, publicUrl),
      hints: absoluteAssetUrls(rendered.hints, publicUrl),
    },
    hydration: fragment.hydrate
      ? {
          payload: { page, target: fragment.target },
          script: absoluteOn(base, assets.fragmentEntry),
          preloads: assets.fragmentPreloadsFor(rendered.blockSources).map((href) => absoluteOn(base, href)),
        }
      : undefined,
  });
}

function absoluteOn(base: string, href: string): string {
  return isRootRelative(href) ? base + href : href;
}

/** Layout and dictionary of a page; null when the CMS has no such route. Dictionary failures are survivable. */
async function loadPage(
  ctx: ServerContext,
  request: FastifyRequest,
  path: string,
  language: string,
): Promise<{ layout: LayoutServiceData; dictionary: Dictionary } | null> {
  // The site of the host the fragment is asked from (sites.ts); the configured one for a host no site serves.
  const cms = (await ctx.sites.of(request))?.cms ?? ctx.cms;
  const [layout, dictionary] = await Promise.allSettled([cms.getLayout(path, language), cms.getDictionary(language)]);
  if (layout.status === 'rejected') throw layout.reason;
  if (!layout.value.data?.sitecore?.route) return null;
  if (dictionary.status === 'rejected') {
    request.log.warn({ err: dictionary.reason }, 'CMS dictionary unavailable; rendering the fragment without it');
  }
  return { layout: layout.value.data, dictionary: dictionary.status === 'fulfilled' ? dictionary.value.data : {} };
}

// ---------------------------------------------------------------------------------------------
// Handlers

export interface FragmentHandlers {
  staticHeader: RewriteHandler;
  pressReleaseHeader: RewriteHandler;
  ppHeader: RewriteHandler;
  ppComponents: RewriteHandler;
}

/** The rewrite handlers of the fragment paths (bound by name in app.ts). */
export function createFragmentHandlers(ctx: ServerContext): FragmentHandlers {
  const fragmentRenderer = fragmentRendererFor(ctx.renderer);

  async function serve(
    request: FastifyRequest,
    reply: FastifyReply,
    work: () => Promise<{ locale: Locale; name: string; target: FragmentTarget; pagePaths: string[] }>,
  ): Promise<FastifyReply> {
    reply.headers(fragmentCorsHeaders(request.headers.origin, ctx.config.fragmentOrigins));
    try {
      const { locale, name, target, pagePaths } = await work();
      const fragments = await fragmentRenderer();
      const language = languageOf(locale);
      // The first of these pages the CMS has (static-header: the page asked for, then home).
      let found: { layout: LayoutServiceData; dictionary: Dictionary; path: string } | undefined;
      for (const path of pagePaths) {
        const page = await loadPage(ctx, request, path, language);
        if (page) {
          found = { ...page, path };
          break;
        }
      }
      if (!found) throw new FragmentError('FRAGMENT_NOT_FOUND', `no route at ${pagePaths.join(', ')} (${language})`);
      if (target.componentName !== undefined) {
        const rendering = findRendering(found.layout, target.componentName);
        if (!rendering || !fragments.isKnownBlock(rendering.componentName)) {
          throw new FragmentError('FRAGMENT_NOT_FOUND', `no block ${target.componentName} on ${found.path}`);
        }
      }
      const layout = trimLayoutTo(found.layout, target);
      if (!layout) throw new FragmentError('FRAGMENT_NOT_FOUND', `nothing to render for ${JSON.stringify(target)}`);
      const markup = await renderFragmentMarkup(ctx, fragments, request, {
        name,
        locale,
        layout,
        dictionary: found.dictionary,
        path: found.path,
        target,
        hydrate: true,
      });
      return reply.status(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', FRAGMENT_CACHE_CONTROL).send(markup);
    } catch (error) {
      return sendFragmentError(request, reply, error);
    }
  }

  const header =
    (pagePaths: (match: Parameters<RewriteHandler>[2]) => string[]): RewriteHandler =>
    (request, reply, match) =>
      serve(request, reply, async () => ({
        locale: match.locale,
        name: 'header',
        target: { placeholder: HEADER_PLACEHOLDER },
        pagePaths: pagePaths(match),
      }));

  return {
    staticHeader: header((match) => {
      const path = staticHeaderPagePath(match.params.path);
      return path === '/' ? ['/'] : [path, '/'];
    }),
    pressReleaseHeader: header(() => ['/']),
    ppHeader: header(() => ['/']),
    ppComponents: (request, reply, match) =>
      serve(request, reply, async () => {
        const lang = (request.query as Record<string, unknown> | undefined)?.lang;
        if (lang !== undefined && lang !== 'en' && lang !== 'ar') throw new FragmentError('FRAGMENT_BAD_LANGUAGE');
        const component = componentFragmentTarget(match.params.path ?? '');
        if (!component) throw new FragmentError('FRAGMENT_NOT_FOUND', `bad name ${match.params.path ?? ''}`);
        return { locale: lang === 'ar' ? 'ar' : 'default', ...component, pagePaths: ['/'] };
      }),
  };
}

/** Errors as JSON: ours with their code; the CMS's as describeError says (502/504). */
export function sendFragmentError(request: FastifyRequest, reply: FastifyReply, error: unknown): FastifyReply {
  if (error instanceof FragmentError) {
    if (error.status >= 500) request.log.error({ err: error, code: error.code, detail: error.detail }, 'fragment failed');
    else request.log.info({ code: error.code, detail: error.detail, url: request.url }, 'fragment refused');
    return reply
      .status(error.status)
      .header('cache-control', error.status === 404 ? NOT_FOUND_CACHE_CONTROL : PRIVATE_CACHE_CONTROL)
      .send(fragmentErrorBody(error));
  }
  const { status, code, message } = describeError(error);
  request.log.error({ err: error, code }, 'fragment failed');
  return reply
    .status(status)
    .header('cache-control', PRIVATE_CACHE_CONTROL)
    .send({ error: STATUS_TEXT[status] ?? 'Error', code, message });
}

const STATUS_TEXT: Record<number, string> = { 400: 'Bad Request', 500: 'Internal Server Error', 502: 'Bad Gateway', 504: 'Gateway Timeout' };

// ---------------------------------------------------------------------------------------------
// Preflight

/** Paths of the fragment handlers in Fastify's syntax (the rewrite table's, for OPTIONS). */
const PREFLIGHT_PATHS = ['/pp-header', '/:locale/pp-header', '/:locale/pressreleaseheader', '/:locale/static-header/*', '/pp-components/*'];

/**
 * `OPTIONS` on the fragment paths: a CORS preflight from an allowed origin gets 204 with the
 * methods and the headers it asked for; from any other origin 403. Plain GETs without custom
 * headers need no preflight; this is for embedders that add headers of their own.
 */
export function registerFragmentPreflight(app: FastifyInstance, ctx: ServerContext): void {
  for (const url of PREFLIGHT_PATHS) {
    app.options(url, async (request, reply) => {
      let handler: HandlerName | undefined;
      try {
        const match = matchRoute(parseRequestPath(request.url).pathname);
        handler = match.kind === 'rewrite' ? match.handler : undefined;
      } catch {
        handler = undefined;
      }
      if (!handler || !FRAGMENT_HANDLERS.includes(handler)) {
        return reply.status(404).header('cache-control', 'no-store').send({ error: 'Not Found', message: 'No fragment here.' });
      }
      const origin = request.headers.origin;
      reply.header('vary', 'Origin, Access-Control-Request-Headers').header('allow', 'GET, HEAD, OPTIONS');
      if (origin === undefined) return reply.status(204).send();
      if (!isAllowedOrigin(origin, ctx.config.fragmentOrigins)) {
        return sendFragmentError(request, reply, new FragmentError('FRAGMENT_ORIGIN_NOT_ALLOWED', String(origin)));
      }
      const asked = request.headers['access-control-request-headers'];
      const headers = typeof asked === 'string' && /^[\w-]+(?:\s*,\s*[\w-]+)*$/.test(asked.trim()) ? asked.trim() : '';
      reply.header('access-control-allow-origin', origin).header('access-control-allow-methods', 'GET, HEAD, OPTIONS').header('access-control-max-age', '600');
      if (headers) reply.header('access-control-allow-headers', headers);
      return reply.status(204).send();
    });
  }
}
