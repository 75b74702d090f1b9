/**
 * Sitecore's REST services (docs/cms-protocol.md): the Layout Service
 * (`/sitecore/api/layout/render/jss`) and the dictionary service (`/sitecore/api/jss/dictionary`).
 * The Layout Service also answers in Sitecore's page modes (`sc_mode=edit|preview`), which the
 * GraphQL endpoint shares (`layoutInMode`).
 */
import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { LayoutServiceData, RouteData } from '../cms/types.ts';
import { findRoute, normalizeItemId, type StoredRoute } from './content-store.ts';
import { ContentServerError } from './errors.ts';
import { jsonAnswer } from './faults.ts';
import { layoutData, layoutJson } from './layout-data.ts';
import { type ContentServerState, isApiKey, queryString, sendError } from './server-state.ts';

/** Sitecore's Layout Service starts its JSON with a byte order mark; clients must cope, so we send one too. */
const BOM = '\uFEFF';

export function registerLayoutService(app: FastifyInstance, state: ContentServerState): void {
  app.get('/sitecore/api/layout/render/jss', async (request, reply) => {
    state.stats.layout += 1;
    const apiKey = queryString(request.query, 'sc_apikey') ?? request.headers.sc_apikey;
    if (!isApiKey(state, apiKey)) return sendError(reply, new ContentServerError('CONTENT_API_KEY_INVALID'));

    const siteName = queryString(request.query, 'sc_site') || state.defaultSite;
    const site = state.content().sites.get(siteName);
    if (!site) return sendError(reply, new ContentServerError('CONTENT_UNKNOWN_SITE', JSON.stringify(siteName)));

    const item = queryString(request.query, 'item')?.trim();
    if (!item) return sendError(reply, new ContentServerError('CONTENT_ITEM_REQUIRED'));

    const language = (queryString(request.query, 'sc_lang') || site.definition.defaultLanguage).toLowerCase();
    const languageContent = site.languages.get(language);
    const mode = pageModeOf(queryString(request.query, 'sc_mode'));
    // The editor's item (`sc_itemid`) wins over `item`, as Sitecore's item resolver lets it.
    const itemId = mode === 'normal' ? null : normalizeItemId(queryString(request.query, 'sc_itemid') ?? '');
    // A language the site does not have is an item without a version in it: not found.
    const stored = languageContent ? findRoute(site, languageContent, itemId ?? item) : undefined;
    const itemPath = item.startsWith('/') ? item : `/${item}`;
    const body =
      mode === 'normal'
        ? layoutJson(site.definition.name, language, itemPath, stored)
        : JSON.stringify(layoutInMode(site.definition.name, language, itemPath, stored, mode));
    const answer = { status: stored ? 200 : 404, contentType: 'application/json; charset=utf-8', body: BOM + body };
    return state.faultRunner.answer(reply, answer, state.faults.layoutDelayMs, state.faults.layoutFailure);
  });

  app.get<{ Params: { site: string; language: string } }>('/sitecore/api/jss/dictionary/:site/:language', async (request, reply) => {
    state.stats.dictionary += 1;
    const apiKey = queryString(request.query, 'sc_apikey') ?? request.headers.sc_apikey;
    if (!isApiKey(state, apiKey)) return sendError(reply, new ContentServerError('CONTENT_API_KEY_INVALID'));

    const site = state.content().sites.get(request.params.site);
    if (!site) {
      return sendError(reply, new ContentServerError('CONTENT_SITE_NOT_FOUND', JSON.stringify(request.params.site)));
    }
    const language = request.params.language.toLowerCase();
    // Sitecore answers an empty phrase list for a language without phrases.
    const phrases = Object.fromEntries(site.languages.get(language)?.dictionary ?? []);
    const answer = jsonAnswer(200, { lang: language, app: site.definition.name, phrases });
    return state.faultRunner.answer(reply, answer, state.faults.layoutDelayMs, null);
  });
}

/** Sitecore's page modes: what visitors get, the editor's edit mode, and preview. */
export type PageMode = 'normal' | 'edit' | 'preview';

/** `sc_mode` as the Layout Service reads it; anything else is the visitors' normal mode. */
export function pageModeOf(scMode: string | undefined): PageMode {
  const mode = scMode?.trim().toLowerCase();
  return mode === 'edit' || mode === 'preview' ? mode : 'normal';
}

/**
 * The Layout Service answer in a page mode. Edit mode is Sitecore's metadata edit mode (the Pages
 * editor's): `pageEditing: true, pageState: 'edit', editMode: 'metadata'`, and every field of the
 * route and of its renderings carries `metadata` (context item, field id and type, raw value) for
 * the field chromes. Preview is the visitors' answer with `pageState: 'preview'`.
 */
export function layoutInMode(siteName: string, language: string, itemPath: string, stored: StoredRoute | undefined, mode: PageMode): LayoutServiceData {
  const normal = layoutData(siteName, language, itemPath, stored);
  if (mode === 'normal') return normal;
  if (mode === 'preview') {
    return { sitecore: { context: { ...normal.sitecore.context, pageState: 'preview' }, route: normal.sitecore.route } };
  }
  const { pageEditing: _visitor, ...context } = normal.sitecore.context;
  return {
    sitecore: {
      context: { pageEditing: true, ...context, pageState: 'edit', editMode: 'metadata' },
      route: stored ? routeWithFieldMetadata(stored, language) : null,
    },
  };
}

/** A copy of the stored route (which is frozen) with `metadata` on each field. */
function routeWithFieldMetadata(stored: StoredRoute, language: string): RouteData {
  const route = JSON.parse(stored.json) as RouteData;
  const revision = createHash('sha1').update(stored.json).digest('hex').slice(0, 32);
  const version = typeof route.itemVersion === 'number' ? route.itemVersion : 1;
  const itemId = braced(route.itemId) ?? braced(uuidOf(stored.itemPath))!;
  const contextItem = (id: string) => ({ id, language, revision, version });
  addFieldMetadata(route.fields, contextItem(itemId), route.templateName ?? '');
  const visit = (placeholders: unknown, depth: number) => {
    if (typeof placeholders !== 'object' || placeholders === null || depth > 50) return;
    for (const renderings of Object.values(placeholders)) {
      if (!Array.isArray(renderings)) continue;
      for (const rendering of renderings as Array<Record<string, unknown>>) {
        if (typeof rendering !== 'object' || rendering === null) continue;
        // A rendering's fields belong to its datasource item; without one, to the page itself.
        const source = braced(rendering.dataSource) ?? itemId;
        addFieldMetadata(rendering.fields, contextItem(source), String(rendering.componentName ?? ''));
        visit(rendering.placeholders, depth + 1);
      }
    }
  };
  visit(route.placeholders, 0);
  return route;
}

function addFieldMetadata(fields: unknown, contextItem: Record<string, unknown>, template: string): void {
  if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return;
  for (const [name, field] of Object.entries(fields as Record<string, unknown>)) {
    if (typeof field !== 'object' || field === null || !('value' in field) || 'metadata' in field) continue;
    const { value } = field as { value: unknown };
    (field as Record<string, unknown>).metadata = {
      contextItem,
      // Our content has no field ids: a stable one per template and field name stands in.
      fieldId: braced(uuidOf(`${template}/${name}`)),
      fieldType: fieldTypeOf(value),
      rawValue: typeof value === 'string' ? value : JSON.stringify(value ?? ''),
    };
  }
}

/** Sitecore's field type names, guessed from the value's shape. */
function fieldTypeOf(value: unknown): string {
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'checkbox';
  if (typeof value === 'object' && value !== null) {
    if ('src' in value) return 'image';
    if ('href' in value) return 'general link';
    return 'single-line';
  }
  if (typeof value === 'string' && /<[a-z][\s\S]*>/i.test(value)) return 'rich text';
  if (typeof value === 'string' && /^\d{8}T\d{6}Z?$/.test(value)) return 'datetime';
  return 'single-line';
}

/** `{GUID}` upper case, as Sitecore writes ids in field metadata; undefined for a non-GUID. */
function braced(raw: unknown): string | undefined {
  const id = typeof raw === 'string' ? normalizeItemId(raw) : null;
  return id ? `{${id.toUpperCase()}}` : undefined;
}

function uuidOf(text: string): string {
  return createHash('sha1').update(text).digest('hex').slice(0, 32);
}
