import type { CmsConfig } from './cms-config.ts';
import type { HttpClient } from './http-client.ts';
import { toLayout, toRoutePath, type LayoutSource } from './layout-data.ts';

/** Layout Service REST: `GET /sitecore/api/layout/render/jss` (docs/cms-protocol.md). */
export function createRestLayout(config: CmsConfig, http: HttpClient): LayoutSource {
  const endpoint = `${config.apiHost.replace(/\/+$/, '')}/sitecore/api/layout/render/jss`;
  return async (routePath, language, signal) => {
    const query = [
      `item=${encodeURIComponent(toRoutePath(routePath))}`,
      `sc_lang=${encodeURIComponent(language)}`,
      `sc_apikey=${encodeURIComponent(config.apiKey)}`,
      `sc_site=${encodeURIComponent(config.siteName)}`,
    ].join('&');
    const response = await http.requestJson(`${endpoint}?${query}`, { signal });
    // A 404 carries `route: null` and a context, but the status alone already says "not found".
    if (response.status === 404) return { data: null, bytes: response.bytes };
    return { data: toLayout(response.json, 'the layout service answer'), bytes: response.bytes };
  };
}
