import { CONTENT_HUB_ASSETS_PATH, parseAssetAnswer, type AssetPage, type AssetQueryVariables } from '../../lib/content-hub.ts';

/**
 * One page of documents from our own route (CONTENT_HUB_ASSETS_PATH, a path on this site; the
 * Content Hub token stays on the server). The body carries the variables only: the query text
 * is the server's. A non-2xx answer or one that is not the page's shape is an error.
 */
export async function fetchDocumentPage(variables: AssetQueryVariables, signal?: AbortSignal): Promise<AssetPage> {
  const response = await fetch(CONTENT_HUB_ASSETS_PATH, {
    method: 'POST',
    headers: { accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ variables }),
    credentials: 'same-origin',
    signal: signal ?? null,
  });
  if (!response.ok) throw new Error(`documents answered ${response.status}`);
  const page = parseAssetAnswer(await response.json());
  if (!page) throw new Error('documents answered no allM_Asset page');
  return page;
}
