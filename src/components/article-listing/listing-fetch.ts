import type { ArticleSearchRequest, ArticleSearchResult } from '../../lib/article-search.ts';
import { searchPath } from './listing-data.ts';

/**
 * The browser's article search: our own route (ARTICLE_SEARCH_PATH, a path on this site, never
 * another host; the key stays on the server). A non-2xx answer or a body that is not an object is
 * an error; the caller aborts superseded searches through `signal`.
 */
export async function fetchSearch(request: ArticleSearchRequest, signal?: AbortSignal): Promise<ArticleSearchResult> {
  const response = await fetch(searchPath(request), { signal, headers: { accept: 'application/json' }, credentials: 'same-origin' });
  if (!response.ok) throw new Error(`article search answered ${response.status}`);
  const body: unknown = await response.json();
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Error('article search answered no object');
  return body as ArticleSearchResult;
}
