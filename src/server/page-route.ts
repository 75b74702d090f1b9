import type { FastifyReply, FastifyRequest } from 'fastify';
import { isbot } from 'isbot';
import { DEFAULT_LOCALE, PREFIXED_LOCALES, isRtl, languageOf, type Locale } from '../../routes.ts';
import { SITES_TAG, type CacheStatus, type CmsReadOptions, type CmsResult, type LayoutEditing } from '../cms/cms.ts';
import { CONTENT_HUB_DOCUMENTS_TAG, dictionaryTag } from '../cms/cache.ts';
import { hasDocumentsTable } from './content-hub-documents.ts';
import type { Dictionary, LayoutServiceData, PageState, SiteSettings } from '../cms/types.ts';
import type { PageContext } from '../app/page-context.ts';
import type { Config } from './config.ts';
import type { Renderer } from './renderer.ts';
import type { RenderOptions } from '../../entry-server.tsx';
import { describeError } from './errors.ts';
import { errorPageHtml } from './error-page.ts';
import {
  ACCEPT_CH,
  DEGRADED_PAGE_CACHE_CONTROL,
  NOT_FOUND_CACHE_CONTROL,
  PAGE_CACHE_CONTROL,
  PERSONALIZED_PAGE_CACHE_CONTROL,
  PRIVATE_CACHE_CONTROL,
} from './cache-control.ts';
import { ISLANDS_KEY_SUFFIX, VARIANT_KEY_SEPARATOR, type CachedPage, type PageCache, type PageState as CachedState, type PageVariants } from './page-cache.ts';
import { choiceKey, choiceOf, DEFAULT_CHOICE, DEFAULT_VARIANT, layoutVariantIds, personalizeLayout, type VariantChoice } from '../lib/personalize-layout.ts';
import type { DecisionSource, Personalizer } from './personalize/personalizer.ts';
import { firstVisitCookie, firstVisitOf } from './personalize/visitor-inputs.ts';
import { hostNameOf } from './site-resolver.ts';
import { normaliseQuery, pageKey } from './page-key.ts';
import { renderForCache } from './page-fill.ts';
import { sendCachedPage } from './cached-page-reply.ts';
import { serverTiming, worstCacheStatus } from './server-timing.ts';
import { createNonce, pageCsp } from './security-headers.ts';
import { editorCsp, isPreviewRequest } from './editor-access.ts';
import { islandsCacheEntry, ISLANDS_CONTENT_TYPE, sendIslandsError, sendNoIslandsDocument } from './islands-document.ts';
import type { RequestSite } from './sites.ts';

/**
 * A render still running after this is aborted and its pending blocks are left to the client.
 * Above the news feed's own 15 s server timeout (spec 001 section 7), so that timeout can play out.
 */
export const RENDER_ABORT_MS = 20_000;

export interface PageDeps {
  config: Config;
  renderer: Renderer;
  /** What server-side block loaders fetch with, and the hosts they may fetch from. */
  blockData: RenderOptions['blockData'];
  /** Finished pages for visitors (page-cache.ts); a disabled one when PAGE_CACHE_MAX_MB is 0. */
  pageCache: PageCache;
  /** Picks a visitor's variant of a page with variants (issue 29); none: the default for all. */
  personalizer?: Personalizer | undefined;
}

/** Which page to render: site, locale, path without the locale prefix, query string. */
export interface PageTarget {
  /** The site the request is for (sites.ts): its CMS data, its cache keys, its public URL. */
  site: RequestSite;
  locale: Locale;
  path: string;
  search: string;
  /** CDN tags besides the page's own: a CMS server transfer also depends on the redirect map. */
  alsoTagged?: readonly string[];
  /** The page's islands document rather than the page (`?__islands=1`, taken out of `search` already). */
  islands?: boolean;
  /** The variant whose islands document is asked for (`__variant`, the page facts' `variant`); none: the default's. */
  islandsVariant?: string;
}

/**
 * An editor's view of a page (docs/architecture.md#editing-and-preview): from the editing render
 * endpoint, or a request with the preview secret or cookie (then preview). Every CMS read is fresh,
 * the answer private.
 */
export interface EditorView extends Omit<LayoutEditing, 'mode'> {
  pageState: 'edit' | 'preview';
}

/** A page's data, read from the CMS, and what follows from it for the answer. */
interface LoadedPage {
  page: PageContext;
  status: 200 | 404;
  /** Every item the page used: the `Cache-Tag` header and the page cache's purge. */
  tags: string[];
  statuses: CacheStatus[];
  /** Rendered without its dictionary or site settings. */
  degraded: boolean;
  cmsMs: number;
  /** A page with variants (issue 29): which one this is, and the layout before it was chosen. */
  personalized?: Personalized;
}

/** What a page with variants carries besides its personalised layout. */
interface Personalized extends PageVariants {
  choice: VariantChoice;
  /** How the choice was made, for Server-Timing: `cache`, `service`, `default` or `editor`. */
  source: DecisionSource | 'editor';
  /** The layout with every variant's experiences, as the CMS gave it. */
  layout: LayoutServiceData;
}

/** The page route: the page cache for visitors, else CMS data through its cache and a streamed React render. */
export function createPageHandler(deps: PageDeps) {
  const { pageCache } = deps;
  // Development renders through Vite, whose modules change under it: nothing is kept.
  const caching = pageCache.enabled && !deps.renderer.devHead;
  // Nor is rendered block HTML (block-memo.tsx): the blocks' code may have changed.
  const blockMemoMaxBytes = deps.renderer.devHead ? 0 : deps.config.blockMemoMaxBytes;
  const fillDeps = { renderer: deps.renderer, blockData: deps.blockData, abortAfterMs: RENDER_ABORT_MS, blockMemoMaxBytes };

  async function loadPage(
    request: FastifyRequest,
    target: PageTarget,
    editor: EditorView | undefined,
    revalidate = false,
    decided?: { choice: VariantChoice; source: Personalized['source'] },
  ): Promise<LoadedPage> {
    // A language the site has no pages in (sites.ts): its not-found page, in its own language.
    const served = target.site.languages.includes(languageOf(target.locale));
    const locale = served ? target.locale : localeOfLanguage(target.site.language);
    const language = languageOf(locale);
    // Editors bypass every cache, read and write; their answers are never stored anywhere.
    const read: CmsReadOptions | undefined = editor ? { fresh: true } : revalidate ? { revalidate: true } : undefined;
    const cmsStarted = performance.now();
    const { cms } = target.site;
    const [layout, dictionary, settings] = await Promise.allSettled([
      served ? cms.getLayout(target.path, language, editor ? { ...editor, fresh: true, mode: editor.pageState } : read) : noLayout(),
      cms.getDictionary(language, read),
      cms.getSiteSettings(language, read),
    ]);
    if (layout.status === 'rejected') throw layout.reason;

    const statuses: CacheStatus[] = [layout.value.cache];
    const tags = new Set<string>(layout.value.tags);
    const dictionaryData = optional<Dictionary>(request, dictionary, {}, 'dictionary', statuses, tags);
    const settingsData = optional<SiteSettings>(request, settings, {}, 'site settings', statuses, tags);
    // The dictionary's tag even when it failed: a publish that fixes it purges this page.
    tags.add(cms.siteTag(dictionaryTag(language)));
    const degraded = dictionary.status === 'rejected' || settings.status === 'rejected';

    let data: LayoutServiceData | null = layout.value.data;
    let notFound = false;
    if (!data?.sitecore?.route) {
      notFound = true;
      try {
        const page = await cms.getNotFoundPage(language, read);
        statuses.push(page.cache);
        for (const tag of page.tags) tags.add(tag);
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
    // A page with variants (issue 29): the visitor's (or the editor's sc_variant) in place of the experiences.
    let personalized: Personalized | undefined;
    const variants = notFound ? undefined : variantsOf(data);
    if (variants && !deps.personalizer && !editor) {
      // PERSONALIZE=off: the default for everyone, one page for all.
      data = personalizeLayout(data, DEFAULT_CHOICE, { editing: pageState === 'edit' });
    } else if (variants) {
      const { choice, source } = decided
        ? { choice: choiceOf([decided.choice.variantId, ...decided.choice.componentVariantIds], variants.variantIds), source: decided.source }
        : editor
          ? { choice: editorChoice(request, variants.variantIds), source: 'editor' as const }
          : await visitorChoice(request, target, variants, language);
      personalized = { ...variants, choice, source, layout: data };
      data = personalizeLayout(data, choice, { editing: pageState === 'edit' });
    }
    if (hasDocumentsTable(data)) tags.add(CONTENT_HUB_DOCUMENTS_TAG);
    const page: PageContext = {
      layout: data,
      dictionary: dictionaryData,
      siteSettings: settingsData,
      locale,
      language,
      dir: isRtl(locale) ? 'rtl' : 'ltr',
      pageState,
      path: target.path,
      search: target.search,
      publicUrl: target.site.publicUrl,
      ...siteLanguagesOf(target.site),
      ...(personalized && !isDefault(personalized.choice) ? { variant: choiceKey(personalized.choice) } : {}),
      notFound,
      ...(deps.config.flagService ? { flagService: deps.config.flagService } : {}),
      ...(deps.config.imageHosts.length > 0 ? { imageHosts: deps.config.imageHosts } : {}),
    };
    return { page, status: notFound ? 404 : 200, tags: [...tags], statuses, degraded, cmsMs, ...(personalized ? { personalized } : {}) };
  }

  /** The visitor's variant: the personalisation service's choice (cached per inputs), or the default. */
  async function visitorChoice(request: FastifyRequest, target: PageTarget, variants: PageVariants, language: string) {
    if (!deps.personalizer) return { choice: DEFAULT_CHOICE, source: 'default' as const };
    return deps.personalizer.choose(
      request,
      { site: target.site.name, language, ...variants },
      { countryHeader: deps.config.geoCountryHeader, ownHosts: ownHostsOf(request, target) },
    );
  }

  /** The same page as a visitor of the default variant sees it (for the page's own key). */
  function asDefault(loaded: LoadedPage): LoadedPage {
    const { personalized } = loaded;
    if (!personalized || isDefault(personalized.choice)) return loaded;
    const layout = personalizeLayout(personalized.layout, DEFAULT_CHOICE);
    const { variant: _variant, ...page } = loaded.page;
    return { ...loaded, page: { ...page, layout }, personalized: { ...personalized, choice: DEFAULT_CHOICE } };
  }

  /** Whether this page may be kept for visitors: a normal page, whole, that sets no cookie. */
  function shareable(loaded: LoadedPage, reply?: FastifyReply): boolean {
    return loaded.page.pageState === 'normal' && !loaded.degraded && !reply?.hasHeader('set-cookie');
  }

  /** Not-found pages and pages with a query string: kept in the cache's small budget of their own. */
  function isVariant(loaded: LoadedPage): boolean {
    return loaded.status === 404 || loaded.page.search !== '';
  }

  function cacheControlOf(loaded: LoadedPage): string {
    if (loaded.page.pageState !== 'normal') return PRIVATE_CACHE_CONTROL;
    if (loaded.status === 404) return NOT_FOUND_CACHE_CONTROL;
    // Which variant a visitor sees depends on their inputs: no shared cache keeps it.
    if (loaded.personalized) return PERSONALIZED_PAGE_CACHE_CONTROL;
    return loaded.degraded ? DEGRADED_PAGE_CACHE_CONTROL : PAGE_CACHE_CONTROL;
  }

  /** The page rendered once more, whole, for the cache (page-fill.ts), and which budget it goes to. */
  async function cacheEntryOf(loaded: LoadedPage, log: FastifyRequest['log']) {
    const page = await renderForCache(fillDeps, loaded.page, metaOf(loaded), log);
    return page && { page, variant: isVariant(loaded) };
  }

  /**
   * Fills the cache from the data a miss was rendered with; one fill at a time per key. A variant
   * only from its second request on: made-up URLs are asked for once, and must not cost two
   * renders each.
   */
  function fill(key: string, loaded: LoadedPage, log: FastifyRequest['log']): void {
    if (isVariant(loaded) && !pageCache.admitVariant(key)) return;
    void pageCache.fillOnce(key, () => cacheEntryOf(loaded, log));
  }

  /**
   * Stale-while-revalidate: the stale page was sent; one background render replaces it. A page
   * with variants is rendered again as the variant its key names, never as this visitor's.
   */
  function refresh(key: string, request: FastifyRequest, target: PageTarget, choice: VariantChoice = DEFAULT_CHOICE): void {
    void pageCache.fillOnce(key, async () => {
      // A failure here (the CMS down) keeps the stale page: stale-if-error.
      const loaded = await loadPage(request, target, undefined, true, { choice, source: 'cache' });
      // A variant the content no longer has is not stored under its name.
      return shareable(loaded) && rendersChoice(loaded, choice) ? cacheEntryOf(loaded, request.log) : undefined;
    });
  }

  function metaOf(loaded: LoadedPage) {
    const { personalized } = loaded;
    return {
      status: loaded.status,
      tags: loaded.tags,
      cacheControl: cacheControlOf(loaded),
      language: loaded.page.language,
      ...(personalized ? { variants: { pageId: personalized.pageId, variantIds: personalized.variantIds } } : {}),
    };
  }

  /** The props of every island of the page (entry-server.tsx, renderIslandProps). */
  function renderIslands(loaded: LoadedPage, log: FastifyRequest['log']) {
    return deps.renderer.renderIslandProps(loaded.page, {
      assets: deps.renderer.assets,
      logger: log,
      blockData: deps.blockData,
      abortAfterMs: RENDER_ABORT_MS,
    });
  }

  /** Stale-while-revalidate for an islands document, as refresh() for its page. */
  function refreshIslands(key: string, request: FastifyRequest, target: PageTarget, choice: VariantChoice): void {
    void pageCache.fillOnce(key, async () => {
      const loaded = await loadPage(request, target, undefined, true, { choice, source: 'cache' });
      if (!shareable(loaded) || !rendersChoice(loaded, choice)) return undefined;
      const { json, outcome } = await renderIslands(loaded, request.log);
      if (outcome.errors > 0 || outcome.aborted) return undefined;
      return { page: await islandsCacheEntry(json, metaOf(loaded)), variant: isVariant(loaded) };
    });
  }

  /**
   * A page's islands document (`?__islands=1`): only where the page itself defers its islands'
   * props, that is for visitors with the page cache on. Cached as the page is, under its key plus
   * ISLANDS_KEY_SUFFIX, with its tags (a publish purge drops both), status and cache policy.
   */
  async function serveIslands(request: FastifyRequest, reply: FastifyReply, requested: PageTarget, editor: EditorView | undefined): Promise<FastifyReply> {
    if (!caching) return sendNoIslandsDocument(reply, "Pages carry their islands' props: the page cache is off.");
    if (editor) return sendNoIslandsDocument(reply, "Editors' and previews' pages carry their islands' props.");
    const target: PageTarget = { ...requested, search: normaliseQuery(requested.search) };
    // A variant's islands document (issue 29): the variant the page names, under the variant's key;
    // no decision is made here, and a variant the page does not have is its default's.
    const choice = choiceFromKey(requested.islandsVariant);
    const pageOwnKey = pageKey({ site: target.site.name, locale: target.locale, path: target.path, query: target.search });
    const key = variantKeyOf(pageOwnKey, choice) + ISLANDS_KEY_SUFFIX;
    const found = pageCache.get(key);
    if (found) {
      if (found.state === 'stale') refreshIslands(key, request, target, choice);
      return sendCachedPage(request, reply, found.page, found.state, deps.config, requested.alsoTagged);
    }
    const shared = await pageCache.getShared(key);
    if (shared) return sendCachedPage(request, reply, shared, 'shared', deps.config, requested.alsoTagged);
    pageCache.countMiss();

    let loaded: LoadedPage;
    let rendered: Awaited<ReturnType<typeof renderIslands>>;
    try {
      loaded = await loadPage(request, target, undefined, false, { choice, source: 'cache' });
      // A page the CMS marks as not normal carries its islands' props (entry-server.tsx).
      if (loaded.page.pageState !== 'normal') return sendNoIslandsDocument(reply, "This page carries its islands' props.");
      rendered = await renderIslands(loaded, request.log);
    } catch (error) {
      return sendIslandsError(request, reply, error);
    }
    const { json, outcome } = rendered;
    // Kept when the page would be: whole, shareable, and a variant only from its second request on;
    // and under the key of the variant it is (a variant the page lacks was answered as its default).
    if (rendersChoice(loaded, choice) && outcome.errors === 0 && !outcome.aborted && shareable(loaded) && (!isVariant(loaded) || pageCache.admitVariant(key))) {
      const meta = metaOf(loaded);
      void pageCache.fillOnce(key, async () => ({ page: await islandsCacheEntry(json, meta), variant: isVariant(loaded) }));
    }
    const tags = [...loaded.tags, ...(requested.alsoTagged ?? [])];
    return reply
      .status(loaded.status)
      .header('content-type', ISLANDS_CONTENT_TYPE)
      .header('cache-control', cacheControlOf(loaded))
      .header('cache-tag', tags.join(','))
      .header('surrogate-key', tags.join(' '))
      .header('server-timing', `${serverTiming(loaded.cmsMs, worstCacheStatus(loaded.statuses), rendered.renderMs)}, page;desc="miss"`)
      .send(json);
  }

  /** A page from this instance's cache, else from the level instances share. */
  async function cachedPage(key: string): Promise<{ page: CachedPage; state: CachedState | 'shared' } | undefined> {
    const found = pageCache.get(key);
    if (found) return found;
    const shared = await pageCache.getShared(key);
    return shared ? { page: shared, state: 'shared' } : undefined;
  }

  /** A visitor of a page with variants who has no first-visit cookie gets one (visitor-inputs.ts); a crawler none. */
  function markVisitor(request: FastifyRequest, reply: FastifyReply, target: PageTarget): void {
    if (!deps.personalizer || firstVisitOf(request.headers.cookie) !== undefined || isbot(request.headers['user-agent'] ?? '')) return;
    reply.header('set-cookie', firstVisitCookie(Date.now() / 1000, target.site.publicUrl.startsWith('https://')));
  }

  return async function servePage(request: FastifyRequest, reply: FastifyReply, requested: PageTarget, view?: EditorView): Promise<FastifyReply> {
    const language = languageOf(requested.locale);
    const editor: EditorView | undefined = view ?? (isPreviewRequest(request, deps.config.editingSecret) ? { pageState: 'preview' } : undefined);
    if (requested.islands) return serveIslands(request, reply, requested, editor);
    // The page is rendered from the query its cache key names (page-key.ts): sorted, without
    // tracking parameters, for every visitor alike.
    const target: PageTarget = { ...requested, search: normaliseQuery(requested.search) };
    let key: string | undefined;
    /** A variant chosen on the way here (the page's cached default said it has variants): no second decision. */
    let decided: { choice: VariantChoice; source: Personalized['source'] } | undefined;
    let timing = '';
    if (caching && !editor) {
      key = pageKey({ site: target.site.name, locale: target.locale, path: target.path, query: target.search });
      const found = await cachedPage(key);
      const variants = found?.page.variants;
      if (found && (!variants || !deps.personalizer)) {
        if (found.state === 'stale') refresh(key, request, target);
        return sendCachedPage(request, reply, found.page, found.state, deps.config, requested.alsoTagged);
      }
      if (found && variants) {
        // A page with variants (issue 29): the visitor's variant, under a key of its own.
        const { choice, source } = await visitorChoice(request, target, variants, language);
        timing = `personalize;desc="${source}"`;
        const variantKey = variantKeyOf(key, choice);
        const hit = variantKey === key ? found : await cachedPage(variantKey);
        if (hit) {
          if (hit.state === 'stale') refresh(variantKey, request, target, choice);
          markVisitor(request, reply, target);
          return sendCachedPage(request, reply, hit.page, hit.state, deps.config, requested.alsoTagged, timing);
        }
        decided = { choice, source };
      }
      pageCache.countMiss();
    } else {
      pageCache.countBypass();
    }

    let loaded: LoadedPage;
    try {
      loaded = await loadPage(request, target, editor, false, decided);
    } catch (error) {
      return sendError(request, reply, error, language);
    }
    const { page, personalized } = loaded;
    if (personalized) timing = `personalize;desc="${personalized.source}"`;

    // A CSP nonce per response. Not in development, where Vite injects scripts of its own.
    const nonce = deps.renderer.devHead ? undefined : createNonce();
    try {
      const rendered = await deps.renderer.renderPage(page, {
        assets: deps.renderer.assets,
        isBot: isbot(request.headers['user-agent'] ?? ''),
        logger: request.log,
        blockData: deps.blockData,
        abortAfterMs: RENDER_ABORT_MS,
        blockMemoMaxBytes,
        // A visitor's page the cache may keep sends its islands' props apart (its islands document).
        islandProps: caching && !editor ? 'deferred' : 'inline',
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
        const tags = [...loaded.tags, ...(requested.alsoTagged ?? [])];
        reply.header('cache-tag', tags.join(',')).header('surrogate-key', tags.join(' '));
      }
      // The first visitor gets the page streamed; the cache is filled by a render of its own. A
      // variant goes under its own key, and the default under the page's: the next visitor learns
      // there that the page has variants.
      if (key && shareable(loaded, reply)) {
        const ownKey = personalized ? variantKeyOf(key, personalized.choice) : key;
        fill(ownKey, loaded, request.log);
        if (ownKey !== key) fill(key, asDefault(loaded), request.log);
      }
      if (personalized && !editor) markVisitor(request, reply, target);
      return reply
        .status(loaded.status)
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', editor ? PRIVATE_CACHE_CONTROL : cacheControlOf(loaded))
        .header(
          'server-timing',
          `${serverTiming(loaded.cmsMs, worstCacheStatus(loaded.statuses), rendered.renderMs)}, page;desc="${key ? 'miss' : 'bypass'}"${timing ? `, ${timing}` : ''}`,
        )
        .header('accept-ch', ACCEPT_CH)
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
  tags: Set<string>,
): T {
  if (result.status === 'fulfilled') {
    statuses.push(result.value.cache);
    for (const tag of result.value.tags) tags.add(tag);
    return result.value.data;
  }
  request.log.warn({ err: result.reason }, `CMS ${what} unavailable; rendering without it`);
  return fallback;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: unknown, lang: 'en' | 'ar' = 'en'): FastifyReply {
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

/** A page's variants (issue 29), when its layout carries any and its route has an item id. */
function variantsOf(layout: LayoutServiceData): PageVariants | undefined {
  const variantIds = layoutVariantIds(layout);
  const pageId = layout.sitecore?.route?.itemId;
  return variantIds.length > 0 && typeof pageId === 'string' && pageId !== '' ? { pageId, variantIds } : undefined;
}

/** The variant an editor asks for (`sc_variant`, as Sitecore Pages asks; ids separated by commas), else the default. */
function editorChoice(request: FastifyRequest, variantIds: readonly string[]): VariantChoice {
  const asked = (request.query as Record<string, unknown> | undefined)?.sc_variant;
  const ids = typeof asked === 'string' ? asked.split(',').map((id) => id.trim()) : [];
  return choiceOf(ids, variantIds);
}

/** Host names that are this site's own: a referrer from them is a visitor moving within the site. */
function ownHostsOf(request: FastifyRequest, target: PageTarget): string[] {
  return [hostNameOf(request.headers.host), new URL(target.site.publicUrl).hostname.toLowerCase()];
}

/** A choice from its key (choiceKey: `{page variant}+{component variant}…`); the default for none. */
function choiceFromKey(key: string | undefined): VariantChoice {
  const [variantId, ...componentVariantIds] = (key ?? '').split('+');
  return variantId ? { variantId, componentVariantIds } : DEFAULT_CHOICE;
}

/** Whether a loaded page is the variant a key names (the content may have dropped it since). */
function rendersChoice(loaded: Pick<LoadedPage, 'personalized'>, choice: VariantChoice): boolean {
  return choiceKey(loaded.personalized?.choice ?? DEFAULT_CHOICE) === choiceKey(choice);
}

/** A variant's page cache key: the page's own for the default, with the variant after it otherwise. */
function variantKeyOf(key: string, choice: VariantChoice): string {
  return isDefault(choice) ? key : `${key}${VARIANT_KEY_SEPARATOR}${choiceKey(choice)}`;
}

function isDefault(choice: VariantChoice): boolean {
  return choice.variantId === DEFAULT_VARIANT && choice.componentVariantIds.length === 0;
}

/** The locale that shows a language's pages: `ar` for Arabic, the unprefixed one for the rest (English). */
function localeOfLanguage(language: string): Locale {
  return language.toLowerCase() === 'ar' ? 'ar' : DEFAULT_LOCALE;
}

/** The site's languages for its alternate links, when it lacks one of the host's. */
function siteLanguagesOf(site: RequestSite): Pick<PageContext, 'siteLanguages'> {
  const languages = PREFIXED_LOCALES.filter((language) => site.languages.includes(language));
  return languages.length < PREFIXED_LOCALES.length ? { siteLanguages: languages } : {};
}

/** No layout: a language the site lacks is a not-found page, purged with the site list. */
async function noLayout(): Promise<CmsResult<LayoutServiceData | null>> {
  return { data: null, tags: [SITES_TAG], ms: 0, cache: 'hit' };
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
