/**
 * Cards with links (spec 001 sections 2, 4 and 9): headline and cards (image, headline,
 * description, link). On mobile 3 show; Load more adds 3 until all are shown.
 */

/** Spec 001 section 9: "Cards with links: 3 initially, +3 per load". */
export const CARDS_INITIAL = 3;
export const CARDS_STEP = 3;
export const CARDS_LINK_FIELD = 'link';

/** How many cards show after `loads` presses of Load more, never more than there are. */
export function visibleCount(total: number, loads: number): number {
  const safeTotal = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  const safeLoads = Number.isFinite(loads) && loads > 0 ? Math.floor(loads) : 0;
  return Math.min(safeTotal, CARDS_INITIAL + CARDS_STEP * safeLoads);
}

/** Load more shows while some cards are still hidden. */
export function hasMore(total: number, loads: number): boolean {
  return visibleCount(total, loads) < (Number.isFinite(total) && total > 0 ? Math.floor(total) : 0);
}
