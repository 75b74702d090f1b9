/** Page numbers of a paged listing (the article listing and the news listing, spec 001 section 5). */

/** Spec 001 section 5: "Pagination shows all pages if 5 or fewer, else a window of 5". */
const PAGINATION_WINDOW = 5;

function wholeOr(value: number, fallback: number): number {
  return Number.isFinite(value) ? Math.trunc(value) : fallback;
}

/**
 * Page buttons (spec 001 section 5): none when there is only one page ("It needs more than 1 page"),
 * every page when there are 5 or fewer, otherwise a window of 5 consecutive pages around `current`
 * (centred where possible: current-2 .. current+2, shifted to stay within 1..total), followed by the
 * last page when the window does not reach it. The 'ellipsis' goes in only when it hides at least one
 * page, so current=1,total=12 → 1 2 3 4 5 … 12; current=5,total=7 → 3 4 5 6 7; current=4,total=7 →
 * 2 3 4 5 6 7 (no ellipsis: nothing is skipped). `current` is clamped to 1..total.
 */
export function paginationItems(current: number, total: number): Array<number | 'ellipsis'> {
  const pages = wholeOr(total, 0);
  if (pages <= 1) return [];
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (pages <= PAGINATION_WINDOW) return range(1, pages);
  const page = Math.min(Math.max(wholeOr(current, 1), 1), pages);
  const start = Math.min(Math.max(page - Math.floor(PAGINATION_WINDOW / 2), 1), pages - PAGINATION_WINDOW + 1);
  const end = start + PAGINATION_WINDOW - 1;
  const items: Array<number | 'ellipsis'> = range(start, end);
  if (end < pages - 1) items.push('ellipsis');
  if (end < pages) items.push(pages);
  return items;
}
