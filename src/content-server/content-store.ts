/**
 * The sample content, read from `content/` once at start and kept in memory (content/README.md
 * describes the files). Nothing here touches the disk after `loadContent` resolves, so answers
 * never depend on the file system at request time and media lookups cannot be steered outside
 * `content/media/` (they are keys of a map, not paths).
 */
import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RouteData } from '../cms/types.ts';
import { ContentServerError } from './errors.ts';
import { parseRules, type PersonalizeRule } from './personalize-rules.ts';
import { placeholdersVariantIds } from '../lib/personalize-layout.ts';
import { parseRedirects, type SiteRedirect } from './site-redirects.ts';
import { itemIdOf } from '../lib/item-id.ts';

/** Stands for the content server's own origin in served content (docs/cms-protocol.md). */
export const ORIGIN_TOKEN = '%CONTENT_ORIGIN%';

export interface SiteDefinition {
  name: string;
  /** Sitecore path of the site root, e.g. /sitecore/content/ports-group */
  rootPath: string;
  /** Name of the home item under the root; routes live under `${rootPath}/${startItem}`. */
  startItem: string;
  languages: string[];
  defaultLanguage: string;
  notFoundPagePath: string | null;
  serverErrorPagePath: string | null;
  /** The robots.txt text editors maintain (Edge's `siteInfo.robots`); null when there is none. */
  robots: string | null;
  /** The llms.txt text editors maintain (Edge's `siteInfo.llmsTxt`); null when there is none. */
  llmsTxt: string | null;
  /** The CMS-managed redirects in file order (Edge's `siteInfo.redirects`); empty when the file lists none. */
  redirects: readonly SiteRedirect[];
  /**
   * Sitecore's site Host name (Edge's `siteInfoCollection.hostname`): the hosts a render host
   * resolves to this site, `|`-separated, `*` a wildcard. '*' (the default): any host, which is
   * what a render host served under any name needs.
   */
  hostname: string;
  /**
   * Sitecore's Target host name and Scheme: the public host (with port when not the scheme's
   * default) the published sitemap names its pages on. null: taken from `hostname` when that is a
   * single plain host, else no sitemap is published (as SXA publishes none without a host).
   */
  targetHostname: string | null;
  scheme: 'http' | 'https';
  /** SXA's "Maximum number of pages per sitemap": above it the sitemap is split into numbered files. */
  maxPagesPerSitemap: number;
}

export interface StoredRoute {
  /** The route path as the site addresses it: '/', '/about', '/solutions/logistics'. */
  path: string;
  /** Sitecore item path: /sitecore/content/ports-group/Home/about */
  itemPath: string;
  route: RouteData;
  /** `route` serialised once, spliced into REST answers. */
  json: string;
  /**
   * The experience keys of the route's placeholders, page variants first, each once, in order of
   * first appearance: Edge's `personalization { variantIds }` (personalize-rules.ts).
   */
  variantIds: readonly string[];
}

/** A plain content item (site settings, a form definition) as GraphQL's `item(path, language)` reads it. */
export interface StoredItem {
  id: string;
  name: string;
  /** Shown by editors; the name when the file gives none. */
  displayName?: string;
  path: string;
  templateName: string;
  /** The template's id, when the file gives one (plain items under `items/`). */
  templateId?: string;
  /** Sitecore's `__Sortorder`: children list by it, then by name (0 when the file gives none). */
  sortOrder?: number;
  fields: Record<string, unknown>;
}

export interface LanguageContent {
  routes: Map<string, StoredRoute>;
  /** Phrases in file order (GraphQL paging walks this order). */
  dictionary: ReadonlyArray<readonly [string, string]>;
  settings: StoredItem | null;
  /**
   * Form definitions (`{language}/forms/*.json`, template `Form`): plain items, not pages, keyed
   * by their item id (normalised); GraphQL's `item(path)` finds them by id or item path.
   */
  forms: Map<string, StoredItem>;
  /**
   * Items' last-updated values (`{language}/updated.json`: `{ "<route path>": "20261101T093000Z" }`),
   * by route key: what GraphQL answers as a route item's `__Updated` field. Empty without the file.
   */
  updated: Map<string, string>;
  /**
   * Plain content items that are not pages (`.json` files at any depth under `{language}/items/`: tools, tags, filter
   * types, folders), keyed by their item id (normalised), in file order. GraphQL's `item(path)`
   * finds them by id or item path, and `children` lists them under their parent's path.
   */
  items: Map<string, StoredItem>;
}

export interface SiteContent {
  definition: SiteDefinition;
  languages: Map<string, LanguageContent>;
  /**
   * The personalisation rules of `personalize.json` (docs/personalisation.md) that were well formed
   * and name a variant their page carries, in file order (their priority). Empty without the file.
   */
  personalizeRules: readonly PersonalizeRule[];
}

/** Where the loader reports what it left out (the server's logger; silent when none is given). */
export type ContentWarning = (fields: Record<string, unknown>, message: string) => void;

export interface MediaFile {
  body: Buffer;
  contentType: string;
  etag: string;
}

export interface ContentStore {
  /** The content server's own origin, which published files (the sitemaps) are addressed on. */
  origin: string;
  /**
   * The render host's public origin when the server was told it: the sitemaps then name their
   * pages on it instead of each site's target host name (an operator setting Target host name).
   */
  publicUrl: string | null;
  /** The render host's public origin of each site it names, by lower-case site name (sitemap-files.ts). */
  publicUrls: Record<string, string>;
  sites: Map<string, SiteContent>;
  /** News feeds by language, already shaped `{ channel: { item: [...] } }`. */
  newsFeeds: Map<string, NewsFeed>;
  /** Media by lower-cased path relative to content/media, with forward slashes. */
  media: Map<string, MediaFile>;
}

export interface NewsFeed {
  channel: { item: unknown[]; [key: string]: unknown };
  [key: string]: unknown;
}

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.woff2': 'font/woff2',
};

export function mediaContentType(fileName: string): string {
  return CONTENT_TYPES[path.extname(fileName).toLowerCase()] ?? 'application/octet-stream';
}

/** The sitemap protocol's limit of URLs per file, and SXA's split size when a site names none. */
export const SITEMAP_PROTOCOL_MAX_URLS = 50_000;

/**
 * Reads the whole content folder and replaces ORIGIN_TOKEN in every JSON string with `origin`.
 * `publicUrl`: see ContentStore.publicUrl (an http(s) origin without path).
 */
export async function loadContent(
  contentDir: string,
  origin: string,
  publicUrl: string | null = null,
  publicUrls: Record<string, string> = {},
  warn: ContentWarning = () => undefined,
): Promise<ContentStore> {
  const store: ContentStore = { origin, publicUrl, publicUrls, sites: new Map(), newsFeeds: new Map(), media: new Map() };
  const sitesDir = path.join(contentDir, 'sites');
  for (const siteName of await listDirectories(sitesDir)) {
    const site = await loadSite(path.join(sitesDir, siteName), siteName, origin, warn);
    store.sites.set(site.definition.name, site);
  }
  if (store.sites.size === 0) {
    throw new ContentServerError('CONTENT_INVALID_FILE', `no site in ${sitesDir} (expected sites/{name}/site.json)`);
  }
  for (const file of await listFiles(path.join(contentDir, 'feeds'))) {
    const match = /^news-([a-z]{2}(?:-[a-z]{2})?)\.json$/i.exec(path.basename(file));
    if (!match?.[1]) continue;
    const feed = await readJson(file, origin);
    if (!isRecord(feed) || !isRecord(feed.channel) || !Array.isArray(feed.channel.item)) {
      throw new ContentServerError('CONTENT_INVALID_FILE', `${file}: expected { "channel": { "item": [...] } }`);
    }
    store.newsFeeds.set(match[1].toLowerCase(), feed as NewsFeed);
  }
  const mediaDir = path.join(contentDir, 'media');
  for (const file of await listFiles(mediaDir, true)) {
    const body = await readFile(file);
    const key = path.relative(mediaDir, file).split(path.sep).join('/').toLowerCase();
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    store.media.set(key, { body, contentType: mediaContentType(file), etag });
  }
  return store;
}

async function loadSite(siteDir: string, folderName: string, origin: string, warn: ContentWarning): Promise<SiteContent> {
  const definitionFile = path.join(siteDir, 'site.json');
  const definition = parseSiteDefinition(await readJson(definitionFile, origin), folderName, definitionFile);
  const languages = new Map<string, LanguageContent>();
  for (const language of definition.languages) {
    const languageDir = path.join(siteDir, language);
    const routesDir = path.join(languageDir, 'routes');
    const partials = await loadPartialDesigns(path.join(languageDir, 'partials'), origin);
    const routes = new Map<string, StoredRoute>();
    for (const file of await listFiles(routesDir, true)) {
      if (!file.endsWith('.json')) continue;
      const route = await readJson(file, origin);
      if (!isRecord(route) || typeof route.name !== 'string' || !isRecord(route.placeholders)) {
        throw new ContentServerError('CONTENT_INVALID_FILE', `${file}: a route needs a "name" and "placeholders"`);
      }
      applyPartialDesigns(route.placeholders, partials);
      const routePath = routePathOfFile(path.relative(routesDir, file));
      const stored: StoredRoute = {
        path: routePath,
        itemPath: itemPathOf(definition, routePath),
        route: deepFreeze(route) as RouteData,
        json: JSON.stringify(route),
        variantIds: Object.freeze(placeholdersVariantIds(route.placeholders)),
      };
      routes.set(routeKey(routePath), stored);
    }
    languages.set(language, {
      routes,
      dictionary: await loadDictionary(path.join(languageDir, 'dictionary.json'), origin),
      settings: await loadSettings(path.join(languageDir, 'settings.json'), origin),
      forms: await loadForms(path.join(languageDir, 'forms'), origin),
      updated: await loadUpdated(path.join(languageDir, 'updated.json'), origin),
      items: await loadItems(path.join(languageDir, 'items'), origin),
    });
  }
  const personalizeRules = await loadPersonalizeRules(path.join(siteDir, 'personalize.json'), origin, definition.name, languages, warn);
  return { definition, languages, personalizeRules };
}

/**
 * A site's personalisation rules (`personalize.json`, optional). A rule that is malformed, or whose
 * variant id its page does not carry as an experience key in any language of the site, is left out
 * with a warning; the rest keep their order.
 */
async function loadPersonalizeRules(
  file: string,
  origin: string,
  siteName: string,
  languages: Map<string, LanguageContent>,
  warn: ContentWarning,
): Promise<readonly PersonalizeRule[]> {
  const raw = await readJsonIfPresent(file, origin);
  if (raw === undefined) return [];
  let parsed: ReturnType<typeof parseRules>;
  try {
    parsed = parseRules(raw);
  } catch (error) {
    throw new ContentServerError('CONTENT_INVALID_FILE', `${file}: ${(error as Error).message}`);
  }
  for (const { index, id, name, reason } of parsed.rejected) {
    warn({ file, site: siteName, index, variantId: id, name }, `personalisation: rule left out: ${reason}`);
  }
  const kept = parsed.rules.filter((rule) => {
    const carried = new Set<string>();
    let found = false;
    for (const language of languages.values()) {
      for (const stored of language.routes.values()) {
        if (typeof stored.route.itemId !== 'string' || normalizeItemId(stored.route.itemId) !== rule.page) continue;
        found = true;
        for (const id of stored.variantIds) carried.add(id);
      }
    }
    if (carried.has(rule.id)) return true;
    const reason = found ? `the page ${rule.page} carries no experience ${rule.id}` : `no page of the site has the id ${rule.page}`;
    warn({ file, site: siteName, variantId: rule.id, name: rule.name }, `personalisation: rule left out: ${reason}`);
    return false;
  });
  return deepFreeze(kept);
}

/**
 * SXA partial designs: `partials/{placeholder}.json` holds the renderings every page shows in that
 * placeholder (the header in `headless-header`, the footer in `headless-footer`), as Sitecore
 * merges a page design's partials into each route's layout. A route that fills the placeholder
 * itself keeps its own.
 */
async function loadPartialDesigns(dir: string, origin: string): Promise<Map<string, unknown[]>> {
  const partials = new Map<string, unknown[]>();
  for (const file of await listFiles(dir)) {
    if (!file.endsWith('.json')) continue;
    const renderings = await readJson(file, origin);
    if (!Array.isArray(renderings)) {
      throw new ContentServerError('CONTENT_INVALID_FILE', `${file}: a partial design is an array of renderings`);
    }
    partials.set(path.basename(file, '.json'), renderings);
  }
  return partials;
}

function applyPartialDesigns(placeholders: Record<string, unknown>, partials: Map<string, unknown[]>): void {
  for (const [name, renderings] of partials) {
    const own = placeholders[name];
    if (!Array.isArray(own) || own.length === 0) placeholders[name] = renderings;
  }
}

function parseSiteDefinition(raw: unknown, folderName: string, file: string): SiteDefinition {
  if (!isRecord(raw)) throw new ContentServerError('CONTENT_INVALID_FILE', `${file}: expected an object`);
  const languages = Array.isArray(raw.languages) ? raw.languages.filter((l) => typeof l === 'string') : [];
  const name = typeof raw.name === 'string' ? raw.name : folderName;
  if (languages.length === 0) {
    throw new ContentServerError('CONTENT_INVALID_FILE', `${file}: "languages" must list at least one language`);
  }
  const text = (key: string, fallback: string | null): string | null => (typeof raw[key] === 'string' ? raw[key] : fallback);
  return {
    name,
    rootPath: text('rootPath', `/sitecore/content/${name}`) ?? `/sitecore/content/${name}`,
    startItem: text('startItem', 'Home') ?? 'Home',
    languages,
    defaultLanguage: text('defaultLanguage', languages[0] ?? 'en') ?? 'en',
    notFoundPagePath: text('notFoundPagePath', null),
    serverErrorPagePath: text('serverErrorPagePath', null),
    robots: text('robots', null),
    llmsTxt: text('llmsTxt', null),
    redirects: deepFreeze(parseRedirects(raw.redirects, languages, file)),
    ...parseHosting(raw, file),
  };
}

/**
 * The site's host settings. Checked here so a typo stops the load with the file named instead of
 * publishing a sitemap on a host that cannot exist.
 */
function parseHosting(raw: Record<string, unknown>, file: string): Pick<SiteDefinition, 'hostname' | 'targetHostname' | 'scheme' | 'maxPagesPerSitemap'> {
  const hostname = raw.hostname ?? '*';
  // Host patterns as Sitecore's site resolver reads them: names, '*' wildcards, ports, separated by | , or ;
  if (typeof hostname !== 'string' || !/^[a-z0-9.*:-]+(?:\s*[|,;]\s*[a-z0-9.*:-]+)*$/i.test(hostname.trim())) {
    throw new ContentServerError(
      'CONTENT_INVALID_FILE',
      `${file}: "hostname" must be host names or patterns ('*', 'www.example.com', '*.example.com|example.com')`,
    );
  }
  const target = raw.targetHostname ?? null;
  if (target !== null && (typeof target !== 'string' || !isPlainHost(target))) {
    throw new ContentServerError(
      'CONTENT_INVALID_FILE',
      `${file}: "targetHostname" must be a host name, with a port if needed ('www.example.com', 'localhost:3000')`,
    );
  }
  const scheme = raw.scheme ?? 'https';
  if (scheme !== 'http' && scheme !== 'https') {
    throw new ContentServerError('CONTENT_INVALID_FILE', `${file}: "scheme" must be "http" or "https"`);
  }
  const max = raw.maxPagesPerSitemap ?? SITEMAP_PROTOCOL_MAX_URLS;
  if (typeof max !== 'number' || !Number.isInteger(max) || max < 1 || max > SITEMAP_PROTOCOL_MAX_URLS) {
    throw new ContentServerError('CONTENT_INVALID_FILE', `${file}: "maxPagesPerSitemap" must be a whole number from 1 to ${SITEMAP_PROTOCOL_MAX_URLS}`);
  }
  return { hostname: hostname.trim(), targetHostname: target, scheme, maxPagesPerSitemap: max };
}

/** A host name with an optional port and nothing else: no scheme, path, credentials or wildcard. */
export function isPlainHost(value: string): boolean {
  if (!/^[a-z0-9.-]+(?::\d{1,5})?$/i.test(value)) return false;
  try {
    return new URL(`http://${value}`).host === value.toLowerCase();
  } catch {
    return false;
  }
}

async function loadDictionary(file: string, origin: string): Promise<Array<readonly [string, string]>> {
  const raw = await readJsonIfPresent(file, origin);
  if (raw === undefined) return [];
  if (!isRecord(raw)) throw new ContentServerError('CONTENT_INVALID_FILE', `${file}: expected { "key": "phrase" }`);
  return Object.entries(raw).map(([key, value]) => {
    if (typeof value !== 'string') {
      throw new ContentServerError('CONTENT_INVALID_FILE', `${file}: the phrase of "${key}" is not a string`);
    }
    return [key, value] as const;
  });
}

async function loadUpdated(file: string, origin: string): Promise<Map<string, string>> {
  const raw = await readJsonIfPresent(file, origin);
  if (raw === undefined) return new Map();
  if (!isRecord(raw)) throw new ContentServerError('CONTENT_INVALID_FILE', `${file}: expected { "<route path>": "<value>" }`);
  return new Map(
    Object.entries(raw).map(([routePath, value]) => {
      if (typeof value !== 'string') {
        throw new ContentServerError('CONTENT_INVALID_FILE', `${file}: the value of "${routePath}" is not a string`);
      }
      return [routeKey(routePath), value] as const;
    }),
  );
}

async function loadSettings(file: string, origin: string): Promise<StoredItem | null> {
  const raw = await readJsonIfPresent(file, origin);
  if (raw === undefined) return null;
  if (!isRecord(raw) || typeof raw.path !== 'string' || typeof raw.id !== 'string' || !isRecord(raw.fields)) {
    throw new ContentServerError('CONTENT_INVALID_FILE', `${file}: a settings item needs "id", "path" and "fields"`);
  }
  return deepFreeze({
    id: raw.id,
    name: typeof raw.name === 'string' ? raw.name : path.posix.basename(raw.path),
    path: raw.path,
    templateName: typeof raw.templateName === 'string' ? raw.templateName : '',
    fields: raw.fields,
  });
}

/**
 * Form definitions: one plain item per file (the forms contract, section 1), `{ id, path, name,
 * templateName: 'Form', fields }`. An id or path used twice in one language is a content error.
 */
async function loadForms(dir: string, origin: string): Promise<Map<string, StoredItem>> {
  const forms = new Map<string, StoredItem>();
  const paths = new Set<string>();
  for (const file of await listFiles(dir)) {
    if (!file.endsWith('.json')) continue;
    const raw = await readJson(file, origin);
    const id = isRecord(raw) && typeof raw.id === 'string' ? normalizeItemId(raw.id) : null;
    if (!isRecord(raw) || id === null || typeof raw.path !== 'string' || !raw.path.startsWith('/') || !isRecord(raw.fields)) {
      throw new ContentServerError('CONTENT_INVALID_FILE', `${file}: a form item needs an "id" (a GUID), a "path" and "fields"`);
    }
    if (forms.has(id) || paths.has(routeKey(raw.path))) {
      throw new ContentServerError('CONTENT_INVALID_FILE', `${file}: another form has the id ${id} or the path ${raw.path}`);
    }
    const name = typeof raw.name === 'string' ? raw.name : path.posix.basename(raw.path);
    forms.set(
      id,
      deepFreeze({
        id: raw.id as string,
        name,
        displayName: typeof raw.displayName === 'string' ? raw.displayName : name,
        path: raw.path,
        templateName: typeof raw.templateName === 'string' ? raw.templateName : 'Form',
        fields: raw.fields,
      }),
    );
    paths.add(routeKey(raw.path));
  }
  return forms;
}

/**
 * Plain items (docs/people-and-resources.md): one item per file anywhere under `items/`,
 * `{ id, name, displayName, path, templateName, templateId, sortOrder?, fields }`. An id or path
 * used twice in one language is a content error.
 */
async function loadItems(dir: string, origin: string): Promise<Map<string, StoredItem>> {
  const items = new Map<string, StoredItem>();
  const paths = new Set<string>();
  for (const file of await listFiles(dir, true)) {
    if (!file.endsWith('.json')) continue;
    const raw = await readJson(file, origin);
    const id = isRecord(raw) && typeof raw.id === 'string' ? normalizeItemId(raw.id) : null;
    if (!isRecord(raw) || id === null || typeof raw.path !== 'string' || !raw.path.startsWith('/') || !isRecord(raw.fields)) {
      throw new ContentServerError('CONTENT_INVALID_FILE', `${file}: an item needs an "id" (a GUID), a "path" and "fields"`);
    }
    if (items.has(id) || paths.has(routeKey(raw.path))) {
      throw new ContentServerError('CONTENT_INVALID_FILE', `${file}: another item has the id ${id} or the path ${raw.path}`);
    }
    const name = typeof raw.name === 'string' ? raw.name : path.posix.basename(raw.path);
    const item: StoredItem = {
      id: raw.id as string,
      name,
      displayName: typeof raw.displayName === 'string' ? raw.displayName : name,
      path: raw.path,
      templateName: typeof raw.templateName === 'string' ? raw.templateName : '',
      fields: raw.fields,
    };
    if (typeof raw.templateId === 'string') item.templateId = raw.templateId;
    if (typeof raw.sortOrder === 'number' && Number.isFinite(raw.sortOrder)) item.sortOrder = raw.sortOrder;
    items.set(id, deepFreeze(item));
    paths.add(routeKey(raw.path));
  }
  return items;
}

/**
 * The pages of a site in one language that anyone may find (route lists, sitemaps), sorted by path
 * so paging cursors stay valid between calls: every route but the configured error pages.
 */
export function listedRoutes(site: SiteContent, language: LanguageContent): StoredRoute[] {
  const { definition } = site;
  const errorPages = new Set(
    [definition.notFoundPagePath, definition.serverErrorPagePath].flatMap((routePath) => {
      const stored = routePath !== null ? findRoute(site, language, routePath) : undefined;
      return stored ? [stored] : [];
    }),
  );
  return [...language.routes.values()].filter((stored) => !errorPages.has(stored)).sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}

/** A plain item of one language by item id (any spelling) or item path (any case). */
export function findStoredItem(language: LanguageContent, item: string): StoredItem | undefined {
  const id = normalizeItemId(item);
  if (id !== null) return language.items.get(id);
  const key = routeKey(item);
  for (const stored of language.items.values()) if (routeKey(stored.path) === key) return stored;
  return undefined;
}

/** The item path of an item's parent ('' for a root). */
export function parentPathOf(itemPath: string): string {
  const key = routeKey(itemPath);
  const cut = key.lastIndexOf('/');
  return cut <= 0 ? '' : key.slice(0, cut);
}

/** A form item of one language by item id (any spelling) or item path (any case). */
export function findForm(language: LanguageContent, item: string): StoredItem | undefined {
  const id = normalizeItemId(item);
  if (id !== null) return language.forms.get(id);
  const key = routeKey(item);
  for (const form of language.forms.values()) if (routeKey(form.path) === key) return form;
  return undefined;
}

/** routes/home.json is '/', routes/about.json '/about', routes/solutions/logistics.json '/solutions/logistics'. */
export function routePathOfFile(relativeFile: string): string {
  const withoutExtension = relativeFile
    .replace(/\.json$/i, '')
    .split(path.sep)
    .join('/');
  return withoutExtension === 'home' ? '/' : `/${withoutExtension}`;
}

function itemPathOf(site: SiteDefinition, routePath: string): string {
  const home = `${site.rootPath}/${site.startItem}`;
  return routePath === '/' ? home : `${home}${routePath}`;
}

/**
 * The map key of a route path: Sitecore resolves item paths case-insensitively and ignores a
 * trailing slash and doubled slashes.
 */
export function routeKey(routePath: string): string {
  const collapsed = `/${routePath.trim()}`.replace(/\/{2,}/g, '/').replace(/\/+$/, '');
  return (collapsed || '/').toLowerCase();
}

/** A Sitecore item id in any of its spellings ({GUID}, GUID, N format), lower-case with dashes; null when it is not one. */
export function normalizeItemId(raw: string): string | null {
  return itemIdOf(raw) ?? null;
}

/**
 * Finds a route the way the Layout Service resolves its `item` parameter: a path relative to the
 * site's home ('/about'), a full Sitecore item path, or an item id.
 */
export function findRoute(site: SiteContent, language: LanguageContent, item: string): StoredRoute | undefined {
  const id = normalizeItemId(item);
  if (id !== null) {
    for (const stored of language.routes.values()) {
      if (typeof stored.route.itemId === 'string' && normalizeItemId(stored.route.itemId) === id) return stored;
    }
    return undefined;
  }
  const key = routeKey(item);
  const home = routeKey(`${site.definition.rootPath}/${site.definition.startItem}`);
  if (key === home) return language.routes.get('/');
  if (key.startsWith(`${home}/`)) return language.routes.get(key.slice(home.length));
  return language.routes.get(key);
}

async function listDirectories(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(ignoreMissing);
  return entries
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

async function listFiles(dir: string, recursive = false): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(ignoreMissing);
  const files: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    if (entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    if (entry.isFile()) files.push(full);
    else if (recursive && entry.isDirectory()) files.push(...(await listFiles(full, true)));
  }
  return files;
}

function ignoreMissing(error: unknown): never[] {
  if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
  throw error;
}

async function readJsonIfPresent(file: string, origin: string): Promise<unknown> {
  try {
    return await readJson(file, origin);
  } catch (error) {
    if ((error as { cause?: NodeJS.ErrnoException }).cause?.code === 'ENOENT') return undefined;
    throw error;
  }
}

async function readJson(file: string, origin: string): Promise<unknown> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (cause) {
    throw new ContentServerError('CONTENT_INVALID_FILE', `${file}: cannot be read`, { cause });
  }
  try {
    // The token only ever sits inside JSON strings, so replacing it in the parsed strings keeps the
    // file's JSON valid whatever the origin looks like.
    return JSON.parse(text.replace(/^\uFEFF/, ''), (_key, value: unknown) =>
      typeof value === 'string' && value.includes(ORIGIN_TOKEN) ? value.replaceAll(ORIGIN_TOKEN, origin) : value,
    );
  } catch (cause) {
    throw new ContentServerError('CONTENT_INVALID_FILE', `${file}: not valid JSON (${(cause as Error).message})`, {
      cause,
    });
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
}
