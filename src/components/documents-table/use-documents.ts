import { useCallback, useEffect, useRef, useState } from 'react';
import { mq } from '../../ui/theme.ts';
import { fetchDocumentPage } from './documents-fetch.ts';
import { appendPage, byDateDescending, canFetch, pageVariables, toDocument, type DocumentRow, type TableSettings } from './documents-table.rules.ts';

export interface DocumentsState {
  rows: DocumentRow[];
  /** True until the first page has answered (or failed): the skeleton shows. */
  initial: boolean;
  loading: boolean;
  hasNext: boolean;
  loadMore(): void;
}

/** Phones and small tablets get the mobile page size (below the sm breakpoint, 768 px). */
function isMobile(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(mq.down('sm')).matches;
}

/**
 * The table's data (spec 002 section 4): the first page is fetched once the block is live in the
 * browser, only when categories and a brand are configured; `loadMore` appends the next page
 * after the kept end cursor. A failure is logged and clears the loading flag; the rows stay as
 * they are (so a failed "load more" can be tried again).
 */
export function useDocuments(settings: TableSettings, language: string): DocumentsState {
  const [rows, setRows] = useState<DocumentRow[]>([]);
  const [initial, setInitial] = useState(() => canFetch(settings));
  const [loading, setLoading] = useState(false);
  const [hasNext, setHasNext] = useState(false);
  const cursor = useRef<string | null>(null);
  const pageSize = useRef(settings.desktopCount);
  const busy = useRef(false);
  const key = JSON.stringify([settings.categoryIds, settings.brandId]);
  const settingsRef = useRef(settings);
  settingsRef.current = settings;

  const load = useCallback(
    async (first: boolean, signal?: AbortSignal) => {
      if (busy.current) return;
      busy.current = true;
      setLoading(true);
      try {
        const page = await fetchDocumentPage(pageVariables(settingsRef.current, pageSize.current, first ? null : cursor.current), signal);
        const built = byDateDescending(page.results.map((asset) => toDocument(asset, language)).filter((row): row is DocumentRow => row !== undefined));
        cursor.current = page.pageInfo.endCursor;
        setHasNext(page.pageInfo.hasNext && page.pageInfo.endCursor !== null);
        setRows((current) => (first ? built : appendPage(current, built)));
      } catch (error) {
        if (!signal?.aborted) console.error('documents could not be loaded:', error);
      } finally {
        busy.current = false;
        if (!signal?.aborted) {
          setLoading(false);
          setInitial(false);
        }
      }
    },
    [language],
  );

  useEffect(() => {
    if (!canFetch(settingsRef.current)) {
      setInitial(false);
      return;
    }
    pageSize.current = isMobile() ? settingsRef.current.mobileCount : settingsRef.current.desktopCount;
    cursor.current = null;
    const controller = new AbortController();
    void load(true, controller.signal);
    return () => {
      controller.abort();
      busy.current = false;
    };
  }, [key, load]);

  const loadMore = useCallback(() => {
    if (hasNext) void load(false);
  }, [hasNext, load]);

  return { rows, initial, loading, hasNext, loadMore };
}
