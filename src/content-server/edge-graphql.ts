/**
 * The part of Sitecore Experience Edge's GraphQL schema the site uses (docs/cms-protocol.md: layout,
 * paged dictionary, site settings item, error pages, paged route list, robots, redirects, sitemap files,
 * site list with host names, personalization variants), executed for real by graphql-js so clients
 * send the same query text as to production and get the same answer shapes, errors included.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type DocumentNode,
  GraphQLError,
  type OperationDefinitionNode,
  type SelectionSetNode,
  buildSchema,
  execute,
  parse,
  specifiedRules,
  validate,
} from 'graphql';
import {
  type ContentStore,
  type LanguageContent,
  type SiteContent,
  type StoredItem,
  type StoredRoute,
  findForm,
  findRoute,
  findStoredItem,
  listedRoutes,
  parentPathOf,
  normalizeItemId,
  routeKey,
} from './content-store.ts';
import { ContentServerError } from './errors.ts';
import { EDGE_SEARCH_SDL, searchCandidates, searchPage, type SearchArgs } from './edge-search.ts';
import { type Answer, jsonAnswer, send } from './faults.ts';
import { layoutInMode, type PageMode } from './layout-service.ts';
import { type ContentServerState, isApiKey, queryString } from './server-state.ts';
import { sitemapFileUrls } from './sitemap-files.ts';

export const EDGE_GRAPHQL_PATH = '/sitecore/api/graph/edge';

/** Edge's largest page of a paged list (dictionary, routes); clients ask for less (500, 100). */
const MAX_PAGE_SIZE = 1000;

export const EDGE_SCHEMA_SDL = /* GraphQL */ `
  "Any JSON value: Layout Service JSON, a field's jsonValue."
  scalar JSON

  type Query {
    "The Layout Service answer for a route of a site, or null when the site is unknown."
    layout(site: String!, routePath: String!, language: String!): LayoutData
    site: Site
    "An item by Sitecore path or id, in one language; null when it has no version in that language. Items have one version here: any version names it."
    item(path: String!, language: String!, version: String): Item
  }

  type LayoutData {
    "The route's item, or null when the route does not exist."
    item: LayoutItem
  }

  type LayoutItem {
    "Layout Service JSON: { sitecore: { context, route } }"
    rendered: JSON
    "The route item's id, as Sitecore's PersonalizeService reads it."
    id: ID!
    version: Int!
    personalization: Personalization!
  }

  "The page's personalization variants (Sitecore's PersonalizeService and personalized site paths ask for them)."
  type Personalization {
    "Ids of the page's variants (page variants first, then component variants '<rendering uid>_<id>'); empty when the page is not personalized."
    variantIds: [String!]!
  }

  type Site {
    siteInfo(site: String!): SiteInfo
    siteInfoCollection: [SiteInfo!]!
  }

  type SiteInfo {
    name: String!
    rootPath: String!
    language: String!
    dictionary(language: String!, first: Int = 500, after: String): SiteDictionaryResults!
    errorHandling(language: String): ErrorPages
    "Every page of the site in a language, by path, paged; the error pages are left out."
    routes(language: String!, includedPaths: [String], excludedPaths: [String], first: Int = 10, after: String): SiteRouteResults!
    "The robots.txt text the site's editors maintain; null when it is empty."
    robots: String
    "The llms.txt text the site's editors maintain; null when it is empty."
    llmsTxt: String
    "The CMS-managed redirects (SXA redirect maps), in the order editors keep them; empty when there are none."
    redirects: [RedirectInfo!]!
    "The absolute URLs of the site's published sitemap files (sitemap.xml, or sitemap-1.xml … when split); empty when none is published."
    sitemap: [String!]!
    "The host names a render host resolves to this site ('|'-separated; '*' any host)."
    hostname: String!
  }

  type RedirectInfo {
    "A path ('/company') or a regular expression ('^/leadership/(.*)$'), as the editor wrote it."
    pattern: String!
    "A path on the site (regex groups as $1) or an absolute URL."
    target: String!
    "REDIRECT_301, REDIRECT_302 or SERVER_TRANSFER."
    redirectType: String!
    isQueryStringPreserved: Boolean!
    isLanguagePreserved: Boolean!
    "null for a rule of every language; a language for a rule of that language only."
    locale: String
  }

  type SiteRouteResults {
    total: Int!
    pageInfo: PageInfo!
    results: [SiteRoute!]!
  }

  type SiteRoute {
    "The path as the site addresses it: '/', '/about', '/solutions/logistics'."
    routePath: String!
    route: Item
  }

  type SiteDictionaryResults {
    total: Int!
    pageInfo: PageInfo!
    results: [DictionaryEntry!]!
  }

  type PageInfo {
    "Opaque; pass it as 'after' for the next page. Empty on the last page."
    endCursor: String!
    hasNext: Boolean!
  }

  type DictionaryEntry {
    key: String!
    value: String!
  }

  type ErrorPages {
    notFoundPage: Item
    notFoundPagePath: String
    serverErrorPage: Item
    serverErrorPagePath: String
  }

  type Item {
    id: ID!
    name: String!
    displayName: String
    path: String!
    language: ItemLanguage!
    template: ItemTemplate
    "Layout Service JSON of the item when it is a page, else null."
    rendered: JSON
    fields(ownFields: Boolean = false): [ItemField!]!
    field(name: String!): ItemField
    "The item's URL as the site addresses it (pages only; null for other items)."
    url: ItemUrl
    "The item's ancestors, nearest first, as Experience Edge lists them; optionally only pages (hasLayout) or only some templates."
    ancestors(hasLayout: Boolean, includeTemplateIDs: [String], excludeTemplateIDs: [String]): [Item!]!
    "The items right under this one (plain items, then pages), by sort order and name, paged."
    children(first: Int = 10, after: String): ItemChildrenResults!
    "A page's personalization variants; null for items that are not pages."
    personalization: Personalization
  }

  type ItemChildrenResults {
    total: Int!
    pageInfo: PageInfo!
    results: [Item!]!
  }

  type ItemUrl {
    "Path on the site, without host: '/', '/about', '/solutions/logistics'."
    path: String!
    "The URL; here the same path (the embedded server does not know the public host)."
    url: String!
    siteName: String
  }

  type ItemLanguage {
    name: String!
  }

  type ItemTemplate {
    name: String!
    id: ID
  }

  type ItemField {
    name: String!
    "The field as Layout Service JSON ({ value: ... }, or an item, or a list of items)."
    jsonValue: JSON
    "The raw value as text."
    value: String
  }
`;

export const edgeSchema = buildSchema(EDGE_SCHEMA_SDL + EDGE_SEARCH_SDL);

/** Resolver objects: graphql-js's default resolver calls functions with (args, context). */
function rootValue(store: ContentStore, mode: PageMode = 'normal'): Record<string, unknown> {
  return {
    layout: (args: { site: string; routePath: string; language: string }) => {
      const site = store.sites.get(args.site);
      if (!site) return null;
      const language = args.language.toLowerCase();
      const languageContent = site.languages.get(language);
      const stored = languageContent ? findRoute(site, languageContent, args.routePath) : undefined;
      if (!stored) return { item: null };
      return {
        item: {
          rendered: () => layoutInMode(site.definition.name, language, stored.path, stored, mode),
          id: stored.route.itemId ?? '',
          version: typeof stored.route.itemVersion === 'number' ? stored.route.itemVersion : 1,
          personalization: personalizationOf(stored),
        },
      };
    },
    site: () => ({
      siteInfo: (args: { site: string }) => {
        const site = store.sites.get(args.site);
        return site ? siteInfo(store, site) : null;
      },
      siteInfoCollection: () => [...store.sites.values()].map((site) => siteInfo(store, site)),
    }),
    item: (args: { path: string; language: string }) => findItem(store, args.path, args.language.toLowerCase(), mode),
    search: (args: SearchArgs) => searchPage(searchCandidates(store.sites.values()), args, (c) => routeItem(c.site, c.language, c.stored, mode)),
  };
}

function siteInfo(store: ContentStore, site: SiteContent): Record<string, unknown> {
  const { definition } = site;
  return {
    name: definition.name,
    rootPath: definition.rootPath,
    language: definition.defaultLanguage,
    dictionary: (args: { language: string; first: number; after?: string | null }) =>
      dictionaryPage(site.languages.get(args.language.toLowerCase()), args.first, args.after ?? null),
    routes: (args: RoutesArgs) => routesPage(site, args),
    robots: definition.robots?.trim() ? definition.robots : null,
    llmsTxt: definition.llmsTxt?.trim() ? definition.llmsTxt : null,
    redirects: definition.redirects,
    sitemap: () => sitemapFileUrls(store, site),
    hostname: definition.hostname,
    errorHandling: (args: { language?: string | null }) => {
      const language = (args.language ?? definition.defaultLanguage).toLowerCase();
      const languageContent = site.languages.get(language);
      const page = (routePath: string | null): Record<string, unknown> | null => {
        if (routePath === null || !languageContent) return null;
        const stored = findRoute(site, languageContent, routePath);
        return stored ? routeItem(site, language, stored) : null;
      };
      return {
        notFoundPage: page(definition.notFoundPagePath),
        notFoundPagePath: definition.notFoundPagePath,
        serverErrorPage: page(definition.serverErrorPagePath),
        serverErrorPagePath: definition.serverErrorPagePath,
      };
    },
  };
}

function dictionaryPage(languageContent: LanguageContent | undefined, first: number, after: string | null) {
  const { total, pageInfo, page } = pageOf(languageContent?.dictionary ?? [], first, after, 'dictionary');
  return { total, pageInfo, results: page.map(([key, value]) => ({ key, value })) };
}

interface RoutesArgs {
  language: string;
  includedPaths?: ReadonlyArray<string | null> | null;
  excludedPaths?: ReadonlyArray<string | null> | null;
  first: number;
  after?: string | null;
}

/**
 * The site's pages in one language, sorted by path so cursors stay valid between calls. The
 * configured error pages are not pages anyone should find (nor list in a sitemap). Included and
 * excluded paths match a route and everything under it, as route paths or Sitecore item paths.
 */
function routesPage(site: SiteContent, args: RoutesArgs) {
  const language = args.language.toLowerCase();
  const languageContent = site.languages.get(language);
  const { definition } = site;
  const home = routeKey(`${definition.rootPath}/${definition.startItem}`);
  const prefixes = (paths: RoutesArgs['includedPaths']): string[] =>
    (paths ?? []).flatMap((path) => {
      if (typeof path !== 'string' || path.trim() === '') return [];
      const key = routeKey(path);
      if (key === home) return ['/'];
      return [key.startsWith(`${home}/`) ? key.slice(home.length) : key];
    });
  const under = (key: string, prefix: string): boolean => prefix === '/' || key === prefix || key.startsWith(`${prefix}/`);
  const included = prefixes(args.includedPaths);
  const excluded = prefixes(args.excludedPaths);
  const routes = (languageContent ? listedRoutes(site, languageContent) : []).filter((stored) => {
    const key = routeKey(stored.path);
    return (included.length === 0 || included.some((p) => under(key, p))) && !excluded.some((p) => under(key, p));
  });
  const { total, pageInfo, page } = pageOf(routes, args.first, args.after ?? null, 'routes');
  return {
    total,
    pageInfo,
    results: page.map((stored) => ({ routePath: stored.path, route: () => routeItem(site, language, stored) })),
  };
}

/** One page of a list for `first` and `after`, with Edge's page info. */
function pageOf<T>(entries: readonly T[], first: number, after: string | null, list: string) {
  if (!Number.isInteger(first) || first < 1 || first > MAX_PAGE_SIZE) {
    throw new GraphQLError(`"first" must be between 1 and ${MAX_PAGE_SIZE}`);
  }
  const start = after ? decodeCursor(after, list) : 0;
  const page = entries.slice(start, start + first);
  const end = start + page.length;
  const hasNext = end < entries.length;
  return { total: entries.length, pageInfo: { endCursor: hasNext ? encodeCursor(end, list) : '', hasNext }, page };
}

/** Cursors are opaque to clients; ours name their list and carry the offset of the next entry. */
function encodeCursor(offset: number, list: string): string {
  return Buffer.from(`${list}:${offset}`).toString('base64url');
}

function decodeCursor(cursor: string, list: string): number {
  const match = /^([a-z]+):(\d{1,9})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (match?.[1] !== list || !match[2]) throw new GraphQLError(`Invalid cursor "${cursor}"`);
  return Number(match[2]);
}

/** Resolves `item(path, language)`: the settings item, a form definition or a route, by Sitecore path or item id. */
function findItem(store: ContentStore, itemPath: string, language: string, mode: PageMode): Record<string, unknown> | null {
  const id = normalizeItemId(itemPath);
  for (const site of store.sites.values()) {
    const languageContent = site.languages.get(language);
    if (!languageContent) continue;
    const settings = languageContent.settings;
    const isSettings = settings !== null && (id !== null ? normalizeItemId(settings.id) === id : routeKey(settings.path) === routeKey(itemPath));
    if (settings && isSettings) return plainItem(settings, language, site, mode);
    const form = findForm(languageContent, itemPath);
    if (form) return plainItem(form, language, site, mode);
    const stored = findStoredItem(languageContent, itemPath);
    if (stored) return plainItem(stored, language, site, mode);
    const root = routeKey(`${site.definition.rootPath}/${site.definition.startItem}`);
    const key = routeKey(itemPath);
    if (id === null && key !== root && !key.startsWith(`${root}/`)) continue;
    const route = findRoute(site, languageContent, itemPath);
    if (route) return routeItem(site, language, route, mode);
  }
  return null;
}

/**
 * A plain item (settings, a form definition, a stored item such as a tool or a tag): no layout,
 * no URL. With its site, it lists its children.
 */
function plainItem(settings: StoredItem, language: string, site?: SiteContent, mode: PageMode = 'normal'): Record<string, unknown> {
  return {
    id: settings.id,
    name: settings.name,
    displayName: settings.displayName ?? settings.name,
    path: settings.path,
    language: { name: language },
    template: { name: settings.templateName, id: settings.templateId ?? null },
    rendered: null,
    ancestors: () => [],
    children: (args: ChildrenArgs) => (site ? childrenPage(site, language, settings.path, args, mode) : emptyChildren()),
    ...fieldResolvers(settings.fields),
  };
}

interface ChildrenArgs {
  first: number;
  after?: string | null;
}

function emptyChildren() {
  return { total: 0, pageInfo: { endCursor: '', hasNext: false }, results: [] };
}

/**
 * Edge's `children`: the stored items and the pages whose item path's parent is `itemPath`,
 * ordered as Sitecore orders children (sort order, then name; pages have sort order 0), paged
 * with opaque cursors like the other lists.
 */
function childrenPage(site: SiteContent, language: string, itemPath: string, args: ChildrenArgs, mode: PageMode) {
  const languageContent = site.languages.get(language);
  if (!languageContent) return emptyChildren();
  const parent = routeKey(itemPath);
  type Child = { sortOrder: number; name: string; item: () => Record<string, unknown> };
  const children: Child[] = [];
  for (const stored of languageContent.items.values()) {
    if (parentPathOf(stored.path) === parent) {
      children.push({ sortOrder: stored.sortOrder ?? 0, name: stored.name, item: () => plainItem(stored, language, site, mode) });
    }
  }
  for (const stored of languageContent.routes.values()) {
    if (parentPathOf(stored.itemPath) === parent) {
      children.push({ sortOrder: 0, name: stored.route.name ?? '', item: () => routeItem(site, language, stored, mode) });
    }
  }
  children.sort(
    (a, b) => a.sortOrder - b.sortOrder || (a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0),
  );
  const { total, pageInfo, page } = pageOf(children, args.first, args.after ?? null, 'children');
  return { total, pageInfo, results: page.map((child) => child.item()) };
}

function routeItem(site: SiteContent, language: string, stored: StoredRoute, mode: PageMode = 'normal'): Record<string, unknown> {
  const { route } = stored;
  return {
    id: route.itemId ?? '',
    name: route.name ?? '',
    displayName: route.displayName ?? route.name ?? '',
    path: stored.itemPath,
    language: { name: language },
    template: { name: route.templateName ?? '', id: route.templateId ?? null },
    url: { path: stored.path, url: stored.path, siteName: site.definition.name },
    ancestors: (args: AncestorArgs) => ancestorsOf(site, language, stored, args, mode),
    children: (args: ChildrenArgs) => childrenPage(site, language, stored.itemPath, args, mode),
    personalization: personalizationOf(stored),
    // A thunk: route lists select items by the hundred and rarely want their layout.
    rendered: () => layoutInMode(site.definition.name, language, stored.path, stored, mode),
    ...fieldResolvers(route.fields ?? {}, site.languages.get(language)?.updated.get(routeKey(stored.path))),
  };
}

/**
 * The variant ids Sitecore keeps for a personalized page: every experience key in the stored
 * route's placeholders, page variants first (content-store's `variantIds`, docs/personalisation.md).
 * Empty for a page without experiences, on which the SDK renders the default variant.
 */
function personalizationOf(stored: StoredRoute): { variantIds: string[] } {
  return { variantIds: [...stored.variantIds] };
}

interface AncestorArgs {
  hasLayout?: boolean | null;
  includeTemplateIDs?: ReadonlyArray<string | null> | null;
  excludeTemplateIDs?: ReadonlyArray<string | null> | null;
}

/**
 * Edge's `ancestors`: the pages above this one, nearest first (parent, grandparent … home). Every
 * stored route is a page with a layout, so `hasLayout` keeps them all; the items above the home
 * page (site and tenant folders) have no layout and are not stored, so they never appear.
 * Template filters compare ids in any GUID spelling.
 */
function ancestorsOf(site: SiteContent, language: string, stored: StoredRoute, args: AncestorArgs, mode: PageMode): Record<string, unknown>[] {
  const languageContent = site.languages.get(language);
  if (!languageContent || stored.path === '/') return [];
  const ids = (list: AncestorArgs['includeTemplateIDs']) =>
    (list ?? []).flatMap((id) => (typeof id === 'string' ? [normalizeItemId(id) ?? id.toLowerCase()] : []));
  const include = ids(args.includeTemplateIDs);
  const exclude = ids(args.excludeTemplateIDs);
  const segments = stored.path.split('/').filter(Boolean);
  const paths = segments
    .slice(0, -1)
    .map((_, i) => `/${segments.slice(0, i + 1).join('/')}`)
    .reverse();
  paths.push('/');
  return paths.flatMap((path) => {
    const ancestor = languageContent.routes.get(routeKey(path));
    if (!ancestor) return [];
    const templateId = typeof ancestor.route.templateId === 'string' ? (normalizeItemId(ancestor.route.templateId) ?? '') : '';
    if (include.length > 0 && !include.includes(templateId)) return [];
    if (exclude.includes(templateId)) return [];
    return [routeItem(site, language, ancestor, mode)];
  });
}

/**
 * `fields` and `field(name)`. `updated`: the item's `__Updated` standard field (content-store's
 * `updated.json`), which `field(name: "__Updated")` answers when the item has one.
 */
function fieldResolvers(fields: Record<string, unknown>, updated?: string): Record<string, unknown> {
  const list = Object.entries(fields).map(([name, jsonValue]) => ({ name, jsonValue, value: rawValue(jsonValue) }));
  const standard = updated === undefined ? [] : [{ name: '__Updated', jsonValue: { value: updated }, value: updated }];
  return {
    fields: () => list,
    field: (args: { name: string }) => [...list, ...standard].find((field) => field.name.toLowerCase() === args.name.toLowerCase()) ?? null,
  };
}

/** Edge's `value`: the stored text, which for complex fields is not what a client should parse. */
function rawValue(jsonValue: unknown): string | null {
  const value = (jsonValue as { value?: unknown } | null)?.value;
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export interface GraphqlRequest {
  document: DocumentNode;
  variables: Record<string, unknown> | undefined;
  operationName: string | undefined;
  /** Whether the operation asks for `layout`, so layout faults apply to it. */
  selectsLayout: boolean;
}

/** Checks a POST body and parses and validates its query; a bad request gives its 400 answer. */
export function prepareGraphqlRequest(body: unknown): GraphqlRequest | Answer {
  if (typeof body !== 'object' || body === null || typeof (body as { query?: unknown }).query !== 'string') {
    return graphqlErrors(400, [new GraphQLError('The body must be JSON with a "query" string')]);
  }
  const { query, variables, operationName } = body as { query: string; variables?: unknown; operationName?: unknown };
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return graphqlErrors(400, [new GraphQLError('"variables" must be an object')]);
  }
  let document: DocumentNode;
  try {
    document = parse(query);
  } catch (error) {
    return graphqlErrors(400, [error instanceof GraphQLError ? error : new GraphQLError(String(error))]);
  }
  const errors = validate(edgeSchema, document, specifiedRules);
  if (errors.length > 0) return graphqlErrors(400, errors);
  const name = typeof operationName === 'string' ? operationName : undefined;
  return {
    document,
    variables: (variables ?? undefined) as Record<string, unknown> | undefined,
    operationName: name,
    selectsLayout: selectsRootField(document, name, 'layout'),
  };
}

/** `mode`: the page mode the editing headers asked for (`sc_editMode`, `sc_previewMode`). */
export async function executeGraphql(store: ContentStore, request: GraphqlRequest, mode: PageMode = 'normal'): Promise<Answer> {
  const result = await execute({
    schema: edgeSchema,
    document: request.document,
    rootValue: rootValue(store, mode),
    variableValues: request.variables,
    operationName: request.operationName,
  });
  // No data at all means the request itself was wrong (bad variables, unknown operation).
  return jsonAnswer(result.data === undefined ? 400 : 200, result);
}

function graphqlErrors(status: number, errors: readonly GraphQLError[]): Answer {
  return jsonAnswer(status, { errors: errors.map((error) => error.toJSON()) });
}

function selectsRootField(document: DocumentNode, operationName: string | undefined, field: string): boolean {
  const operations = document.definitions.filter((definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition');
  const operation = operationName ? operations.find((op) => op.name?.value === operationName) : operations[0];
  if (!operation) return false;
  const fragments = new Map(
    document.definitions.flatMap((definition) => (definition.kind === 'FragmentDefinition' ? [[definition.name.value, definition.selectionSet] as const] : [])),
  );
  const seen = new Set<string>();
  const visit = (set: SelectionSetNode): boolean =>
    set.selections.some((selection) => {
      if (selection.kind === 'Field') return selection.name.value === field;
      if (selection.kind === 'InlineFragment') return visit(selection.selectionSet);
      const fragment = fragments.get(selection.name.value);
      if (!fragment || seen.has(selection.name.value)) return false;
      seen.add(selection.name.value);
      return visit(fragment);
    });
  return visit(operation.selectionSet);
}

/**
 * Experience Edge through the Edge Platform, where Sitecore's Content SDK sends its queries when
 * given a context id (`{edgeUrl}/v1/content/api/graphql/v1`, the id in `x-sitecore-contextid`).
 */
export const EDGE_PLATFORM_GRAPHQL_PATH = '/v1/content/api/graphql/v1';

export function registerEdgeGraphql(app: FastifyInstance, state: ContentServerState): void {
  const handler = async (request: FastifyRequest, reply: FastifyReply) => {
    state.stats.graphql += 1;
    // The key travels as `sc_apikey`; a context id as `x-sitecore-contextid` (the Content SDK) or in
    // the endpoint's query string (older clients). Either path takes any of them: here the context id is the key.
    const apiKey = request.headers.sc_apikey ?? request.headers['x-sitecore-contextid'] ?? queryString(request.query, 'sitecoreContextId');
    if (!isApiKey(state, apiKey)) {
      const error = new ContentServerError('CONTENT_API_KEY_INVALID');
      const body = [new GraphQLError(error.message, { extensions: { code: error.code } })];
      return send(reply, graphqlErrors(error.status, body));
    }
    const prepared = prepareGraphqlRequest(request.body);
    if (!('document' in prepared)) return send(reply, prepared);
    const answer = await executeGraphql(state.content(), prepared, pageModeOfHeaders(request.headers));
    const failure = prepared.selectsLayout ? state.faults.layoutFailure : null;
    return state.faultRunner.answer(reply, answer, state.faults.layoutDelayMs, failure);
  };
  app.post(EDGE_GRAPHQL_PATH, handler);
  app.post(EDGE_PLATFORM_GRAPHQL_PATH, handler);
}

/**
 * Experience Edge's preview endpoint answers `layout` and `item.rendered` in the page mode the
 * editing headers name, as Sitecore's EditingService sends them (`sc_editMode: true` or
 * `sc_previewMode: true`); without them, in the visitors' normal mode.
 */
function pageModeOfHeaders(headers: Record<string, string | string[] | undefined>): PageMode {
  if (headers.sc_editmode === 'true') return 'edit';
  if (headers.sc_previewmode === 'true') return 'preview';
  return 'normal';
}
