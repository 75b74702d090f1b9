/**
 * Sitecore's REST services (docs/cms-protocol.md): the Layout Service
 * (`/sitecore/api/layout/render/jss`) and the dictionary service (`/sitecore/api/jss/dictionary`).
 */
import type { FastifyInstance } from 'fastify';
import { findRoute } from './content-store.ts';
import { ContentServerError } from './errors.ts';
import { jsonAnswer } from './faults.ts';
import { layoutJson } from './layout-data.ts';
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
    // A language the site does not have is an item without a version in it: not found.
    const stored = languageContent ? findRoute(site, languageContent, item) : undefined;
    const itemPath = item.startsWith('/') ? item : `/${item}`;
    const answer = {
      status: stored ? 200 : 404,
      contentType: 'application/json; charset=utf-8',
      body: BOM + layoutJson(site.definition.name, language, itemPath, stored),
    };
    return state.faultRunner.answer(reply, answer, state.faults.layoutDelayMs, state.faults.layoutFailure);
  });

  app.get<{ Params: { site: string; language: string } }>(
    '/sitecore/api/jss/dictionary/:site/:language',
    async (request, reply) => {
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
    },
  );
}
