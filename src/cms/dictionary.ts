import type { Payload } from './cache.ts';
import type { CmsConfig } from './cms-config.ts';
import type { CmsLog } from './cms-log.ts';
import { CmsError } from './errors.ts';
import type { GraphqlClient } from './graphql-client.ts';
import type { HttpClient } from './http-client.ts';
import { isObject, pick } from './json-shape.ts';
import type { Dictionary } from './types.ts';

export type DictionarySource = (language: string, signal?: AbortSignal) => Promise<Payload<Dictionary>>;

const DICTIONARY_QUERY = `query DictionarySiteQuery($site: String!, $language: String!, $pageSize: Int = 500, $after: String) {
  site { siteInfo(site: $site) {
    dictionary(language: $language, first: $pageSize, after: $after) {
      total pageInfo { endCursor hasNext } results { key value }
    }
  } }
}`;

/** 20 pages of 500 phrases: far above any real site, low enough that a cursor loop ends. */
const MAX_PAGES = 20;

/** The JSS dictionary service, which goes with the REST layout service. */
export function createRestDictionary(config: CmsConfig, http: HttpClient): DictionarySource {
  const base = `${config.apiHost.replace(/\/+$/, '')}/sitecore/api/jss/dictionary`;
  return async (language, signal) => {
    const url = `${base}/${encodeURIComponent(config.siteName)}/${encodeURIComponent(language)}` + `?sc_apikey=${encodeURIComponent(config.apiKey)}`;
    const response = await http.requestJson(url, { signal });
    // No dictionary for this site or language: blocks fall back to their own texts.
    if (response.status === 404) return { data: {}, bytes: response.bytes };
    const phrases = pick(response.json, 'phrases');
    if (!isObject(phrases)) throw new CmsError('CMS_BAD_RESPONSE', 'dictionary answer without phrases');
    const dictionary: Dictionary = {};
    for (const [key, value] of Object.entries(phrases)) {
      if (typeof value === 'string') dictionary[key] = value;
    }
    return { data: dictionary, bytes: response.bytes };
  };
}

/** The Experience Edge site dictionary, read page by page along its cursor. */
export function createGraphqlDictionary(siteName: string, graphql: GraphqlClient, log: CmsLog): DictionarySource {
  return async (language, signal) => {
    const dictionary: Dictionary = {};
    let bytes = 0;
    let after: string | undefined;
    for (let page = 1; page <= MAX_PAGES; page++) {
      const answer = await graphql.query(DICTIONARY_QUERY, { site: siteName, language, after }, signal);
      bytes += answer.bytes;
      const slice = pick(answer.data, 'site', 'siteInfo', 'dictionary');
      // Unknown site or language: no (more) phrases.
      if (slice === null || slice === undefined) return { data: dictionary, bytes };
      const results = pick(slice, 'results');
      if (!Array.isArray(results)) throw new CmsError('CMS_BAD_RESPONSE', 'dictionary page without results');
      for (const entry of results) {
        const key = pick(entry, 'key');
        const value = pick(entry, 'value');
        if (typeof key === 'string' && typeof value === 'string') dictionary[key] = value;
      }
      const hasNext = pick(slice, 'pageInfo', 'hasNext') === true;
      const cursor = pick(slice, 'pageInfo', 'endCursor');
      if (!hasNext || typeof cursor !== 'string' || cursor === '') return { data: dictionary, bytes };
      after = cursor;
    }
    log.warn({ site: siteName, language, pages: MAX_PAGES }, 'CMS dictionary has more pages than we read');
    return { data: dictionary, bytes };
  };
}
