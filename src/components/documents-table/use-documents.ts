import { useCallback, useEffect, useRef, useState } from 'react';
import { mq } from '../../ui/theme.ts';
import { fetchDocumentPage } from './documents-fetch.ts';
import { appendPage, canFetch, pageRows, pageVariables, phoneLoadMore, type DocumentRow, type FirstPage, type TableSettings } from './documents-table.rules.ts';

export interface DocumentsState {
  rows: DocumentRow[];
  /** True until the first page has answered (or failed): the skeleton shows. */
  initial: boolean;
  loading: boolean;
  hasNext: boolean;
  /** Rows from this index on are hidden below 768 px (the phone's page; CSS decides the width). */
  phoneLimit: number;
  loadMore(): void;
}

/** Phones and small tablets get the mobile page size (below the sm breakpoint, 768 px). */
function isMobile(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(mq.down('sm')).matches;
}

/**
 * The table's data (spec 002 section 4). The first page normally comes with the page (`served`:
 * rendered on the server from the cached hub answer at the desktop size, read back from the
 * block's data at hydration, so the markup matches and nothing is fetched again); rows past the
 * mobile page are hidden on phones by CSS until Load more shows them. Only when the server had
 * none (the hub never answered) is the first page fetched here, at the screen's page size, once
 * the block is live; the skeleton shows till then. `loadMore` shows or appends the next page
 * after the kept end cursor. A failure is logged and clears the loading flag; the rows stay as
 * they are (so a failed "load more" can be tried again).
 */
export function useDocuments(settings: TableSettings, language: string, served: FirstPage | undefined): DocumentsState {
  const [rows, setRows] = useState<DocumentRow[]>(() => served?.rows ?? []);
  const [initial, setInitial] = useState(() => canFetch(settings) && served === undefined);
  const [loading, setLoading] = useState(false);
  const [hasNext, setHasNext] = useState(served?.hasNext ?? false);
  const [phoneLimit, setPhoneLimit] = useState(settings.mobileCount);
  const cursor = useRef<string | null>(served?.endCursor ?? null);
  const busy = useRef(false);
  const key = JSON.stringify([settings.categoryIds, settings.brandId]);
  /** The settings the server's first page was made for: no first fetch for them. */
  const servedKey = useRef(served ? key : null);
  const settingsRef = useRef(settings);
  settingsRef.current = settings;

  const load = useCallback(
    async (first: boolean, count: number, signal?: AbortSignal) => {
      if (busy.current) return;
      busy.current = true;
      setLoading(true);
      try {
        const page = pageRows(await fetchDocumentPage(pageVariables(settingsRef.current, count, first ? null : cursor.current), signal), language);
        cursor.current = page.endCursor;
        setHasNext(page.hasNext);
        setRows((current) => (first ? page.rows : appendPage(current, page.rows)));
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
    if (servedKey.current === key) return;
    cursor.current = null;
    const controller = new AbortController();
    const { mobileCount, desktopCount } = settingsRef.current;
    void load(true, isMobile() ? mobileCount : desktopCount, controller.signal);
    return () => {
      controller.abort();
      busy.current = false;
    };
  }, [key, load]);

  const loadMore = useCallback(() => {
    if (busy.current) return;
    const { mobileCount, desktopCount } = settingsRef.current;
    if (!isMobile()) {
      // Wider screens show every row; a later narrowing keeps them shown.
      setPhoneLimit(Number.MAX_SAFE_INTEGER);
      if (hasNext) void load(false, desktopCount);
      return;
    }
    const step = phoneLoadMore(phoneLimit, rows.length, mobileCount, hasNext);
    setPhoneLimit(step.limit);
    if (step.fetch > 0) void load(false, step.fetch);
  }, [hasNext, load, phoneLimit, rows.length]);

  return { rows, initial, loading, hasNext, phoneLimit, loadMore };
}
