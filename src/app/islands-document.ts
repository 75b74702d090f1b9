import { ISLANDS_DOCUMENT_PARAMETER, ISLANDS_VARIANT_PARAMETER } from './island.ts';

/**
 * The page's islands document in the browser (docs/architecture.md#islands): when the page facts
 * say the islands' props are deferred, the first island that hydrates fetches
 * `<this page's address>?__islands=1` (`{"<scope>":<props>,…}`), once per page; every island
 * then takes its own props from it. A page left alone fetches nothing.
 */

/** How long the islands document may take before the islands waiting for it give up. */
export const ISLANDS_DOCUMENT_TIMEOUT_MS = 10_000;

export type IslandsDocument = Readonly<Record<string, unknown>>;

/**
 * This page's address with the islands parameter: path and query as the address bar has them, no
 * fragment; and the variant the page shows, when it is one of a page's variants (issue 29): the
 * server answers that variant's document without deciding again.
 */
export function islandsDocumentUrl(location: Pick<Location, 'pathname' | 'search'>, variant?: string): string {
  const query = new URLSearchParams(location.search);
  query.set(ISLANDS_DOCUMENT_PARAMETER, '1');
  if (variant) query.set(ISLANDS_VARIANT_PARAMETER, variant);
  return `${location.pathname}?${query.toString()}`;
}

let pending: Promise<IslandsDocument> | undefined;

/** The page's islands document, fetched once (a failure is kept: every island asking after it hears it). */
export function loadIslandsDocument(variant?: string): Promise<IslandsDocument> {
  return (pending ??= fetchIslandsDocument(islandsDocumentUrl(window.location, variant)));
}

async function fetchIslandsDocument(url: string): Promise<IslandsDocument> {
  const response = await fetch(url, {
    credentials: 'same-origin',
    headers: { accept: 'application/json' },
    signal: AbortSignal.timeout(ISLANDS_DOCUMENT_TIMEOUT_MS),
  });
  // A not-found page has islands too (its header): its document comes with the page's 404.
  if (!response.ok && response.status !== 404) throw new Error(`the islands document answered ${response.status}`);
  const document: unknown = await response.json();
  if (!document || typeof document !== 'object' || Array.isArray(document)) throw new Error('the islands document is not an object');
  if ('error' in document && response.status === 404) throw new Error(`the islands document answered 404 (${String((document as { error: unknown }).error)})`);
  return document as IslandsDocument;
}
