/**
 * Shared filters for card lists (spec 002 sections 4, 5, 8 and 9): used by the tools list
 * (ToolsCardsList) and the people list (PeopleCardsList).
 *
 * Rules (pure, `filters.rules.ts`, unit tested):
 * - `readTag(raw)`, `readTagList(field)`: tags from multilists ({ id, name, displayName | fields.value });
 *   `readTagList` gives undefined when the field is not a list (the item has no such tag field).
 * - `readFilterTypes(field)`: the section's `filtersToBeShown` / `filtersToDisplay` as
 *   `{ key: filterType, label: filterNameToDisplay | displayName | name }`.
 * - `activeFilterTypes(types, items)`: a type counts only if some item has tags under its key.
 *   An item is any object whose tag lists (`FilterTag[]`) sit under the type keys (`card.country`).
 * - `optionsFor(key, items, selection)`: the type's options narrowed by the other types'
 *   selections, sorted ignoring case and punctuation (`compareTags`, `sortKey`).
 * - `toggleOption(selection, key, id)`: one option per type; the selected one again clears it.
 * - `initialSelection(preset, types, items)`: a starting selection (the default country), kept
 *   only for active types and tags some item carries.
 * - `filterItems(items, selection)`, `matchesSelection(item, selection)`.
 * - `pageSizeOf(field, fallback)`, `visibleCounts(loads, sizes, total)`, `hasMore(...)`: load more.
 * - `NO_ACTIVE_FILTER_TYPES`: the debug-only message (log it at debug level; never show it).
 *
 * UI:
 * - `useFilteredList(items, filterTypes, initial, { desktop, mobile }, showAll)`: selection,
 *   matches, the counts shown per layout, `loadMore`, `firstNewIndex()` (focus target after a load).
 * - `<Filters types items selection onChange />`: "Filter by" + one dropdown per type from
 *   1025 px (list max height 342 px, closes on selection, outside press, Escape, focus leaving);
 *   below it a "Filter" button opening `MobileFilterPanel` (dialog, 80% tall, page scroll locked
 *   by `lockPageScroll`, one accordion section open, list max height 301 px; Apply copies the
 *   temporary selection and closes, Reset clears the temporary selection, overlay / close button /
 *   Escape discard it).
 * - `<LoadMoreButton more onLoadMore controls />` (dictionary `loadMore`).
 * - `<FilteredCardList name items list emptyText fourFromLarge renderCard />`: the body both lists
 *   share (filters, the grid or the empty text, load more, focus after a load); its styles
 *   `CardGrid`, `CardItem`, `CardListEmpty` (`card-list.styles.ts`).
 * - `pagedCards` (css for the grid: hides cards marked `data-beyond-mobile-page` below 1025 px).
 * - `FILTER_PHRASES`: the dictionary keys to declare in the island (filter, filterBy, apply, reset,
 *   close, loadMore); `FILTER_PHRASE_DEFAULTS`: their built-in English.
 *
 * Test hooks: `data-{name}-grid`, `data-{name}-empty`, `data-filters`, `data-filter-dropdown={key}`, `data-filter-option={tag name}`,
 * `data-filter-trigger`, `data-filter-panel`, `data-filter-section={key}`, `data-filter-apply`,
 * `data-filter-reset`, `data-filter-close`, `data-filter-overlay`, `data-load-more`.
 */
export * from './filters.rules.ts';
export { FILTER_PHRASES, FILTER_PHRASE_DEFAULTS } from './filters.phrases.ts';
export { DESKTOP_FROM, DESKTOP_LIST_MAX_HEIGHT, MOBILE_LIST_MAX_HEIGHT } from './filters.constants.ts';
export { Filters, type FiltersProps } from './Filters.tsx';
export { FilterDropdown } from './FilterDropdown.tsx';
export { MobileFilterPanel } from './MobileFilterPanel.tsx';
export { LoadMoreButton } from './LoadMoreButton.tsx';
export { FilteredCardList, type FilteredCardListProps } from './FilteredCardList.tsx';
export { CardGrid, CardItem, CardListEmpty } from './card-list.styles.ts';
export { pagedCards } from './filters.styles.ts';
export { useFilteredList, type FilteredList } from './use-filtered-list.ts';
