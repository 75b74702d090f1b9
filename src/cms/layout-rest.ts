import type { LayoutEditing } from './cms.ts';
import type { CmsConfig } from './cms-config.ts';
import type { HttpClient } from './http-client.ts';
import { toLayout, toRoutePath, type LayoutSource } from './layout-data.ts';

/**
 * Layout Service REST: `GET /sitecore/api/layout/render/jss` (docs/cms-protocol.md). For an editor
 * it adds Sitecore's page-mode parameters: `sc_mode` (edit or preview), `sc_itemid` (the item the
 * editor opened) and `sc_version`.
 */
export function createRestLayout(config: CmsConfig, http: HttpClient) {
  const endpoint = `${config.apiHost.replace(/\/+$/, '')}/sitecore/api/layout/render/jss`;
  const source = async (routePath: string, language: string, signal?: AbortSignal, editing?: LayoutEditing) => {
    const query = [
      `item=${encodeURIComponent(toRoutePath(routePath))}`,
      `sc_lang=${encodeURIComponent(language)}`,
      `sc_apikey=${encodeURIComponent(config.apiKey)}`,
      `sc_site=${encodeURIComponent(config.siteName)}`,
    ];
    if (editing) {
      query.push(`sc_mode=${editing.mode}`);
      if (editing.itemId) query.push(`sc_itemid=${encodeURIComponent(editing.itemId)}`);
      if (editing.version !== undefined) query.push(`sc_version=${editing.version}`);
    }
    const response = await http.requestJson(`${endpoint}?${query.join('&')}`, { signal });
    // A 404 carries `route: null` and a context, but the status alone already says "not found".
    if (response.status === 404) return { data: null, bytes: response.bytes };
    return { data: toLayout(response.json, 'the layout service answer'), bytes: response.bytes };
  };
  return source satisfies LayoutSource;
}
