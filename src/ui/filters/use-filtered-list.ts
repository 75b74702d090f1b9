import { useMemo, useState } from 'react';
import { mq } from '../theme.ts';
import { DESKTOP_FROM } from './filters.constants.ts';
import {
  activeFilterTypes,
  filterItems,
  hasMore,
  visibleCounts,
  type FilterableItem,
  type FilterSelection,
  type FilterType,
  type PageSizes,
} from './filters.rules.ts';

export interface FilteredList<T> {
  /** The active filter types (spec 002 section 5). */
  types: FilterType[];
  selection: FilterSelection;
  /** A new selection: the list starts again from its first page. */
  select(selection: FilterSelection): void;
  /** The items matching the selection. */
  matches: T[];
  /** How many of `matches` show on each layout; render `matches.slice(0, shown.desktop)` at most. */
  shown: PageSizes;
  more: { desktop: boolean; mobile: boolean };
  loadMore(): void;
  /** The index of the first card the last load more revealed on this layout (focus goes there). */
  firstNewIndex: () => number;
}

/**
 * The state of a filtered, paged list: its selection (starting from `initial`) and the number of
 * loads. Both page sizes are kept, so the server renders the desktop page and CSS hides the cards
 * beyond the mobile page on small screens: no viewport guess on the server, no layout jump at
 * hydration. In edit mode everything shows (spec 002 section 6).
 */
export function useFilteredList<T extends FilterableItem>(
  items: readonly T[],
  filterTypes: readonly FilterType[],
  initial: FilterSelection,
  sizes: PageSizes,
  showAll = false,
): FilteredList<T> {
  const types = useMemo(() => activeFilterTypes(filterTypes, items), [filterTypes, items]);
  const [selection, setSelection] = useState<FilterSelection>(initial);
  const [loads, setLoads] = useState(1);
  const matches = useMemo(() => filterItems(items, selection), [items, selection]);
  const all = { desktop: matches.length, mobile: matches.length };
  const shown = showAll ? all : visibleCounts(loads, sizes, matches.length);
  const more = showAll ? { desktop: false, mobile: false } : hasMore(loads, sizes, matches.length);
  return {
    types,
    selection,
    select(next) {
      setSelection(next);
      setLoads(1);
    },
    matches,
    shown,
    more,
    loadMore: () => setLoads((n) => n + 1),
    firstNewIndex: () => {
      const desktop = typeof window !== 'undefined' && window.matchMedia(mq.up(DESKTOP_FROM)).matches;
      return (loads - 1) * (desktop ? sizes.desktop : sizes.mobile);
    },
  };
}
