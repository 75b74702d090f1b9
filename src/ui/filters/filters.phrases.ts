/**
 * The dictionary keys the shared filters look up (spec 002 section 8), with their built-in English.
 * Islands that render the filters declare FILTER_PHRASES.
 */
export const FILTER_PHRASE_DEFAULTS = {
  filter: 'Filter',
  filterBy: 'Filter by',
  apply: 'Apply',
  reset: 'Reset',
  close: 'Close',
  loadMore: 'Load more',
} as const;

export const FILTER_PHRASES: readonly string[] = Object.keys(FILTER_PHRASE_DEFAULTS);
