import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import type { FacetState } from '../../lib/article-search.ts';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import { FACET_DEBOUNCE_MS, facetSearch, facetStateFromUrl, toggleFacetValue } from './article-listing.rules.ts';
import { fetchSearch } from './listing-fetch.ts';
import { knownFacets, listingArgsFromUrl, searchListing, visibleFacetNames, type ListingArgs, type ListingData } from './listing-data.ts';

export type ListingStatus = 'ready' | 'loading' | 'error';

export interface Listing {
  facets: FacetState;
  page: number;
  data: ListingData | null;
  status: ListingStatus;
  /** Adds or removes one value; the URL and the search follow after the 100 ms debounce. */
  toggle(facet: string, value: string): void;
  /** Replaces the whole selection (the mobile dialog's apply; reset is `{}`), page 1, debounced. */
  setAll(facets: FacetState): void;
  goToPage(page: number): void;
  retry(): void;
}

/** The address of a listing state: this path, its facets and page, the hash dropped once it preselected. */
function addressOf(facets: FacetState, page: number, facetNames: readonly string[]): string {
  const { hash } = window.location;
  const hashSelects = hash !== '' && Object.keys(facetStateFromUrl('', hash, facetNames).facets).length > 0;
  return `${window.location.pathname}${facetSearch(facets, page)}${hashSelects ? '' : hash}`;
}

/**
 * The listing's state in the browser (spec 001 sections 2 and 4): it starts from the server's
 * page, and every change resets to page 1 and, after the debounce, writes the facets and page to
 * the URL without a reload and searches again (a newer search aborts the older one). Page changes
 * write at once and scroll back to the listing's top. Back and forward restore the state from the
 * URL; a hash preselects the facets when the query selects none.
 */
export function useListing(initial: ListingArgs, initialData: ListingData | null, top: RefObject<HTMLElement | null>): Listing {
  const facetNames = visibleFacetNames(initial.fixedType);
  const [facets, setFacets] = useState<FacetState>(initial.facets);
  const [page, setPage] = useState<number>(initialData?.page ?? initial.page);
  const [data, setData] = useState<ListingData | null>(initialData);
  const [status, setStatus] = useState<ListingStatus>(initialData ? 'ready' : 'error');
  const facetsRef = useRef(facets);
  const pageRef = useRef(page);
  const controller = useRef<AbortController | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const base = useRef(initial);
  base.current = initial;

  const show = useCallback((next: FacetState, nextPage: number) => {
    facetsRef.current = next;
    pageRef.current = nextPage;
    setFacets(next);
    setPage(nextPage);
  }, []);

  const load = useCallback(
    async (next: FacetState, nextPage: number) => {
      controller.current?.abort();
      const ctl = new AbortController();
      controller.current = ctl;
      setStatus('loading');
      try {
        const result = await searchListing({ ...base.current, facets: next, page: nextPage }, fetchSearch, ctl.signal);
        if (ctl.signal.aborted) return;
        setData(result);
        setStatus('ready');
        if (result.page !== nextPage) {
          pageRef.current = result.page;
          setPage(result.page);
          window.history.replaceState(window.history.state, '', addressOf(next, result.page, facetNames));
        }
      } catch (error) {
        if (ctl.signal.aborted) return;
        console.warn('article listing: search failed', error);
        setStatus('error');
      }
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- facetNames only depends on the fixed type, which never changes for a rendering
    [],
  );

  const change = useCallback(
    (next: FacetState) => {
      show(next, 1);
      clearTimeout(debounce.current);
      debounce.current = setTimeout(() => {
        window.history.pushState(window.history.state, '', addressOf(next, 1, facetNames));
        void load(next, 1);
      }, FACET_DEBOUNCE_MS);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- facetNames: as for load
    [show, load],
  );

  const toggle = useCallback((facet: string, value: string) => change(toggleFacetValue(facetsRef.current, facet, value)), [change]);
  const setAll = useCallback((next: FacetState) => change(next), [change]);

  const goToPage = useCallback(
    (nextPage: number) => {
      clearTimeout(debounce.current);
      show(facetsRef.current, nextPage);
      window.history.pushState(window.history.state, '', addressOf(facetsRef.current, nextPage, facetNames));
      void load(facetsRef.current, nextPage);
      const element = top.current;
      if (element) element.scrollIntoView({ block: 'start', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- facetNames: as for load
    [show, load, top],
  );

  const retry = useCallback(() => void load(facetsRef.current, pageRef.current), [load]);

  useEffect(() => {
    const restore = () => {
      clearTimeout(debounce.current);
      const args = listingArgsFromUrl(window.location.search, window.location.hash, base.current.language, base.current.fixedType);
      show(args.facets, args.page);
      void load(args.facets, args.page);
    };
    window.addEventListener('popstate', restore);
    // A hash preselects the facets when the query selects none (the server cannot see the hash).
    // Only values the search knows: a plain page anchor (#main) is not a selection.
    const fromUrl = listingArgsFromUrl(window.location.search, window.location.hash, base.current.language, base.current.fixedType);
    const queryFacets = facetStateFromUrl(window.location.search, '', facetNames).facets;
    const preselect = initialData ? knownFacets(fromUrl.facets, initialData.facets) : fromUrl.facets;
    if (Object.keys(queryFacets).length === 0 && Object.keys(preselect).length > 0) {
      show(preselect, 1);
      window.history.replaceState(window.history.state, '', addressOf(preselect, 1, facetNames));
      void load(preselect, 1);
    } else if (!initialData) {
      void load(facetsRef.current, pageRef.current);
    }
    return () => {
      window.removeEventListener('popstate', restore);
      clearTimeout(debounce.current);
      controller.current?.abort();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration (show and load never change, nor do facetNames and initialData for a rendering)
  }, []);

  return { facets, page, data, status, toggle, setAll, goToPage, retry };
}
