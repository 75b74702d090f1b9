import type { FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { isRtl, languageOf, type Locale } from '../../routes.ts';
import type { Cms, CacheStatus, CmsReadOptions, CmsResult, LayoutEditing } from '../cms/cms.ts';
import { dictionaryTag, layoutTags } from '../cms/cache.ts';
import type { Dictionary, LayoutServiceData, PageState, SiteSettings } from '../cms/types.ts';
import type { PageContext } from '../app/page-context.ts';
import type { Config } from './config.ts';
import type { Renderer } from './renderer.ts';
import type { RenderOptions } from '../../entry-server.tsx';
import { describeError } from './errors.ts';
import { errorPageHtml } from './error-page.ts';
import { DEGRADED_PAGE_CACHE_CONTROL, NOT_FOUND_CACHE_CONTROL, PAGE_CACHE_CONTROL, PRIVATE_CACHE_CONTROL } from './cache-control.ts';
import { serverTiming, worstCacheStatus } from './server-timing.ts';
import { createNonce, pageCsp } from './security-headers.ts';
import { editorCsp, isPreviewRequest } from './editor-access.ts';

/**
 * A render still running after this is aborted and its pending blocks are left to the client.
 * Above the news feed's own 15 s server timeout (spec 001 section 7), so that timeout can play out.
 */
export const RENDER_ABORT_MS = 20_000;

export interface PageDeps {
  config: Config;
  cms: Cms;
  renderer: Renderer;
  /** What server-side block loaders fetch with, and the hosts they may fetch from. */
  blockData: RenderOptions['blockData'];
}

/** Which page to render: locale, path without the locale prefix, query string. */
export interface PageTarget {
  locale: Locale;
  path: string;
  search: string;
}

/**
 * An editor's view of a page (DESIGN.md section 6): from the editing render endpoint, or a request
 * with the preview secret or cookie (then preview). Every CMS read is fresh, the answer private.
 */
export interface EditorView extends Omit<LayoutEditing, 'mode'> {
  pageState: 'edit' | 'preview';
}

/** The page route: CMS data through the cache, then a streamed React render. */
export function createPageHandler(deps: PageDeps) {
  return async function servePage(
    request: FastifyRequest,
    reply: FastifyReply,
    target: PageTarget,
    view?: EditorView,
  ): Promise<FastifyReply> {
    const language = languageOf(target.locale);
    const editor: EditorView | undefined =
      view ?? (isPreviewRequest(request, deps.config.editingSecret) ? { pageState: 'preview' } : undefined);
    // Editors bypass every cache, read and write; their answers are never stored anywhere.
    const read: CmsReadOptions | undefined = editor ? { fresh: true } : undefined;
    const cmsStarted = performance.now();
    const [layout, dictionary, settings] = await Promise.allSettled([
      deps.cms.getLayout(target.path, language, editor ? { ...editor, fresh: true, mode: editor.pageState } : undefined),
      deps.cms.getDictionary(language, read),
      deps.cms.getSiteSettings(language, read),
    ]);

    if (layout.status === 'rejected') {
      return sendError(request, reply, layout.reason, language);
    }
    const statuses: CacheStatus[] = [layout.value.cache];
    const dictionaryData = optional<Dictionary>(request, dictionary, {}, 'dictionary', statuses);
    const settingsData = optional<SiteSettings>(request, settings, {}, 'site settings', statuses);
    const degraded = dictionary.status === 'rejected' || settings.status === 'rejected';

    let data: LayoutServiceData | null = layout.value.data;
    let notFound = false;
    if (!data?.sitecore?.route) {
      notFound = true;
      try {
        const page = await deps.cms.getNotFoundPage(language, read);
        statuses.push(page.cache);
        data = page.data;
      } catch (error) {
        request.log.warn({ err: error }, 'CMS not-found page unavailable; using the built-in one');
        data = null;
      }
      data ??= builtInNotFound(language);
    }
    const cmsMs = performance.now() - cmsStarted;

    const context = data.sitecore.context ?? {};
    const pageState: PageState = editor?.pageState ?? context.pageState ?? (context.pageEditing ? 'edit' : 'normal');
    const page: PageContext = {
      layout: data,
      dictionary: dictionaryData,
      siteSettings: settingsData,
      locale: target.locale,
      language,
      dir: isRtl(target.locale) ? 'rtl' : 'ltr',
      pageState,
      path: target.path,
      search: target.search,
      publicUrl: deps.config.publicUrl,
      notFound,
      ...(deps.config.flagService ? { flagService: deps.config.flagService } : {}),
      ...(deps.config.imageHosts.length > 0 ? { imageHosts: deps.config.imageHosts } : {}),
    };

    // A CSP nonce per response. Not in development, where Vite injects scripts of its own.
    const nonce = deps.renderer.devHead ? undefined : createNonce();
    try {
      const rendered = await deps.renderer.renderPage(page, {
        assets: deps.renderer.assets,
        isBot: isbot(request.headers['user-agent'] ?? ''),
        logger: request.log,
        blockData: deps.blockData,
        abortAfterMs: RENDER_ABORT_MS,
        devHead: await deps.renderer.devHead?.(request.url),
        ...(nonce ? { nonce } : {}),
      });
      if (nonce) reply.header('content-security-policy', pageCsp(nonce, deps.config));
      if (editor) {
        // Sitecore's editor frames the page from its own origin.
        const csp = reply.getHeader('content-security-policy');
        reply.header('content-security-policy', editorCsp(typeof csp === 'string' ? csp : undefined, deps.config.editingOrigins));
        reply.header('x-robots-tag', 'noindex, nofollow');
      } else {
        // Cache tags for a CDN purge, the same the publish webhook evicts by (Cloudflare, Fastly).
        const tags = [...new Set([...layoutTags(layout.value.data), ...(notFound ? layoutTags(data) : []), dictionaryTag(language)])];
        reply.header('cache-tag', tags.join(',')).header('surrogate-key', tags.join(' '));
      }
      return reply
        .status(notFound ? 404 : 200)
        .header('content-type', 'text/html; charset=utf-8')
        .header(
          'cache-control',
          editor || pageState !== 'normal'
            ? PRIVATE_CACHE_CONTROL
            : notFound
              ? NOT_FOUND_CACHE_CONTROL
              : degraded
                ? DEGRADED_PAGE_CACHE_CONTROL
                : PAGE_CACHE_CONTROL,
        )
        .header('server-timing', serverTiming(cmsMs, worstCacheStatus(statuses), rendered.renderMs))
        // Client hints the image endpoint chooses quality by (spec 003 section 9); browsers only
        // send them after the page itself asked.
        .header('accept-ch', 'Sec-CH-DPR, DPR, ECT, Downlink, Save-Data')
        .send(rendered.body);
    } catch (error) {
      return sendError(request, reply, error, language);
    }
  };
}

/** Dictionary and site settings are not worth failing a page over: log and carry on without. */
function optional<T>(
  request: FastifyRequest,
  result: PromiseSettledResult<CmsResult<T>>,
  fallback: T,
  what: string,
  statuses: CacheStatus[],
): T {
  if (result.status === 'fulfilled') {
    statuses.push(result.value.cache);
    return result.value.data;
  }
  request.log.warn({ err: result.reason }, `CMS ${what} unavailable; rendering without it`);
  return fallback;
}

export function sendError(
  request: FastifyRequest,
  reply: FastifyReply,
  error: unknown,
  lang: 'en' | 'ar' = 'en',
): FastifyReply {
  const { status, code, message } = describeError(error);
  if (status >= 500) request.log.error({ err: error, code }, 'page failed');
  else request.log.info({ code, url: request.url }, 'request refused');
  const title = status >= 500 ? 'Something went wrong' : 'Bad request';
  return reply
    .status(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', PRIVATE_CACHE_CONTROL)
    .send(errorPageHtml({ status, title, message, lang }));
}

/** Used only when the CMS has no not-found page either: an empty route, so the shell still shows. */
function builtInNotFound(language: 'en' | 'ar'): LayoutServiceData {
  return {
    sitecore: {
      context: { pageEditing: false, pageState: 'normal', language },
      route: {
        name: '404',
        fields: { browserTitle: { value: language === 'ar' ? '404 الصفحة غير موجودة' : '404 Page Not Found' } },
        placeholders: {},
      },
    },
  };
}
